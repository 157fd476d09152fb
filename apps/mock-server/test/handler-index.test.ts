import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlerIndex } from '../src/server.ts';

describe('handler index', () => {
  const list = http.get('*/kernel/storage', () => HttpResponse.json({ which: 'list' }));
  const byId = http.get('*/kernel/storage/:id', () => HttpResponse.json({ which: 'byId' }));
  const info = http.get('*/kernel/storage/info', () => HttpResponse.json({ which: 'info' }));
  const post = http.post('*/kernel/storage', () => HttpResponse.json({ which: 'upload' }));
  const fallback = http.all('*', () => HttpResponse.json({ which: 'fallback' }, { status: 404 }));
  const candidatesFor = handlerIndex([list, byId, info, post, fallback]);

  it('offers a literal path only its own method and the dynamic handlers', () => {
    expect(candidatesFor('GET', '/kernel/storage')).toEqual([list, byId, fallback]);
    expect(candidatesFor('POST', '/kernel/storage')).toEqual([byId, post, fallback]);
  });

  it('keeps the declaration order, so an earlier pattern still wins over a later literal', () => {
    expect(candidatesFor('GET', '/kernel/storage/info')).toEqual([byId, info, fallback]);
  });

  it('finds a literal path written with a trailing slash (SPEC 7 kernel/storage/)', () => {
    expect(candidatesFor('GET', '/kernel/storage/')).toEqual([list, byId, fallback]);
    expect(candidatesFor('POST', '/kernel/storage//')).toEqual([byId, post, fallback]);
  });

  it('falls back to the dynamic handlers for paths no literal handler has', () => {
    expect(candidatesFor('GET', '/kernel/storage/42')).toEqual([byId, fallback]);
    expect(candidatesFor('DELETE', '/nowhere')).toEqual([byId, fallback]);
  });
});
