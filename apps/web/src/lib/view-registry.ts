import type { ComponentType } from 'react';

/** A feature's pages by the `component` path the server menu names (SPEC 2 "views folder"). */
export type ViewRegistry = Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;

/** A feature's public, signed-out pages (white-listed routes of SPEC 2) by URL path. */
export type PublicRoutes = Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;
