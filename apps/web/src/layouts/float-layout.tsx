import { Layout } from 'antd';
import { useSettings } from '../stores/settings.ts';
import { MainColumn } from './parts/content-area.tsx';
import { HeaderBar } from './parts/header-bar.tsx';
import { SideMenu } from './parts/side-menu.tsx';
import { Sider } from './parts/sider.tsx';

/** SPEC 2 'float' (the default): a slim sidebar whose groups open as floating panels beside it. */
export default function FloatLayout() {
  const collapse = useSettings((s) => s.collapse);
  return (
    <Layout className="gs-shell gs-shell-float" hasSider>
      <Sider width={200}>
        <SideMenu mode={collapse ? 'inline' : 'vertical'} collapsed={collapse} />
      </Sider>
      <MainColumn header={<HeaderBar />} />
    </Layout>
  );
}
