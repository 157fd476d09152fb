import { Layout, Menu } from 'antd';
import { MenuIcon } from '../components/menu-icon.tsx';
import { useSettings } from '../stores/settings.ts';
import { firstLeaf, topLevelOf } from './menu-tree.ts';
import { MainColumn } from './parts/content-area.tsx';
import { HeaderBar } from './parts/header-bar.tsx';
import { Logo } from './parts/logo.tsx';
import { SideMenu } from './parts/side-menu.tsx';
import { Sider } from './parts/sider.tsx';
import { useShell } from './shell-context.ts';

/** SPEC 2 'comprehensive': top-level entries across the header, the chosen one's entries in the sidebar. */
export default function ComprehensiveLayout() {
  const shell = useShell();
  const collapse = useSettings((s) => s.collapse);
  const top = topLevelOf(shell.menu, shell.selectedKey);
  const children = top?.children ?? [];
  return (
    <Layout className="gs-shell gs-shell-comprehensive">
      <HeaderBar
        left={
          <>
            <Logo />
            <Menu
              mode="horizontal"
              style={{ flex: 1, minWidth: 0, borderBottom: 0 }}
              selectedKeys={top ? [top.path] : []}
              items={shell.menu.map((node) => ({ key: node.path, icon: <MenuIcon name={node.meta.icon} />, label: shell.title(node) }))}
              onClick={({ key }) => {
                const node = shell.menu.find((item) => item.path === key);
                if (node) shell.openMenuItem(firstLeaf(node).path);
              }}
            />
          </>
        }
      />
      <Layout hasSider className="gs-shell-body">
        {children.length > 0 && (
          <Sider logo={false}>
            <SideMenu nodes={children} mode="inline" collapsed={collapse} />
          </Sider>
        )}
        <MainColumn />
      </Layout>
    </Layout>
  );
}
