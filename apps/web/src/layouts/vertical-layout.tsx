import { Layout } from 'antd';
import { useSettings } from '../stores/settings.ts';
import { MainColumn } from './parts/content-area.tsx';
import { HeaderBar } from './parts/header-bar.tsx';
import { SideMenu } from './parts/side-menu.tsx';
import { Sider } from './parts/sider.tsx';

/** SPEC 2 'vertical': sidebar with an inline menu, header over the pages (also the mobile layout). */
export default function VerticalLayout() {
  const collapse = useSettings((s) => s.collapse);
  const mobile = useSettings((s) => s.device === 'mobile');
  return (
    <Layout className="gs-shell" hasSider>
      <Sider>
        <SideMenu mode="inline" collapsed={!mobile && collapse} />
      </Sider>
      <MainColumn header={<HeaderBar />} />
    </Layout>
  );
}
