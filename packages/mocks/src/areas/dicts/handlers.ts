import type { HttpHandler } from 'msw';
import type { MockContext } from '../../http/context.ts';
import type { Router } from '../../http/route.ts';
import { dictsSlice } from './store.ts';

export function dictHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const dicts = ctx.store.slice(dictsSlice);
  return [
    // Labels in the request's language where the entry has one (issue 22 §13); the shape is SPEC 3's.
    route.authed('get', '/kernel/dictDetail/get', ({ query, lang }) => ({ data: dicts.dict(query.dictName, lang) })),

    route.authed('get', '/kernel/dictDetail/map', ({ query, lang }) => {
      const names = String(query.dictName)
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      return { data: Object.fromEntries(names.map((name) => [name, dicts.dict(name, lang)])) };
    }),
  ];
}
