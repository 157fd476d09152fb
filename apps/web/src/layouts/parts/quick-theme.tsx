import { BgColorsOutlined, ClearOutlined, CodeOutlined, SettingOutlined, SkinOutlined } from '@ant-design/icons';
import { App, FloatButton, Input, Typography } from 'antd';
import { useState } from 'react';
import { sourceCode } from '../../config/settings.ts';
import { logout } from '../../lib/session.ts';
import { useT } from '../../i18n/i18n.ts';
import { useSettings } from '../../stores/settings.ts';
import { useTabs } from '../../stores/tabs.ts';
import { useShellUi } from '../ui-store.ts';
import { Dialog } from '../../components/page-kit/dialog.tsx';
import '../../i18n/messages/layouts.ts';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SPEC 2: the quick theme panel: theme config, random skin, clear cache, source-code key check. */
export function QuickTheme() {
  const t = useT();
  const { message } = App.useApp();
  const setDrawerOpen = useShellUi((s) => s.setDrawerOpen);
  const [codeOpen, setCodeOpen] = useState(false);
  const [key, setKey] = useState('');
  const [unlocked, setUnlocked] = useState(false);

  const checkKey = async () => {
    if ((await sha256(key.trim())) === sourceCode.keySha256) setUnlocked(true);
    else message.error(t('theme.quick.codeWrong'));
  };

  return (
    <>
      <FloatButton.Group trigger="hover" icon={<SettingOutlined />} style={{ insetInlineEnd: 24, bottom: 96 }} aria-label={t('theme.quick.panel')}>
        <FloatButton icon={<SkinOutlined />} tooltip={t('theme.quick.config')} aria-label={t('theme.quick.config')} onClick={() => setDrawerOpen(true)} />
        <FloatButton
          icon={<BgColorsOutlined />}
          tooltip={t('theme.quick.random')}
          aria-label={t('theme.quick.random')}
          onClick={() => {
            useSettings.getState().randomTheme();
            message.success(t('theme.randomDone'));
          }}
        />
        <FloatButton
          icon={<ClearOutlined />}
          tooltip={t('theme.quick.clearCache')}
          aria-label={t('theme.quick.clearCache')}
          onClick={() => {
            // Everything this app keeps in the browser goes, and with it the session.
            void logout().finally(() => {
              useTabs.getState().clear();
              localStorage.clear();
              sessionStorage.clear();
              message.success(t('theme.quick.cacheCleared'));
              setTimeout(() => window.location.assign(`${import.meta.env.BASE_URL}login`), 600);
            });
          }}
        />
        <FloatButton icon={<CodeOutlined />} tooltip={t('theme.quick.code')} aria-label={t('theme.quick.code')} onClick={() => setCodeOpen(true)} />
      </FloatButton.Group>
      <Dialog
        open={codeOpen}
        title={t('theme.quick.codeTitle')}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        onOk={() => void checkKey()}
        onCancel={() => {
          setCodeOpen(false);
          setUnlocked(false);
          setKey('');
        }}
      >
        <Input.Password
          aria-label={t('theme.quick.codePlaceholder')}
          placeholder={t('theme.quick.codePlaceholder')}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          onPressEnter={() => void checkKey()}
        />
        {unlocked && (
          <Typography.Paragraph copyable style={{ marginTop: 12 }}>
            {t('theme.quick.codeRight', { url: sourceCode.url })}
          </Typography.Paragraph>
        )}
      </Dialog>
    </>
  );
}
