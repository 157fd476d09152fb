import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { ApprovalHost } from '../components/approval/approval-host.tsx';
import { App as AntApp, Grid, Layout } from 'antd';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { activeMenuPath, buildRouteTable, fallbackFor, findRoute, homeRoute, isExternal, prefersCommonLayout, visibleMenu } from '../lib/route-table.ts';
import { queryClientRef } from '../lib/query-client-ref.ts';
import { type Layout as LayoutName, settings } from '../config/settings.ts';
import { routeTitle, useLanguage, useT } from '../i18n/i18n.ts';
import { greetingKey } from '../lib/time.ts';
import { startReloadProgress } from '../lib/progress.ts';
import { type MenuNode, accessOf, useSession } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';
import { useTabs } from '../stores/tabs.ts';
import { ShellContext, type ShellContextValue } from './shell-context.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { useDialogs } from '../components/page-kit/dialog.tsx';
import { LazyPage, ViewBoundary } from '../components/view-boundary.tsx';

/** Only the active layout is downloaded (every layout is its own chunk). */
const layoutViews: Record<LayoutName, ReturnType<typeof lazy>> = {
  vertical: lazy(() => import('./vertical-layout.tsx')),
  horizontal: lazy(() => import('./horizontal-layout.tsx')),
  common: lazy(() => import('./common-layout.tsx')),
  comprehensive: lazy(() => import('./comprehensive-layout.tsx')),
  float: lazy(() => import('./float-layout.tsx')),
  column: lazy(() => import('./column-layout.tsx')),
};

/** SPEC 2: below 992 px the device is mobile (the settings store forces vertical and folds the sidebar). */
function useDeviceWatch(): void {
  const screens = Grid.useBreakpoint();
  const setDevice = useSettings((s) => s.setDevice);
  const known = Object.keys(screens).length > 0;
  // antd's lg breakpoint is exactly 992 px.
  const mobile = known && !screens.lg;
  useEffect(() => {
    if (known) setDevice(mobile ? 'mobile' : 'desktop');
  }, [known, mobile, setDevice]);
}

/** SPEC 4: the welcome notification with the time-of-day greeting, once per sign-in. */
function Welcome() {
  const t = useT();
  const { notification } = AntApp.useApp();
  const greet = useSession((s) => s.greet);
  useEffect(() => {
    if (!greet) return;
    useSession.getState().setGreet(false);
    notification.success({
      title: t('auth.welcome.title', { greeting: t(greetingKey(new Date())) }),
      description: t('auth.welcome.description', { title: t('app.title') }),
      duration: 3,
    });
  }, [greet, notification, t]);
  return null;
}

/** SPEC 5: the default-password reminder, 2 s after the shell loads, closable only by going to /center. */
function DefaultPasswordReminder() {
  const t = useT();
  const modal = useDialogs();
  const navigate = useNavigate();
  const flag = useSession((s) => s.info?.password);
  // Effect events: `navigate` and `t` change identity on navigations and language switches, which
  // must not schedule the reminder again (SPEC 4: once, 2 s after load).
  const remind = useEffectEvent(() => {
    modal.warning({
      title: t('auth.defaultPassword.title'),
      content: t('auth.defaultPassword.content'),
      okText: t('auth.defaultPassword.ok'),
      closable: false,
      keyboard: false,
      mask: { closable: false },
      onOk: () => navigate('/center'),
    });
  });
  useEffect(() => {
    if (flag !== 'true') return;
    const timer = setTimeout(remind, settings.defaultPasswordAlertDelayMs);
    return () => clearTimeout(timer);
  }, [flag]);
  return null;
}

/** Pages by the menu's `component` name: the app's views registry, handed in so layouts know no feature. */
export type ShellViews = Readonly<Record<string, ComponentType>>;

/**
 * Counts to show on menu entries, by path (what waits in the work list): a hook the app hands in, so the
 * layouts know no feature. Called once per render of the shell.
 */
export type UseMenuBadges = () => Readonly<Record<string, number>>;

const noBadges: UseMenuBadges = () => ({});

/**
 * The menu with a count on the entries `badges` names (SPEC 3 menu meta `badge`; none where it is 0), and
 * on a group the sum of those counts below it, so that a closed group or a collapsed sidebar still shows
 * what waits. A group's own badge from the server stays as the server gave it.
 */
function withBadges(nodes: MenuNode[], badges: Readonly<Record<string, number>>): MenuNode[] {
  if (Object.keys(badges).length === 0) return nodes;
  return nodes.map((node) => {
    const children = node.children ? withBadges(node.children, badges) : node.children;
    const own = badges[node.path];
    const below = own === undefined && node.meta.badge === undefined ? countBelow(node, badges) : undefined;
    const count = own ?? below;
    return count !== undefined ? { ...node, children, meta: { ...node.meta, badge: count > 0 ? count : undefined } } : { ...node, children };
  });
}

/** The sum of `badges` over the entries under a group, or undefined when none of them has one. */
function countBelow(node: MenuNode, badges: Readonly<Record<string, number>>): number | undefined {
  let sum: number | undefined;
  for (const child of node.children ?? []) {
    const count = badges[child.path] ?? countBelow(child, badges);
    if (count !== undefined) sum = (sum ?? 0) + count;
  }
  return sum;
}

/** The signed-in app: antd's App (modal, notification) and a query cache that lives as long as the session. */
export default function Shell({ views, useMenuBadges = noBadges }: { views: ShellViews; useMenuBadges?: UseMenuBadges }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    queryClientRef.current = queryClient;
    return () => {
      queryClient.clear();
      queryClientRef.current = undefined;
    };
  }, [queryClient]);
  // The server answers in the language the client asks for (kind names, dictionary labels, titles):
  // what was read in the other language is read again when the user switches.
  useEffect(
    () =>
      useSettings.subscribe((state, previous) => {
        if (state.language !== previous.language) void queryClient.invalidateQueries();
      }),
    [queryClient],
  );
  return (
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <Welcome />
        <ApprovalHost />
        <DefaultPasswordReminder />
        <ShellLayout views={views} useMenuBadges={useMenuBadges} />
      </QueryClientProvider>
    </AntApp>
  );
}

function ShellLayout({ views, useMenuBadges }: { views: ShellViews; useMenuBadges: UseMenuBadges }) {
  const location = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const menus = useSession((s) => s.menus);
  const info = useSession((s) => s.info);
  const menusInvalid = useSession((s) => s.menusInvalid);
  const layout = useSettings((s) => s.theme.layout);
  const device = useSettings((s) => s.device);
  const setCollapse = useSettings((s) => s.setCollapse);
  const visit = useTabs((s) => s.visit);
  const reload = useTabs((s) => s.reload);
  useDeviceWatch();

  const access = useMemo(() => accessOf(info), [info]);
  const table = useMemo(() => buildRouteTable(menus ?? [], access, menusInvalid), [menus, access, menusInvalid]);
  const badges = useMenuBadges();
  const menu = useMemo(() => withBadges(visibleMenu(table.menu), badges), [table, badges]);
  const route = findRoute(table, location.pathname);

  const title = useCallback((node: { name?: string; meta: { title: string } }) => routeTitle(language, node.name, node.meta.title), [language]);
  usePageTitle(route ? title(route) : undefined);

  const pinFirst = useTabs((s) => s.pinFirst);
  useEffect(() => {
    pinFirst({ path: homeRoute.path, search: '', name: homeRoute.name, title: homeRoute.meta.title, icon: homeRoute.meta.icon, noClosable: true });
  }, [pinFirst]);

  useEffect(() => {
    if (!route || route.meta.tabHidden || route.meta.target === '_blank') return;
    visit({
      path: route.path,
      search: location.search,
      name: route.name,
      title: route.meta.title,
      icon: route.meta.icon,
      noClosable: route.meta.noClosable,
      noKeepAlive: route.meta.noKeepAlive,
    });
  }, [route, location.search, visit]);

  const reloadView = useCallback(
    (path?: string) => {
      startReloadProgress();
      reload(path ?? location.pathname);
    },
    [reload, location.pathname],
  );

  const openMenuItem = useCallback(
    (path: string) => {
      const target = table.routes.find((item) => item.path === path);
      if (isExternal(path)) {
        window.open(path, '_blank', 'noopener,noreferrer');
        return;
      }
      if (target?.meta.target === '_blank') {
        window.open(`${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`, '_blank', 'noopener');
        return;
      }
      // SPEC 2: selecting the current route's item reloads the view.
      if (path === location.pathname) reloadView(path);
      else {
        const tab = useTabs.getState().tabs.find((item) => item.path === path);
        navigate(`${path}${tab?.search ?? ''}`);
      }
      // SPEC 2: on mobile the sidebar folds after navigation.
      if (device === 'mobile') setCollapse(true);
    },
    [table, location.pathname, reloadView, navigate, device, setCollapse],
  );

  // The layout's frame renders again only when its own settings change: the parts that follow the
  // route (menu, tabs, header, pages) read it from the context, and the rest (footer, float buttons)
  // need not render again at every navigation (issue 22, tab switch).
  const effectiveLayout: LayoutName = device === 'mobile' ? 'vertical' : prefersCommonLayout(table.menu) ? 'common' : layout;
  const layoutElement = useMemo(() => {
    const Frame = layoutViews[effectiveLayout];
    return <Frame />;
  }, [effectiveLayout]);

  if (!route) return <Navigate to={fallbackFor(table, location.pathname, menus ?? [], access)} replace />;

  const selectedKey = activeMenuPath(route, location.pathname);
  const openKeys = findRoute(table, selectedKey)?.parents.map((parent) => parent.path) ?? route.parents.map((parent) => parent.path);
  const value: ShellContextValue = { table, route, menu, selectedKey, openKeys, openMenuItem, reloadView, title, views };
  // SPEC 2: a single visible top-level menu switches to the common layout (mobile stays vertical).

  // A page the menu opens in a window of its own (`target: '_blank'`, the data screen) fills that window:
  // no layout, menu or tabs around it, and no tab of it in the tab list the other windows share.
  if (route.meta.target === '_blank') {
    const View = route.component ? views[route.component] : undefined;
    if (View) {
      return (
        <ShellContext value={value}>
          <ViewBoundary>
            <LazyPage>
              <View />
            </LazyPage>
          </ViewBoundary>
        </ShellContext>
      );
    }
  }

  return (
    <ShellContext value={value}>
      <Suspense fallback={<Layout style={{ minHeight: '100vh' }} />}>
        <div data-layout={effectiveLayout} style={{ minHeight: '100vh' }}>
          {layoutElement}
        </div>
      </Suspense>
    </ShellContext>
  );
}
