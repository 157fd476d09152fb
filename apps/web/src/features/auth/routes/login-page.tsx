import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useMessageApi } from '../../../components/feedback.tsx';
import { useLocation, useNavigate } from 'react-router';
import { redirectTarget } from '../../../lib/guard.ts';
import { useT } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import { rules } from '../../../lib/form-rules.ts';
import { mark, perfMarks } from '../../../lib/perf-marks.ts';
import { useSession } from '../../../stores/session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { loadSession, login } from '../../../lib/session.ts';
import { LanguagePicker } from '../../../components/language-picker.tsx';

interface PasswordForm {
  username: string;
  password: string;
}

interface PhoneForm {
  phone: string;
  smsCode: string;
}

/** SPEC 4, 5: password or phone + SMS code; then user info, routes, welcome, and back to where the user was. */
export default function LoginPage() {
  const t = useT();
  const message = useMessageApi();
  const { token } = theme.useToken();
  const [mode, setMode] = useState<'password' | 'phone'>('password');
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [cooldown, setCooldown] = useState(0);
  const [sending, setSending] = useState(false);
  const [phoneForm] = Form.useForm<PhoneForm>();
  const formRules = rules(t);
  usePageTitle(t('auth.login.submit'));

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown(cooldown - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const signIn = async (credentials: PasswordForm | PhoneForm) => {
    mark(perfMarks.signInStart);
    setBusy(true);
    try {
      await login(credentials);
      await loadSession();
      useSession.getState().setGreet(true);
      navigate(redirectTarget(location.search), { replace: true });
    } catch (error) {
      // Server failures are already shown by the client (SPEC 8); the session checks of SPEC 5 here.
      if (error instanceof Error && error.name === 'SessionError') void message.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    const { phone } = await phoneForm.validateFields(['phone']);
    setSending(true);
    try {
      const answer = await api.post('/auth/smsCode', { body: { phone } });
      void message.success(t('auth.login.codeSent'));
      setCooldown(answer?.cooldownSeconds ?? 60);
    } catch {
      // The client has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex className="gs-login" align="center" justify="center">
      <div className="gs-login-lang">
        <LanguagePicker />
      </div>
      <main className="gs-login-card" style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG }}>
        <h1 style={{ fontSize: 26, margin: 0, color: token.colorText }}>{t('auth.login.title')}</h1>
        <p style={{ margin: '4px 0 20px', color: token.colorTextSecondary }}>{t('auth.login.subtitle')}</p>
        <Flex role="group" aria-label={t('auth.login.title')} gap={8} style={{ marginBottom: 20 }}>
          {(['password', 'phone'] as const).map((value) => (
            <Button
              key={value}
              block
              type={mode === value ? 'primary' : 'default'}
              ghost={mode === value}
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
            >
              {t(value === 'password' ? 'auth.login.tabPassword' : 'auth.login.tabPhone')}
            </Button>
          ))}
        </Flex>
        {mode === 'password' ? (
          <Form<PasswordForm> key="password" name="password-login" size="large" onFinish={(values) => void signIn(values)} autoComplete="on">
            <Form.Item name="username" rules={formRules.username}>
              <Input prefix={<UserOutlined />} placeholder={t('auth.login.username')} aria-label={t('auth.login.username')} autoComplete="username" />
            </Form.Item>
            <Form.Item name="password" rules={formRules.password}>
              <Input.Password
                prefix={<LockOutlined />}
                placeholder={t('auth.login.password')}
                aria-label={t('auth.login.password')}
                autoComplete="current-password"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('auth.login.submit')}
            </Button>
          </Form>
        ) : (
          <Form<PhoneForm> key="phone" form={phoneForm} name="phone-login" size="large" onFinish={(values) => void signIn(values)}>
            <Form.Item name="phone" rules={formRules.phoneRequired}>
              <Input prefix={<MobileOutlined />} placeholder={t('auth.login.phone')} aria-label={t('auth.login.phone')} autoComplete="tel" maxLength={11} />
            </Form.Item>
            <Flex gap={8} align="start">
              <Form.Item name="smsCode" rules={formRules.smsCode} style={{ flex: 1 }}>
                <Input
                  prefix={<SafetyOutlined />}
                  placeholder={t('auth.login.smsCode')}
                  aria-label={t('auth.login.smsCode')}
                  autoComplete="one-time-code"
                  maxLength={8}
                />
              </Form.Item>
              <Button size="large" disabled={cooldown > 0} loading={sending} onClick={() => void sendCode().catch(() => undefined)}>
                {cooldown > 0 ? t('auth.login.resendIn', { n: cooldown }) : t('auth.login.getCode')}
              </Button>
            </Flex>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('auth.login.submit')}
            </Button>
          </Form>
        )}
        <p style={{ margin: '16px 0 0', fontSize: 12, color: token.colorTextSecondary }}>{t('auth.login.demoHint')}</p>
      </main>
    </Flex>
  );
}
