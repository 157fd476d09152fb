import { App as AntApp, ConfigProvider, Result, Typography } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { settings } from '../config/settings.ts';

/** The foundation milestone's page; the admin shell replaces it (sign-in, layouts, tabs). */
export function App() {
  return (
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <Result
          status="info"
          title={settings.title}
          subTitle={settings.titleEn}
          extra={<Typography.Paragraph>系统外壳（登录、布局、标签页）正在建设中。The admin shell is under construction.</Typography.Paragraph>}
        />
      </AntApp>
    </ConfigProvider>
  );
}
