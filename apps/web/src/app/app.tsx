import { ConfigProvider } from 'antd';
// antd's built-in texts are en_US; only the Chinese pack is added (the ES build, not the CommonJS one).
import zhCN from 'antd/es/locale/zh_CN';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { FeedbackProvider, useMessageApi } from '../components/feedback.tsx';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { settings } from '../config/settings.ts';
import { useLanguage } from '../i18n/i18n.ts';
import { setApiFailureHandlers } from '../lib/api.ts';
import { useSession } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';
import { useTabs } from '../stores/tabs.ts';
import { PageSpinner, ViewBoundary } from '../components/view-boundary.tsx';
import { loginUrl } from '../lib/guard.ts';
import { queryClientRef } from '../lib/query-client-ref.ts';
import { themeConfig } from '../lib/theme.ts';
import { NavigationGuard } from './navigation-guard.tsx';

// Every top-level screen is its own chunk: /login does not pay for the shell, nor the shell for /login.
const LoginPage = lazy(() => import('../features/auth/routes/login-page.tsx'));
const CasPage = lazy(() => import('../features/auth/routes/cas-page.tsx'));
const ErrorPage = lazy(() => import('../features/errors/routes/error-page.tsx'));
const DemoPage = lazy(() => import('../features/demo/routes/demo-page.tsx'));
const FeatureRoutes = lazy(() => import('./feature-routes.tsx'));
const UnsupportedBrowser = lazy(() => import('../components/unsupported-browser.tsx'));

/** SPEC 2: Internet Explorer (or anything that still has documentMode) gets the warning. */
const isInternetExplorer = /MSIE |Trident\//.test(navigator.userAgent) || 'documentMode' in document;

/** SPEC 8: errors show as one red message (debounced 100 ms); 401 resets and signs in; 403 goes to /403. */
function ApiFailureBridge() {
  const navigate = useNavigate();
  const message = useMessageApi();
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
        queryClientRef.current?.clear();
        navigate(loginUrl(here), { replace: true });
      },
      forbidden: () => navigate('/403'),
    });
    return () => clearTimeout(timer);
  }, [navigate, message]);
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
            <Route path="*" element={<FeatureRoutes />} />
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
    <ConfigProvider locale={language === 'zh' ? zhCN : undefined} theme={config}>
      <FeedbackProvider>
        {/* A navigation renders at once, not as a transition: a tab switch is a click on something already
            there, and rendered in slices it took twice as long as its work (issue 22). A page still loading
            shows its own spinner in its tab (LazyPage). */}
        <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '') || '/'} useTransitions={false}>
          <ApiFailureBridge />
          {isInternetExplorer && (
            <Suspense fallback={null}>
              <UnsupportedBrowser />
            </Suspense>
          )}
          <AppRoutes />
        </BrowserRouter>
      </FeedbackProvider>
    </ConfigProvider>
  );
}
