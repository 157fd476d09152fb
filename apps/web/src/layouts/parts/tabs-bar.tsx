import { CloseOutlined, ColumnWidthOutlined, DownOutlined, ReloadOutlined, VerticalLeftOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { MenuIcon } from '../../components/menu-icon.tsx';
import { routeTitle, useLanguage, useT } from '../../i18n/i18n.ts';
import { mark, perfMarks } from '../../lib/perf-marks.ts';
import { useSettings } from '../../stores/settings.ts';
import { useTabs, type VisitedTab } from '../../stores/tabs.ts';
import { useShell } from '../shell-context.ts';
import '../../i18n/messages/layouts.ts';

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/** SPEC 2 "Tabs": one per visited route, the first not closable, a context menu with the close actions. */
export function TabsBar() {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { route, reloadView } = useShell();
  const tabs = useTabs((s) => s.tabs);
  const style = useSettings((s) => s.theme.tabsBarStyle);
  const showIcons = useSettings((s) => s.theme.showTabsIcon);
  const active = route.path;

  const closable = (tab: VisitedTab, index: number) => index !== 0 && !tab.noClosable;

  /** After a close, the active tab may be gone: go to the last remaining tab, or home (SPEC 2). */
  const settle = (remaining: VisitedTab[]) => {
    if (remaining.some((tab) => tab.path === active)) return;
    const last = remaining.at(-1);
    navigate(last ? `${last.path}${last.search}` : '/');
  };

  const act = (action: Action, path: string) => {
    const store = useTabs.getState();
    if (action === 'refresh') {
      if (path === active) reloadView(path);
      else {
        store.reload(path);
        const tab = store.tabs.find((item) => item.path === path);
        if (tab) navigate(`${tab.path}${tab.search}`);
      }
      return;
    }
    const remaining = action === 'closeAll' ? store.closeAll() : store[action](path);
    settle(remaining);
  };

  const menuFor = (path: string, index: number): MenuProps => {
    const tab = tabs[index];
    return {
      items: [
        { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
        { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: !tab || !closable(tab, index) },
        { key: 'closeOthers', icon: <ColumnWidthOutlined />, label: t('tabs.closeOthers'), disabled: tabs.length <= 1 },
        { key: 'closeLeft', icon: <VerticalRightOutlined />, label: t('tabs.closeLeft'), disabled: index <= 1 },
        { key: 'closeRight', icon: <VerticalLeftOutlined />, label: t('tabs.closeRight'), disabled: index >= tabs.length - 1 },
        { key: 'closeAll', icon: <CloseOutlined />, label: t('tabs.closeAll'), disabled: tabs.length <= 1 },
      ],
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        act(key as Action, path);
      },
    };
  };

  const visible = tabs.map((tab, index) => ({ tab, index }));
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.path === active),
  );

  return (
    <div className={`gs-tabs gs-tabs-${style}`}>
      <Tabs
        size="small"
        type={style === 'smart' ? 'line' : 'editable-card'}
        hideAdd
        activeKey={active}
        onTabClick={(key) => {
          mark(perfMarks.tabSwitchStart);
          // SPEC 2: a click on the active tab reloads the view.
          if (key === active) {
            reloadView(key);
            return;
          }
          const tab = tabs.find((item) => item.path === key);
          navigate(tab ? `${tab.path}${tab.search}` : key);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') act('close', key);
        }}
        tabBarExtraContent={{
          right: (
            <Dropdown menu={menuFor(active, activeIndex)} trigger={['click']}>
              <Button type="text" size="small" aria-label={t('tabs.more')} icon={<DownOutlined />} />
            </Dropdown>
          ),
        }}
        items={visible.map(({ tab, index }) => ({
          key: tab.path,
          closable: closable(tab, index),
          label: (
            <Dropdown menu={menuFor(tab.path, index)} trigger={['contextMenu']}>
              <span className="gs-tab-label" data-path={tab.path}>
                {showIcons && <MenuIcon name={tab.icon} />} {routeTitle(language, tab.name, tab.title)}
              </span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
