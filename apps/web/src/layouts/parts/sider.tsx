import { Drawer, Layout } from 'antd';
import type { ReactNode } from 'react';
import { menuBackground, palettes } from '../../lib/theme.ts';
import { useSettings } from '../../stores/settings.ts';
import { Logo } from './logo.tsx';

/** The sidebar: themed background, logo on top; on mobile a drawer that folds after navigation. */
export function Sider({
  children,
  width = 220,
  collapsible = true,
  logo = true,
}: {
  children: ReactNode;
  width?: number;
  collapsible?: boolean;
  logo?: boolean;
}) {
  const theme = useSettings((s) => s.theme);
  const collapse = useSettings((s) => s.collapse);
  const device = useSettings((s) => s.device);
  const setCollapse = useSettings((s) => s.setCollapse);
  const dark = palettes[theme.themeName].dark;
  const background = menuBackground(theme);
  const body = (
    <>
      {logo && <Logo collapsed={collapsible && collapse && device !== 'mobile'} dark={dark} />}
      <nav className="gs-sider-menu">{children}</nav>
    </>
  );
  if (device === 'mobile') {
    return (
      <Drawer
        placement="left"
        open={!collapse}
        onClose={() => setCollapse(true)}
        size={width}
        closable={false}
        styles={{ body: { padding: 0, background: background ?? palettes[theme.themeName].menuBg } }}
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      className="gs-sider"
      width={width}
      collapsed={collapsible ? collapse : false}
      collapsedWidth={64}
      trigger={null}
      theme={dark ? 'dark' : 'light'}
      style={background ? { background } : undefined}
    >
      {body}
    </Layout.Sider>
  );
}
