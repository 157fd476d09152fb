import { type ComponentType, lazy, memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Location } from 'react-router';
import { NavigationType, Route, Routes, UNSAFE_LocationContext, UNSAFE_RouteContext, useLocation } from 'react-router';
import type { AppRoute } from '../../lib/route-table.ts';
import { LazyPage, ViewBoundary } from '../../components/view-boundary.tsx';
import { mark, markAfterPaint, perfMarks } from '../../lib/perf-marks.ts';
import { useTabs } from '../../stores/tabs.ts';
import { createViewShown, type ViewShown, ViewShownContext, type ViewShownSource } from '../../lib/view-shown.ts';
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
 * The location each view sees, one object per path and query (a handful per session): a new object
 * on every render would tell every view's router that its location changed.
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

/** The route context a view's router starts from: the top, matching on its own (its one route is "*"). */
const topRoute = { outlet: null, matches: [], isDataRoute: false };

/**
 * A view with a router of its own, memoised on what it shows and where. Its router does not read the
 * shell's: the shell's location and route match change at every navigation, and a router that read
 * them rendered again, with every page part that reads its context (a link, a search-param hook), in
 * each of the 20 kept views at every tab switch. So the view's location and route context are given
 * here (react-router exports both contexts for this, as UNSAFE_: not for everyday use), and a switch
 * renders no view again.
 */
const KeptView = memo(function KeptView({ at, View, title, shown }: { at: Location; View: ComponentType | undefined; title: string; shown: ViewShown }) {
  const place = useMemo(() => ({ location: at, navigationType: NavigationType.Pop }), [at]);
  return (
    <ViewShownContext value={shown}>
      <UNSAFE_LocationContext value={place}>
        <UNSAFE_RouteContext value={topRoute}>
          <ViewBoundary>
            <Routes location={at}>
              <Route path="*" element={<RouteView View={View} title={title} />} />
            </Routes>
          </ViewBoundary>
        </UNSAFE_RouteContext>
      </UNSAFE_LocationContext>
    </ViewShownContext>
  );
});

/**
 * The page area with keep-alive (SPEC 2): every visited view stays mounted, so its form input, table
 * page and other state survive a tab switch; at most 20 of them, the least recently used going first.
 * A hidden view is skipped by the browser (`content-visibility: hidden`), not taken down: React's
 * <Activity> hid it with `display: none` and ran its effects again when shown, so every tab switch
 * rebuilt the shown list's layout and observers (100-300 ms for a list, issue 22); now the browser
 * keeps its layout and showing it is a style change. `inert` keeps it out of focus and the
 * accessibility tree meanwhile. `noKeepAlive` views mount afresh on every visit.
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
  // Word to each view that it is shown again (lib/view-shown.ts), one source per path.
  const [showns] = useState(() => new Map<string, ViewShownSource>());
  const shownOf = (path: string) => {
    let source = showns.get(path);
    if (!source) {
      source = createViewShown();
      showns.set(path, source);
    }
    return source;
  };

  // The view of this path is on screen (committed, then painted): the end of a tab switch.
  useLayoutEffect(() => {
    mark(perfMarks.viewCommitted);
    markAfterPaint(perfMarks.viewShown);
  }, [route.path]);

  // After the switch has painted: the view shown again refreshes what went stale while it was hidden.
  // A view shown for the first time has just fetched: nothing to refresh.
  const [shownBefore] = useState(() => new Set<string>());
  useEffect(() => {
    if (shownBefore.has(route.path)) showns.get(route.path)?.emit();
    else shownBefore.add(route.path);
  }, [route.path, showns, shownBefore]);

  // Scroll position per view: saved when leaving, restored when coming back.

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
        // One object per path and query, the active view's too: a switch changes no view's location, so
        // neither the view left nor the view shown re-renders (their routers' matches stay the same).
        const at = keptLocation(item.path, active ? location.search : (tab?.search ?? ''));
        return (
          <div key={`${item.path}#${reloads[item.path] ?? 0}`} className="gs-view" data-kept={active ? undefined : ''}>
            <KeptView at={at} View={item.component ? pages[item.component] : undefined} title={title(item)} shown={shownOf(item.path)} />
          </div>
        );
      })}
    </>
  );
}
