import {
  BugOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  GlobalOutlined,
  LogoutOutlined,
  ReloadOutlined,
  SkinOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Badge, Button, Dropdown, Flex, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginUrl } from '../../lib/guard.ts';
import { settings } from '../../config/settings.ts';
import { logout } from '../../lib/session.ts';
import { useLanguage, useT } from '../../i18n/i18n.ts';
import { errorLogEnabled, useErrorLog } from '../../lib/error-log.ts';
import { useSession } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import { useTabs } from '../../stores/tabs.ts';
import { useShell } from '../shell-context.ts';
import { useShellUi } from '../ui-store.ts';
import { NoticeBell } from './notice-bell.tsx';
import { RoleSwitch } from './role-switch.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import '../../i18n/messages/layouts.ts';

const ErrorLogDialog = lazy(() => import('./error-log-dialog.tsx'));
// Hidden by default (SPEC 2): its AutoComplete loads only when the setting turns it on.
const HeaderSearch = lazy(() => import('./header-search.tsx'));

function FullScreenButton() {
  const t = useT();
  const { message } = App.useApp();
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const sync = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else if (document.documentElement.requestFullscreen) await document.documentElement.requestFullscreen();
      else throw new Error('unsupported');
    } catch {
      // SPEC 8: fullscreen unsupported or refused.
      message.error(t('header.fullscreenFailed'));
    }
  };
  const label = full ? t('header.exitFullscreen') : t('header.fullscreen');
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={() => void toggle()} />
    </Tooltip>
  );
}

function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  const setLanguage = useSettings((s) => s.setLanguage);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: settings.languages.map((code) => ({ key: code, label: t(`language.${code}`) })),
        onClick: ({ key }) => setLanguage(key === 'en' ? 'en' : 'zh'),
      }}
    >
      <Button type="text" aria-label={t('language.label')} icon={<GlobalOutlined />} />
    </Dropdown>
  );
}

function AvatarMenu() {
  const t = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const info = useSession((s) => s.info);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'center', icon: <UserOutlined />, label: t('header.avatar.center') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('header.avatar.logout') },
        ],
        onClick: ({ key }) => {
          if (key === 'center') navigate('/center');
          if (key === 'logout') {
            const back = `${location.pathname}${location.search}`;
            // SPEC 4: the server first; then every trace of the user goes: state, tabs, routes, token.
            void logout().finally(() => {
              useTabs.getState().clear();
              message.success(t('auth.logout.done'));
              navigate(loginUrl(back), { replace: true });
            });
          }
        },
      }}
    >
      <Button type="text" aria-label={info?.user.nickName ?? info?.username} style={{ paddingInline: 6 }}>
        <Flex align="center" gap={6}>
          <UserAvatar />
          <span className="gs-user-name">{info?.user.nickName ?? info?.username}</span>
        </Flex>
      </Button>
    </Dropdown>
  );
}

function ErrorLogButton() {
  const t = useT();
  const count = useErrorLog((s) => s.entries.length);
  const [open, setOpen] = useState(false);
  if (!errorLogEnabled) return null;
  return (
    <>
      <Tooltip title={t('header.errorLog')}>
        <Button
          type="text"
          aria-label={t('header.errorLog')}
          icon={
            <Badge count={count} size="small">
              <BugOutlined />
            </Badge>
          }
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The right side of the header (SPEC 2), each control behind its setting. */
export function HeaderTools() {
  const t = useT();
  const shell = useShell();
  const theme = useSettings((s) => s.theme);
  const setDrawerOpen = useShellUi((s) => s.setDrawerOpen);
  const refreshing = useRef(false);
  return (
    <Flex align="center" gap={2} className="gs-header-tools">
      <RoleSwitch />
      {theme.showSearch && (
        <Suspense fallback={null}>
          <HeaderSearch />
        </Suspense>
      )}
      {theme.showNotice && <NoticeBell />}
      {theme.showFullScreen && <FullScreenButton />}
      {theme.showLanguage && <LanguageSwitch />}
      {theme.showRefresh && (
        <Tooltip title={t('header.refresh')}>
          <Button
            type="text"
            aria-label={t('header.refresh')}
            icon={<ReloadOutlined />}
            onClick={() => {
              if (refreshing.current) return;
              refreshing.current = true;
              shell.reloadView();
              setTimeout(() => (refreshing.current = false), settings.progressBar.reloadMs);
            }}
          />
        </Tooltip>
      )}
      <ErrorLogButton />
      {theme.showTheme && (
        <Tooltip title={t('header.theme')}>
          <Button type="text" aria-label={t('header.theme')} icon={<SkinOutlined />} onClick={() => setDrawerOpen(true)} />
        </Tooltip>
      )}
      <AvatarMenu />
    </Flex>
  );
}
