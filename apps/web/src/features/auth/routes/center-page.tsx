import { App, Alert, Button, Card, Col, Descriptions, Form, Input, Row, Space, Tag } from 'antd';
import { useState } from 'react';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import { rules } from '../../../lib/form-rules.ts';
import { useSession } from '../../../stores/session.ts';
import { loadSession } from '../../../lib/session.ts';
import '../messages.ts';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** SPEC 2: the personal center (/center): profile, avatar or photo, change password. */
export default function CenterPage() {
  const t = useT();
  const { message } = App.useApp();
  const info = useSession((s) => s.info);
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);
  const formRules = rules(t);
  if (!info) return null;
  const { user } = info;

  const submit = async ({ oldPassword, newPassword }: PasswordForm) => {
    setSaving(true);
    try {
      await api.put('/auth/password', { body: { oldPassword, newPassword } });
      message.success(t('center.passwordChanged'));
      form.resetFields();
      // The default-password flag changes with it.
      await loadSession();
    } catch {
      // The client has shown the server's message (wrong current password and the like).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card title={t('center.profile')}>
          <Space align="start" size={24} wrap>
            <UserAvatar size={96} />
            <Descriptions column={1} size="small" style={{ minWidth: 280 }}>
              <Descriptions.Item label={t('center.field.username')}>{user.username}</Descriptions.Item>
              <Descriptions.Item label={t('center.field.name')}>{user.realName ?? user.nickName}</Descriptions.Item>
              <Descriptions.Item label={t('center.field.userType')}>{t(`center.userType.${user.userType}`)}</Descriptions.Item>
              <Descriptions.Item label={t('center.field.number')}>{user.xykh ?? user.gh ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('center.field.dept')}>{user.deptName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('center.field.phone')}>{user.phone ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('center.field.email')}>{user.email ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('center.field.roles')}>
                <Space wrap>
                  {info.allRoles.map((role) => (
                    <Tag key={String(role.id)} color={String(role.id) === String(info.roles[0]?.id) ? 'blue' : undefined}>
                      {role.name}
                    </Tag>
                  ))}
                </Space>
              </Descriptions.Item>
            </Descriptions>
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={t('center.password')}>
          {info.password === 'true' && <Alert type="warning" showIcon title={t('center.defaultPasswordWarning')} style={{ marginBottom: 16 }} />}
          <Form<PasswordForm> form={form} layout="vertical" name="change-password" onFinish={(values) => void submit(values)}>
            <Form.Item name="oldPassword" label={t('center.oldPassword')} rules={formRules.password}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Form.Item name="newPassword" label={t('center.newPassword')} rules={formRules.password}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirm"
              label={t('center.confirmPassword')}
              dependencies={['newPassword']}
              rules={[
                ...formRules.password,
                ({ getFieldValue }) => ({
                  validator: (_, value: string | undefined) =>
                    !value || getFieldValue('newPassword') === value ? Promise.resolve() : Promise.reject(new Error(t('center.passwordMismatch'))),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}
