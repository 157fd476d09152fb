import { Layout } from 'antd';
import { useState } from 'react';
import { palettes, menuBackground } from '../lib/theme.ts';
import { MenuIcon } from '../components/menu-icon.tsx';
import { useT } from '../i18n/i18n.ts';
import { useSettings } from '../stores/settings.ts';
import { firstLeaf, topLevelOf } from './menu-tree.ts';
import { MainColumn } from './parts/content-area.tsx';
import { HeaderBar } from './parts/header-bar.tsx';
import { Logo } from './parts/logo.tsx';
import { SideMenu } from './parts/side-menu.tsx';
import { useShell } from './shell-context.ts';
import '../i18n/messages/layouts.ts';

/**
 * SPEC 2 'column': a narrow column of top-level entries (drawn in the column style: vertical,
 * horizontal, card or arrow) beside the chosen entry's menu; the fold button hides the second column.
 */
export default function ColumnLayout() {
  const t = useT();
  const shell = useShell();
  const theme = useSettings((s) => s.theme);
  const collapse = useSettings((s) => s.collapse);
  const current = topLevelOf(shell.menu, shell.selectedKey);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const top = shell.menu.find((node) => node.path === picked) ?? current;
  const palette = palettes[theme.themeName];
  const children = top?.children ?? [];
  return (
    <Layout className="gs-shell" hasSider>
      <aside
        className={`gs-column gs-column-${theme.columnStyle}${palette.dark ? ' gs-column-dark' : ''}`}
        style={{ background: menuBackground(theme) ?? palette.menuBg }}
      >
        <Logo collapsed dark={palette.dark} />
        <nav aria-label={t('shell.menu')}>
          {/* Without list styling, WebKit drops a ul's list role: it is given back explicitly. */}
          {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles */}
          <ul role="list">
            {shell.menu.map((node) => {
              const active = node.path === top?.path;
              return (
                <li key={node.path}>
                  <button
                    type="button"
                    className={active ? 'gs-column-item gs-column-item-active' : 'gs-column-item'}
                    aria-current={active ? 'true' : undefined}
                    style={active ? { ['--gs-primary' as string]: palette.primary } : undefined}
                    onClick={() => {
                      setPicked(node.path);
                      if (!node.children?.length || node.meta.noColumn) shell.openMenuItem(firstLeaf(node).path);
                    }}
                  >
                    <MenuIcon name={node.meta.icon} />
                    <span>{shell.title(node)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      {!collapse && children.length > 0 && !top?.meta.noColumn && (
        <Layout.Sider width={180} theme="light" className="gs-column-menu">
          <div className="gs-column-title">{top ? shell.title(top) : ''}</div>
          <SideMenu nodes={children} mode="inline" onHeader />
        </Layout.Sider>
      )}
      <MainColumn header={<HeaderBar />} />
    </Layout>
  );
}
