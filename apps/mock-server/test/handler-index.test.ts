import { getResponse, http, HttpResponse, passthrough, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { handlerIndex } from '../src/handler-index.ts';
import { serverPool } from './helpers.ts';

describe('handler index', () => {
  const list = http.get('*/kernel/storage', () => HttpResponse.json({ which: 'list' }));
  const byId = http.get('*/kernel/storage/:id', () => HttpResponse.json({ which: 'byId' }));
  const info = http.get('*/kernel/storage/info', () => HttpResponse.json({ which: 'info' }));
  const post = http.post('*/kernel/storage', () => HttpResponse.json({ which: 'upload' }));
  const relative = http.get('/kernel/:page', () => HttpResponse.json({ which: 'relative' }));
  const fallback = http.all('*', () => HttpResponse.json({ which: 'fallback' }, { status: 404 }));
  const lookup = handlerIndex([list, byId, info, post, relative, fallback]);
  const candidatesFor = (method: string, path: string, origin = 'http://127.0.0.1:10010') =>
    lookup(method, new URL(path, origin)).map((entry) => entry.handler);

  it('offers a literal path its own handlers and only the pattern handlers that can match it', () => {
    expect(candidatesFor('GET', '/kernel/storage')).toEqual([list, relative, fallback]);
    expect(candidatesFor('POST', '/kernel/storage')).toEqual([post, fallback]);
  });

  it('keeps the declaration order, so an earlier pattern still wins over a later literal', () => {
    expect(candidatesFor('GET', '/kernel/storage/info')).toEqual([byId, info, relative, fallback]);
  });

  it('finds a literal path asked for with a trailing slash (SPEC 7 kernel/storage/), and one declared with it', () => {
    expect(candidatesFor('GET', '/kernel/storage/')).toEqual([list, relative, fallback]);
    expect(candidatesFor('POST', '/kernel/storage//')).toEqual([post, fallback]);
    const slashed = http.get('*/kernel/notice/', () => HttpResponse.json({ which: 'notices' }));
    expect(handlerIndex([slashed])('GET', new URL('http://127.0.0.1/kernel/notice')).map((entry) => entry.handler)).toEqual([slashed]);
  });

  it('falls back to the pattern handlers that match for paths no literal handler has', () => {
    expect(candidatesFor('GET', '/kernel/storage/42')).toEqual([byId, relative, fallback]);
    expect(candidatesFor('DELETE', '/nowhere')).toEqual([fallback]);
  });

  it("asks MSW's matcher with the origin too, since a `*` pattern reads the host as well", () => {
    // `*/kernel/storage/:id` takes http://kernel/storage/42: the `*` ends before the host's name.
    expect(candidatesFor('GET', '/storage/42', 'http://kernel')).toEqual([byId, relative, fallback]);
    expect(candidatesFor('GET', '/storage/42')).toEqual([relative, fallback]);
  });
});

describe('answers match what MSW gives for the same handlers', () => {
  const pool = serverPool();
  afterEach(() => pool.closeAll());

  /** The server's answer and MSW's own `getResponse` for the same request, as text. */
  async function both(handlers: RequestHandler[], path: string, init: RequestInit = {}): Promise<{ server: string; msw: string; status: number }> {
    const server = await pool.start(handlers);
    const fromServer = await fetch(`${server.url}${path}`, init);
    const fromMsw = await getResponse(handlers, new Request(`${server.url}${path}`, init), { baseUrl: server.url });
    return { server: await fromServer.text(), msw: (await fromMsw?.text()) ?? 'no answer', status: fromServer.status };
  }

  it('gives a resolver the same params and cookies', async () => {
    const echo = ({ params, cookies }: { params: unknown; cookies: unknown }) => HttpResponse.json({ params, cookies });
    const handlers = [http.get('*/auth/info', echo), http.get('/relative', echo), http.get('*/files/:id', echo)];
    const headers = { Cookie: 'JSESSIONID=abc; theme=dark' };
    for (const path of ['/auth/info', '/auth/info/', '/relative', '/files/7']) {
      const answer = await both(handlers, path, { headers });
      expect(answer.status, path).toBe(200);
      expect(answer.server, path).toBe(answer.msw);
    }
  });

  it('goes on to the next handler when a resolver answers nothing', async () => {
    const handlers = [http.get('*/notice', () => undefined), http.get('*/:page', ({ params }) => HttpResponse.json({ page: params.page }))];
    const answer = await both(handlers, '/notice');
    expect(JSON.parse(answer.server)).toEqual({ page: 'notice' });
    expect(answer.server).toBe(answer.msw);
  });

  it('answers with a Response a resolver throws', async () => {
    const handlers = [
      http.get('*/denied', () => {
        throw HttpResponse.json({ code: 403, message: 'no', data: null }, { status: 403 });
      }),
    ];
    const answer = await both(handlers, '/denied');
    expect(answer.status).toBe(403);
    expect(answer.server).toBe(answer.msw);
  });

  it('matches a handler for every method by its path, as MSW does', async () => {
    const handlers = [
      http.all('*/any', ({ request }) => HttpResponse.json({ method: request.method })),
      http.get('*/:other', () => HttpResponse.json({ other: true })),
    ];
    expect(JSON.parse((await both(handlers, '/any', { method: 'DELETE' })).server)).toEqual({ method: 'DELETE' });
    const elsewhere = await both(handlers, '/elsewhere');
    expect(JSON.parse(elsewhere.server)).toEqual({ other: true });
    expect(elsewhere.server).toBe(elsewhere.msw);
  });

  it('serves a `once` handler once, then the next one', async () => {
    const server = await pool.start([
      http.get('*/once', () => HttpResponse.json({ n: 'first' }), { once: true }),
      http.get('*/once', () => HttpResponse.json({ n: 'later' })),
    ]);
    expect(await (await fetch(`${server.url}/once`)).json()).toEqual({ n: 'first' });
    expect(await (await fetch(`${server.url}/once`)).json()).toEqual({ n: 'later' });
  });

  it('steps through a generator resolver as MSW does', async () => {
    const server = await pool.start([
      http.get('*/steps', function* () {
        yield HttpResponse.json({ step: 1 });
        return HttpResponse.json({ step: 2 });
      }),
    ]);
    const steps = [];
    for (let i = 0; i < 3; i += 1) steps.push(await (await fetch(`${server.url}/steps`)).json());
    expect(steps).toEqual([{ step: 1 }, { step: 2 }, { step: 2 }]);
  });

  it('answers 404 in the envelope when the only handler passes the request through', async () => {
    const server = await pool.start([http.get('*/through', () => passthrough())]);
    const response = await fetch(`${server.url}/through`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'No mock for GET /through', data: null });
  });
});
