import { CloseOutlined, ColumnWidthOutlined, DownOutlined, ReloadOutlined, VerticalLeftOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { MenuIcon } from '../../components/menu-icon.tsx';
import { routeTitle, type Translate, useLanguage, useT } from '../../i18n/i18n.ts';
import { mark, perfMarks } from '../../lib/perf-marks.ts';
import { useSettings } from '../../stores/settings.ts';
import { useTabs, type VisitedTab } from '../../stores/tabs.ts';
import { useShell } from '../shell-context.ts';
import '../../i18n/messages/layouts.ts';

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/** The close actions of the tab at `index` of `count` (SPEC 2), for its context menu and the "more" button. */
function tabMenu(t: Translate, path: string, index: number, count: number, closable: boolean, onAction: (action: Action, path: string) => void): MenuProps {
  return {
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: !closable },
      { key: 'closeOthers', icon: <ColumnWidthOutlined />, label: t('tabs.closeOthers'), disabled: count <= 1 },
      { key: 'closeLeft', icon: <VerticalRightOutlined />, label: t('tabs.closeLeft'), disabled: index <= 1 },
      { key: 'closeRight', icon: <VerticalLeftOutlined />, label: t('tabs.closeRight'), disabled: index >= count - 1 },
      { key: 'closeAll', icon: <CloseOutlined />, label: t('tabs.closeAll'), disabled: count <= 1 },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      onAction(key as Action, path);
    },
  };
}

interface TabLabelProps {
  path: string;
  index: number;
  count: number;
  closable: boolean;
  text: string;
  icon: string | undefined;
  showIcon: boolean;
  onAction: (action: Action, path: string) => void;
}

/**
 * A tab's title with its context menu. Memoised: a tab switch changes none of these, and the 20
 * dropdowns of a full bar rendering again made a good part of every switch (issue 22).
 */
const TabLabel = memo(function TabLabel({ path, index, count, closable, text, icon, showIcon, onAction }: TabLabelProps) {
  const t = useT();
  const menu = useMemo(() => tabMenu(t, path, index, count, closable, onAction), [t, path, index, count, closable, onAction]);
  return (
    <Dropdown menu={menu} trigger={['contextMenu']}>
      <span className="gs-tab-label" data-path={path}>
        {showIcon && <MenuIcon name={icon} />} {text}
      </span>
    </Dropdown>
  );
});

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

  // The labels below are memoised: they reach the latest actions through this stable callback.
  const latest = useRef(act);
  useLayoutEffect(() => {
    latest.current = act;
  });
  const onAction = useCallback((action: Action, path: string) => latest.current(action, path), []);

  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.path === active),
  );
  const activeTab = tabs[activeIndex];

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
            <Dropdown menu={tabMenu(t, active, activeIndex, tabs.length, activeTab !== undefined && closable(activeTab, activeIndex), act)} trigger={['click']}>
              <Button type="text" size="small" aria-label={t('tabs.more')} icon={<DownOutlined />} />
            </Dropdown>
          ),
        }}
        items={tabs.map((tab, index) => ({
          key: tab.path,
          closable: closable(tab, index),
          label: (
            <TabLabel
              path={tab.path}
              index={index}
              count={tabs.length}
              closable={closable(tab, index)}
              text={routeTitle(language, tab.name, tab.title)}
              icon={tab.icon}
              showIcon={showIcons}
              onAction={onAction}
            />
          ),
        }))}
      />
    </div>
  );
}
