import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { settings } from '../config/settings.ts';
import { useLanguage, useT } from '../i18n/i18n.ts';
import { setApiFailureHandlers } from '../lib/api.ts';
import { useSession } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';
import { useTabs } from '../stores/tabs.ts';
import { loginUrl } from './guard.ts';
import { NavigationGuard } from './navigation-guard.tsx';
import { themeConfig } from './theme.ts';
import { PageSpinner, ViewBoundary } from './views.tsx';

// Every top-level screen is its own chunk: /login does not pay for the shell, nor the shell for /login.
const LoginPage = lazy(() => import('../features/auth/routes/login-page.tsx'));
const CasPage = lazy(() => import('../features/auth/routes/cas-page.tsx'));
const ErrorPage = lazy(() => import('../features/errors/routes/error-page.tsx'));
const DemoPage = lazy(() => import('../features/demo/routes/demo-page.tsx'));
const Shell = lazy(() => import('../layouts/shell.tsx'));

export const queryClient = new QueryClient({
  defaultOptions: {
    // The client has already shown the error (SPEC 8); a retry would show it twice.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/** SPEC 8: errors show as one red message (debounced 100 ms); 401 resets and signs in; 403 goes to /403. */
function ApiFailureBridge() {
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: string | undefined;
    setApiFailureHandlers({
      error: (error) => {
        pending = error.message;
        clearTimeout(timer);
        timer = setTimeout(() => {
          if (pending) void message.error({ content: pending, duration: settings.messageDurationMs / 1000, key: 'api-error' });
        }, 100);
      },
      unauthorized: () => {
        const here = `${window.location.pathname.slice(import.meta.env.BASE_URL.length - 1)}${window.location.search}`;
        useSession.getState().reset();
        useTabs.getState().clear();
        queryClient.clear();
        navigate(loginUrl(here), { replace: true });
      },
      forbidden: () => navigate('/403'),
    });
    return () => clearTimeout(timer);
  }, [navigate, message]);
  return null;
}

/** SPEC 2: a non-closable warning tells Internet Explorer users to switch browsers. */
function UnsupportedBrowserWarning() {
  const t = useT();
  const { modal } = AntApp.useApp();
  useEffect(() => {
    const ie = /MSIE |Trident\//.test(navigator.userAgent) || 'documentMode' in document;
    if (!ie) return;
    modal.warning({
      title: t('app.unsupportedBrowser.title'),
      content: t('app.unsupportedBrowser.content'),
      closable: false,
      keyboard: false,
      maskClosable: false,
      footer: null,
    });
  }, [modal, t]);
  return null;
}

/** SPEC 5: the default-password reminder, 2 s after the shell loads, closable only by going to /center. */
function DefaultPasswordReminder() {
  const t = useT();
  const { modal } = AntApp.useApp();
  const navigate = useNavigate();
  const flag = useSession((s) => s.info?.password);
  useEffect(() => {
    if (flag !== 'true') return;
    const timer = setTimeout(() => {
      modal.warning({
        title: t('auth.defaultPassword.title'),
        content: t('auth.defaultPassword.content'),
        okText: t('auth.defaultPassword.ok'),
        closable: false,
        keyboard: false,
        maskClosable: false,
        onOk: () => navigate('/center'),
      });
    }, settings.defaultPasswordAlertDelayMs);
    return () => clearTimeout(timer);
  }, [flag, modal, navigate, t]);
  return null;
}

function AppRoutes() {
  return (
    <NavigationGuard>
      <ViewBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/cas" element={<CasPage />} />
            <Route path="/403" element={<ErrorPage status={403} />} />
            <Route path="/404" element={<ErrorPage status={404} />} />
            <Route path="/demo" element={<DemoPage />} />
            <Route path="/register" element={<Navigate to="/login" replace />} />
            <Route path="/callback" element={<Navigate to="/login" replace />} />
            <Route path="*" element={<Shell />} />
          </Routes>
        </Suspense>
      </ViewBoundary>
    </NavigationGuard>
  );
}

export function App() {
  const language = useLanguage();
  const theme = useSettings((s) => s.theme);
  const config = useMemo(() => themeConfig(theme), [theme]);
  useEffect(() => {
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [language]);
  return (
    <ConfigProvider locale={language === 'zh' ? zhCN : enUS} theme={config}>
      <AntApp message={{ maxCount: 3, duration: settings.messageDurationMs / 1000 }}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '') || '/'}>
            <ApiFailureBridge />
            <UnsupportedBrowserWarning />
            <DefaultPasswordReminder />
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
