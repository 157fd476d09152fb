import { DownloadOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { App, Button, Card, Divider, Flex, Space, Typography } from 'antd';
import { Permission } from '../../../components/permission.tsx';
import { TipBox, type TipType } from '../../../components/tip-box.tsx';
import { type MessageKey, useT } from '../../../i18n/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import '../messages.ts';

const tipTypes: TipType[] = ['success', 'primary', 'warning', 'danger', 'info'];

/** SPEC 2: the demo button page (/demo, white-listed), with the tip box in its five types. */
/** The demo lives outside the shell, so it brings antd's App for its messages. */
export default function DemoPage() {
  return (
    <App>
      <DemoContent />
    </App>
  );
}

function DemoContent() {
  const t = useT();
  const { message } = App.useApp();
  usePageTitle(t('demo.title'));
  const click = (name: string) => () => message.info(t('demo.clicked', { name }));
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {t('demo.title')}
        </Typography.Title>
        <LanguagePicker />
      </Flex>
      <Card title={t('demo.types')}>
        <Space wrap>
          <Button type="primary" onClick={click(t('demo.primary'))}>
            {t('demo.primary')}
          </Button>
          <Button onClick={click(t('demo.default'))}>{t('demo.default')}</Button>
          <Button type="dashed" onClick={click(t('demo.dashed'))}>
            {t('demo.dashed')}
          </Button>
          <Button type="text" onClick={click(t('demo.text'))}>
            {t('demo.text')}
          </Button>
          <Button type="link" onClick={click(t('demo.link'))}>
            {t('demo.link')}
          </Button>
          <Button danger onClick={click(t('demo.danger'))}>
            {t('demo.danger')}
          </Button>
        </Space>
        <Divider />
        <Space wrap>
          <Button type="primary" loading>
            {t('demo.loading')}
          </Button>
          <Button disabled>{t('demo.disabled')}</Button>
          <Button type="primary" icon={<SearchOutlined />} onClick={click(t('common.search'))}>
            {t('common.search')}
          </Button>
          <Button icon={<DownloadOutlined />} shape="round" onClick={click(t('demo.withIcon'))}>
            {t('demo.withIcon')}
          </Button>
          <Button type="primary" shape="circle" icon={<PlusOutlined />} aria-label={t('demo.withIcon')} />
        </Space>
        <Divider />
        <Space wrap align="center">
          <Typography.Text type="secondary">{t('demo.sizes')}</Typography.Text>
          <Button size="small">small</Button>
          <Button>middle</Button>
          <Button size="large">large</Button>
        </Space>
      </Card>
      <Card title={t('demo.permission')} style={{ marginTop: 16 }}>
        <Typography.Paragraph type="secondary">{t('demo.permissionHint')}</Typography.Paragraph>
        <Space wrap>
          <Button>{t('demo.default')}</Button>
          <Permission guard={['kernel:notice:edit']}>
            <Button type="primary">kernel:notice:edit</Button>
          </Permission>
          <Permission guard={{ role: ['admin'], mode: 'oneOf' }}>
            <Button danger>admin</Button>
          </Permission>
        </Space>
      </Card>
      <Card title={t('demo.tips')} style={{ marginTop: 16 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {tipTypes.map((type) => (
            <TipBox key={type} type={type} title={type} closeLabel={t('common.close')}>
              {t(`demo.tip.${type}` as MessageKey)}
            </TipBox>
          ))}
        </Space>
      </Card>
    </div>
  );
}
