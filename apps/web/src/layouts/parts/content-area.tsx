import { FloatButton, Layout } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useRef } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useSettings } from '../../stores/settings.ts';
import { PageOutlet } from './page-outlet.tsx';
import { QuickTheme } from './quick-theme.tsx';
import { TabsBar } from './tabs-bar.tsx';
import { useShellUi } from '../ui-store.ts';
import '../../i18n/messages/layouts.ts';

// Loaded on first open: the drawer's selects and switches are not part of the first paint.
const ThemeDrawer = lazy(() => import('./theme-drawer.tsx'));

function Footer() {
  const t = useT();
  // SPEC 2: the current year and the product title.
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px', color: 'rgba(0,0,0,.45)' }}>
      {t('footer.copyright', { year: new Date().getFullYear(), title: t('app.title') })}
    </Layout.Footer>
  );
}

/**
 * The scrolling column every layout shares: header and tabs (sticky when fixedHeader is on), the
 * kept-alive pages, footer and back-to-top.
 */
export function MainColumn({ header }: { header?: ReactNode }) {
  const t = useT();
  const showTabs = useSettings((s) => s.theme.showTabs);
  const fixedHeader = useSettings((s) => s.theme.fixedHeader);
  const showThemeSetting = useSettings((s) => s.theme.showThemeSetting);
  const drawerOpen = useShellUi((s) => s.drawerOpen);
  const setDrawerOpen = useShellUi((s) => s.setDrawerOpen);
  const scroller = useRef<HTMLDivElement>(null);
  const container = useCallback(() => scroller.current, []);
  return (
    <div ref={scroller} className="gs-main-column">
      <div className={fixedHeader ? 'gs-top gs-top-fixed' : 'gs-top'}>
        {header}
        {showTabs && <TabsBar />}
      </div>
      <Layout.Content className="gs-content" id="gs-main" tabIndex={-1}>
        <PageOutlet scrollContainer={container} />
      </Layout.Content>
      <Footer />
      <FloatButton.BackTop target={() => scroller.current ?? window} tooltip={t('shell.backTop')} aria-label={t('shell.backTop')} />
      {showThemeSetting && <QuickTheme />}
      {drawerOpen && (
        <Suspense fallback={null}>
          <ThemeDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
