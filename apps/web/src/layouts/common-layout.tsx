import { Layout } from 'antd';
import { useSettings } from '../stores/settings.ts';
import { MainColumn } from './parts/content-area.tsx';
import { Breadcrumbs } from './parts/breadcrumbs.tsx';
import { FoldButton, HeaderBar } from './parts/header-bar.tsx';
import { Logo } from './parts/logo.tsx';
import { SideMenu } from './parts/side-menu.tsx';
import { Sider } from './parts/sider.tsx';

/**
 * SPEC 2 'common': the header spans the page in the theme's colour, carrying the logo, and the side
 * menu sits below it, as the origin's common layout does (a plain header looked like the vertical layout).
 */
export default function CommonLayout() {
  const collapse = useSettings((s) => s.collapse);
  return (
    <Layout className="gs-shell gs-shell-common">
      <HeaderBar
        brand
        left={
          <>
            <Logo />
            <FoldButton />
            <Breadcrumbs />
          </>
        }
      />
      <Layout hasSider className="gs-shell-body">
        <Sider logo={false}>
          <SideMenu mode="inline" collapsed={collapse} />
        </Sider>
        <MainColumn />
      </Layout>
    </Layout>
  );
}
