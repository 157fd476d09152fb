import { Breadcrumb, Grid } from 'antd';
import { Link } from 'react-router';
import { MenuIcon } from '../../components/menu-icon.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useShell } from '../shell-context.ts';
import '../../i18n/messages/layouts.ts';

/**
 * SPEC 2: breadcrumbs of the current route; entries whose meta has breadcrumbHidden are left out. On a
 * phone (below antd's `md`) only the page's own entry shows, free to wrap: the trail of an inner page
 * wrapped out of the header and was cut; the menu holds the way back.
 */
export function Breadcrumbs() {
  const t = useT();
  const phone = Grid.useBreakpoint().md === false;
  const { route, title, table } = useShell();
  // A hidden route shows the trail of the list page it belongs to (activeMenu), then itself.
  const owner = route.meta.activeMenu ? table.routes.find((item) => item.path === route.meta.activeMenu) : undefined;
  const trail = [...(owner ? [...owner.parents, owner] : route.parents), route].filter((node) => !node.meta.breadcrumbHidden);
  const items = trail.map((node, index) => {
    const last = index === trail.length - 1;
    const routable = table.routes.some((item) => item.path === node.path);
    const label = (
      <>
        <MenuIcon name={node.meta.icon} /> <span>{title(node)}</span>
      </>
    );
    return { key: node.path, title: !last && routable ? <Link to={node.path}>{label}</Link> : label };
  });
  return (
    <Breadcrumb
      aria-label={t('shell.breadcrumb')}
      items={phone ? items.slice(-1) : items}
      className={phone ? 'gs-breadcrumb gs-breadcrumb-phone' : 'gs-breadcrumb'}
    />
  );
}
