import type { ComponentType } from 'react';
import type { Namespace } from '../i18n/define.ts';

type LoadPage = () => Promise<{ default: ComponentType }>;

/** A feature's pages by the `component` path the server menu names (SPEC 2 "views folder"). */
export type ViewRegistry = Readonly<Record<string, LoadPage>>;

/** A feature's public, signed-out pages (white-listed routes of SPEC 2) by URL path. */
export type PublicRoutes = Readonly<Record<string, LoadPage>>;

/**
 * What one area adds to the app (its `features/<area>/views.ts`, one line in `app/views.ts`). Each
 * page is a lazy chunk; the titles are small and travel with the shell, because the menu, tabs and
 * breadcrumbs show them before any page of the area has loaded.
 */
export interface FeatureViews {
  views?: ViewRegistry;
  publicRoutes?: PublicRoutes;
  /** `defineRouteTitles(zh, en)` of the area's menu routes (by route name). */
  routeTitles?: Namespace;
}
