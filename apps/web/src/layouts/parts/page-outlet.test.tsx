import { fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppRoute, RouteTable } from '../../lib/route-table.ts';
import { useTabs } from '../../stores/tabs.ts';
import { ShellContext, type ShellContextValue } from '../shell-context.ts';
import { PageOutlet } from './page-outlet.tsx';

const renders = { a: 0, b: 0 };

/** A page that counts its renders and keeps what was typed (kept alive, SPEC 2). */
function page(name: 'a' | 'b'): ComponentType {
  return function Page() {
    renders[name] += 1;
    const [text, setText] = useState('');
    return <input aria-label={`page ${name}`} value={text} onChange={(event) => setText(event.target.value)} />;
  };
}

const routes: AppRoute[] = [
  { path: '/a', name: 'A', component: 'a', meta: { title: 'A' }, parents: [] },
  { path: '/b', name: 'B', component: 'b', meta: { title: 'B' }, parents: [] },
];
const table: RouteTable = { routes, menu: [], invalid: false };
const views = { a: page('a'), b: page('b') };

/** The shell as the layouts see it: the route of the location, in a new context value on every render, as Shell gives. */
function Harness() {
  const location = useLocation();
  const navigate = useNavigate();
  const go = (to: string) => {
    useTabs.getState().visit({ path: to, search: '', name: to, title: to });
    navigate(to);
  };
  const route = routes.find((item) => item.path === location.pathname)!;
  const value: ShellContextValue = {
    table,
    route,
    menu: [],
    selectedKey: route.path,
    openKeys: [],
    openMenuItem: () => undefined,
    reloadView: () => undefined,
    title: (node) => node.meta.title,
    views,
  };
  return (
    <ShellContext value={value}>
      {/* The tabs, as the tabs bar switches them. */}
      <button type="button" onClick={() => go('/a')}>
        to a
      </button>
      <button type="button" onClick={() => go('/b')}>
        to b
      </button>
      <PageOutlet />
    </ShellContext>
  );
}

afterEach(() => useTabs.setState(useTabs.getInitialState(), true));

describe('kept-alive views (SPEC 2 keep-alive; issue 22: a hidden page does not re-render)', () => {
  it('shows a kept page again as it was left, without rendering it again', async () => {
    useTabs.getState().visit({ path: '/a', search: '', name: 'A', title: 'A' });
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Harness />
      </MemoryRouter>,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'page a' }), { target: { value: 'kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'to b' }));
    await screen.findByRole('textbox', { name: 'page b' });
    const shown = { ...renders };
    // Back and forth: each page rendered when first shown (and page a as it was typed in); switching
    // shows them as they were, without rendering either again.
    for (let round = 0; round < 3; round += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'to a' }));
      fireEvent.click(screen.getByRole('button', { name: 'to b' }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'to a' }));
    expect(renders).toEqual(shown);
    expect(screen.getByRole('textbox', { name: 'page a' })).toHaveProperty('value', 'kept');
  });
});
