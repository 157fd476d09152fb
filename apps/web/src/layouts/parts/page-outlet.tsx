import { Activity, type ComponentType, lazy, memo, useLayoutEffect, useRef } from 'react';
import type { Location } from 'react-router';
import { Route, Routes, useLocation } from 'react-router';
import type { AppRoute } from '../../lib/route-table.ts';
import { LazyPage, ViewBoundary } from '../../components/view-boundary.tsx';
import { mark, perfMarks } from '../../lib/perf-marks.ts';
import { useTabs } from '../../stores/tabs.ts';
import { useShell } from '../shell-context.ts';

const Unavailable = lazy(() => import('./unavailable-view.tsx'));

/**
 * One view of the outlet. Memoised on what it shows (the page's component, or the title of the page this
 * version lacks): the shell's context changes on every navigation, and a view that
 * read it re-rendered its whole page, each of the 20 kept ones, at every tab switch.
 */
const RouteView = memo(function RouteView({ View, title }: { View: ComponentType | undefined; title: string }) {
  if (!View) {
    return (
      <LazyPage>
        <Unavailable title={title} />
      </LazyPage>
    );
  }
  return (
    <LazyPage>
      <View />
    </LazyPage>
  );
});

/**
 * The location each kept view sees, one object per path and query (a handful per session): a new
 * object on every render would tell every hidden view's router that its location changed.
 */
const keptLocations = new Map<string, Location>();
function keptLocation(path: string, search: string): Location {
  const key = `${path}${search}`;
  let at = keptLocations.get(key);
  if (!at) {
    at = { pathname: path, search, hash: '', state: null, key: `kept-${path}` };
    keptLocations.set(key, at);
  }
  return at;
}

/**
 * The page area with keep-alive (SPEC 2): every visited view stays mounted, hidden by React's
 * <Activity>, so its form input, table page and other state survive a tab switch; at most 20 of
 * them, the least recently used going first. `noKeepAlive` views mount afresh on every visit.
 * Each kept view sees its own location (path and query of its last visit), not the active one.
 */
export function PageOutlet({ scrollContainer }: { scrollContainer?: () => HTMLElement | null }) {
  const location = useLocation();
  const { table, route, title, views: pages } = useShell();
  const tabs = useTabs((s) => s.tabs);
  const recent = useTabs((s) => s.recent);
  const reloads = useTabs((s) => s.reloads);
  const scrolls = useRef(new Map<string, number>());
  const previous = useRef<string | undefined>(undefined);

  // Scroll position per view: saved when leaving, restored when coming back.
  // The view of this path is on screen (committed): the end of a tab switch.
  useLayoutEffect(() => {
    mark(perfMarks.viewShown);
  }, [route.path]);

  useLayoutEffect(() => {
    const container = scrollContainer?.() ?? document.scrollingElement;
    if (!container) return;
    if (previous.current && previous.current !== route.path) {
      container.scrollTop = scrolls.current.get(route.path) ?? 0;
    }
    previous.current = route.path;
    const onScroll = () => scrolls.current.set(route.path, container.scrollTop);
    const target = container === document.scrollingElement ? window : container;
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => target.removeEventListener('scroll', onScroll);
  }, [route.path, scrollContainer]);

  const open = new Set(tabs.map((tab) => tab.path));
  const kept = recent
    .filter((path) => path !== route.path && open.has(path))
    .map((path) => table.routes.find((item) => item.path === path))
    .filter((item): item is AppRoute => item !== undefined && !item.meta.noKeepAlive);
  const views = [route, ...kept].sort((a, b) => a.path.localeCompare(b.path));

  return (
    <>
      {views.map((item) => {
        const active = item.path === route.path;
        // The same tree whether active or not, so switching never remounts the view.
        const tab = tabs.find((entry) => entry.path === item.path);
        const at = active ? location : keptLocation(item.path, tab?.search ?? '');
        return (
          <Activity key={`${item.path}#${reloads[item.path] ?? 0}`} mode={active ? 'visible' : 'hidden'}>
            <ViewBoundary>
              <Routes location={at}>
                <Route path="*" element={<RouteView View={item.component ? pages[item.component] : undefined} title={title(item)} />} />
              </Routes>
            </ViewBoundary>
          </Activity>
        );
      })}
    </>
  );
}
