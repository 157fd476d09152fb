import { Badge, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { MenuIcon } from '../../components/menu-icon.tsx';
import { useT } from '../../i18n/i18n.ts';
import type { MenuNode } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import { palettes } from '../../lib/theme.ts';
import { useShell } from '../shell-context.ts';
import '../../i18n/messages/layouts.ts';

type Item = Required<MenuProps>['items'][number];

/** SPEC 2: a submenu scrolls above 18 children; groups in popups show three items per row. */
const SCROLL_ABOVE = 18;

function Label({ node, title }: { node: MenuNode; title: string }) {
  const { badge, dot } = node.meta;
  if (badge !== undefined && badge !== '') {
    return (
      <span className="gs-menu-label">
        <span>{title}</span> <Badge count={badge} size="small" style={{ marginInlineStart: 4 }} />
      </span>
    );
  }
  if (dot) {
    return (
      <Badge dot offset={[6, 0]}>
        <span className="gs-menu-label">{title}</span>
      </Badge>
    );
  }
  return <span className="gs-menu-label">{title}</span>;
}

export function useMenuItems(nodes: MenuNode[], depth = 0, popupGroups = false): Item[] {
  const t = useT();
  const { title, selectedKey } = useShell();
  return useMemo(() => {
    const build = (list: MenuNode[], level: number): Item[] =>
      list.flatMap((node): Item[] => {
        // levelHidden: the group itself is skipped and its children take its place.
        if (node.meta.levelHidden && node.children?.length) return build(node.children, level);
        const label = <Label node={node} title={title(node)} />;
        const icon = level === 0 || node.meta.icon ? <MenuIcon name={node.meta.icon} /> : undefined;
        const children = node.children ?? [];
        if (children.length > 0) {
          const many = children.length > SCROLL_ABOVE;
          const classes = [many ? 'gs-submenu-scroll' : '', popupGroups && children.length > 3 ? 'gs-menu-group' : ''].filter(Boolean).join(' ');
          return [{ key: node.path, icon, label, popupClassName: classes || undefined, children: build(children, level + 1) }];
        }
        // What the highlight and a dot show, told to assistive technology: the entry of the page on screen
        // is the current one, and an entry with a dot (a count is text already) is described.
        const dotted = node.meta.dot && (node.meta.badge === undefined || node.meta.badge === '');
        return [
          {
            key: node.path,
            icon,
            label,
            ...(node.path === selectedKey ? { 'aria-current': 'page' as const } : {}),
            ...(dotted ? { 'aria-description': t('shell.menuDot') } : {}),
          },
        ];
      });
    return build(nodes, depth);
  }, [nodes, depth, popupGroups, title, selectedKey, t]);
}

interface SideMenuProps {
  nodes?: MenuNode[];
  mode: 'inline' | 'vertical' | 'horizontal';
  collapsed?: boolean;
  /** The menu sits on the header (white), not on the sidebar. */
  onHeader?: boolean;
}

export function SideMenu({ nodes, mode, collapsed, onHeader }: SideMenuProps) {
  const t = useT();
  const shell = useShell();
  const themeName = useSettings((s) => s.theme.themeName);
  const items = useMenuItems(nodes ?? shell.menu, 0, mode !== 'inline');
  const dark = !onHeader && palettes[themeName].dark;
  const list = nodes ?? shell.menu;
  // Inline menus open the groups leading to the current page (and a lone group), keeping what the user opened.
  const wanted = [...(list.length === 1 && list[0] ? [list[0].path] : []), ...shell.openKeys].join('\n');
  const [openKeys, setOpenKeys] = useState<string[]>(() => wanted.split('\n').filter(Boolean));
  // Adjusted while rendering (React's pattern for state derived from props), not in an effect.
  const [seen, setSeen] = useState(wanted);
  if (seen !== wanted) {
    setSeen(wanted);
    setOpenKeys((open) => [...new Set([...open, ...wanted.split('\n').filter(Boolean)])]);
  }
  return (
    <Menu
      aria-label={t('shell.menu')}
      mode={mode}
      theme={dark ? 'dark' : 'light'}
      items={items}
      selectedKeys={[shell.selectedKey]}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      onClick={({ key }) => shell.openMenuItem(key)}
      style={{ borderInlineEnd: 0, background: 'transparent', ...(mode === 'horizontal' ? { flex: 1, minWidth: 0 } : {}) }}
    />
  );
}
