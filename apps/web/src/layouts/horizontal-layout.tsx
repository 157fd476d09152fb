import { Layout } from 'antd';
import { MainColumn } from './parts/content-area.tsx';
import { HeaderBar } from './parts/header-bar.tsx';
import { Logo } from './parts/logo.tsx';
import { SideMenu } from './parts/side-menu.tsx';

/** SPEC 2 'horizontal': logo and the menu across the header, no sidebar. */
export default function HorizontalLayout() {
  return (
    <Layout className="gs-shell gs-shell-horizontal">
      <MainColumn
        header={
          <HeaderBar
            left={
              <>
                <Logo />
                <SideMenu mode="horizontal" onHeader />
              </>
            }
          />
        }
      />
    </Layout>
  );
}
