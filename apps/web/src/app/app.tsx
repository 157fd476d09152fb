import { Alert, App as AntApp, ConfigProvider, Flex, Typography } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { settings } from '../config/settings.ts';

/** The foundation milestone's page; the admin shell (sign-in, layouts, tabs) replaces it. */
export function App() {
  return (
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <Flex component="main" vertical align="center" justify="center" gap="small" style={{ minHeight: '100vh', padding: 24 }}>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {settings.title}
          </Typography.Title>
          <Typography.Title level={2} type="secondary" style={{ margin: 0 }}>
            {settings.titleEn}
          </Typography.Title>
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 16 }}
            title="系统外壳（登录、布局、标签页）正在建设中。"
            description="The admin shell (sign-in, layouts, tabs) is under construction: this is the foundation milestone."
          />
        </Flex>
      </AntApp>
    </ConfigProvider>
  );
}
