import type { HttpHandler } from 'msw';
import type { MockContext } from '../../http/context.ts';
import type { Router } from '../../http/route.ts';
import { dictsSlice } from './store.ts';

export function dictHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const dicts = ctx.store.slice(dictsSlice);
  return [
    route.authed('get', '/kernel/dictDetail/get', ({ query }) => ({ data: dicts.dict(query.dictName) })),

    route.authed('get', '/kernel/dictDetail/map', ({ query }) => {
      const names = String(query.dictName)
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      return { data: Object.fromEntries(names.map((name) => [name, dicts.dict(name)])) };
    }),
  ];
}
