import { Route, Routes } from 'react-router';
// In this chunk, not a lazy one of its own: signing in then waits for one chunk less.
import Shell from '../layouts/shell.tsx';
import { useMenuBadges } from './menu-badges.ts';
import { lazyViews, publicRoutes } from './views.ts';

/**
 * Everything below the top-level screens: the areas' signed-out public pages, and the signed-in
 * shell with the areas' pages. Here the app hands the views registry to the layouts, which know no
 * feature themselves.
 */
export default function FeatureRoutes() {
  return (
    <Routes>
      {Object.entries(publicRoutes).map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<Shell views={lazyViews} useMenuBadges={useMenuBadges} />} />
    </Routes>
  );
}
