import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors.ts';
import { bearer, server, session, useServer } from './support.ts';

useServer();

type Expiry = 'envelope' | 'http';

interface Backend {
  /** How many times `/refreshToken` was called. */
  refreshes: number;
  /** The Authorization header of every notice request, in arrival order. */
  seen: string[];
}

/**
 * A backend whose token 'old' has expired: notice reads answer 402 (inside an HTTP 200 envelope or
 * as the HTTP status) until the request carries 'new', which `/refreshToken` hands out after a pause.
 */
function expiringBackend(options: { expiry?: Expiry; refresh?: 'ok' | 'fail' | 'network'; refreshDelay?: number } = {}): Backend {
  const backend: Backend = { refreshes: 0, seen: [] };
  const expired = () =>
    options.expiry === 'http'
      ? HttpResponse.json({ code: 402, message: 'token expired', data: null }, { status: 402 })
      : HttpResponse.json({ code: 402, message: 'token expired', data: null });
  server.use(
    http.get('*/refreshToken', async ({ request }) => {
      backend.refreshes += 1;
      expect(bearer(request)).toBe('Bearer old');
      await delay(options.refreshDelay ?? 50);
      if (options.refresh === 'fail') return HttpResponse.json({ code: 401, message: '刷新令牌已失效', data: null });
      if (options.refresh === 'network') return HttpResponse.error();
      return HttpResponse.json({ code: 200, message: 'ok', data: { token: 'new' } });
    }),
    http.get('*/kernel/notice', ({ request }) => {
      const auth = bearer(request) ?? '';
      backend.seen.push(auth);
      if (auth !== 'Bearer new') return expired();
      const current = Number(new URL(request.url).searchParams.get('current'));
      return HttpResponse.json({ code: 200, data: { current, size: 10, total: 0, pages: 0, records: [] } });
    }),
    http.post('*/kernel/api/config/notice', async ({ request }) => {
      const auth = bearer(request) ?? '';
      backend.seen.push(auth);
      const body = (await request.json()) as { title: string };
      if (auth !== 'Bearer new') return expired();
      return HttpResponse.json({ code: 200, data: { id: '1', title: body.title, deptName: 'x', time: 't', content: '', filekey: '[]' } });
    }),
  );
  return backend;
}

const page = (current: number) => ({ params: { query: { current } } });

describe('token refresh on 402 (SPEC 4, 8)', () => {
  it.each<Expiry>(['envelope', 'http'])('refreshes and replays when 402 comes as %s', async (expiry) => {
    const backend = expiringBackend({ expiry });
    const { api, setToken, hooks, token } = session();
    await expect(api.get('/kernel/notice', page(3))).resolves.toMatchObject({ current: 3 });
    expect(backend.refreshes).toBe(1);
    expect(setToken).toHaveBeenCalledExactlyOnceWith('new');
    expect(token()).toBe('new');
    expect(backend.seen).toEqual(['Bearer old', 'Bearer new']);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('replays a POST with its body', async () => {
    const backend = expiringBackend();
    const { api } = session();
    await expect(api.post('/kernel/api/config/notice', { body: { title: '开学通知', content: 'x' } })).resolves.toMatchObject({ title: '开学通知' });
    expect(backend.seen).toEqual(['Bearer old', 'Bearer new']);
  });

  it('20 concurrent requests that all meet 402 share one refresh and are all replayed with the new token', async () => {
    const backend = expiringBackend();
    const { api } = session();
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => api.get('/kernel/notice', page(n + 1))));
    expect(results.map((r) => r.current)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
    expect(backend.refreshes).toBe(1);
    expect(backend.seen.filter((auth) => auth === 'Bearer old')).toHaveLength(20);
    expect(backend.seen.filter((auth) => auth === 'Bearer new')).toHaveLength(20);
  });

  it('makes a request that starts during the refresh wait, then go once with the new token', async () => {
    const backend = expiringBackend({ refreshDelay: 150 });
    const { api } = session();
    const first = api.get('/kernel/notice', page(1));
    await delay(50);
    expect(backend.refreshes).toBe(1);
    const late = api.post('/kernel/api/config/notice', { body: { title: 'late', content: 'x' } });
    await expect(Promise.all([first, late])).resolves.toMatchObject([{ current: 1 }, { title: 'late' }]);
    // The late request was never sent with the expired token.
    expect(backend.seen).toEqual(['Bearer old', 'Bearer new', 'Bearer new']);
    expect(backend.refreshes).toBe(1);
  });

  it('lets a 402 that arrives after the refresh finished replay without a second refresh', async () => {
    const backend = expiringBackend();
    server.use(
      http.get('*/kernel/notice', async ({ request }) => {
        const auth = bearer(request) ?? '';
        backend.seen.push(auth);
        // Page 2 is slow: its 402 only arrives once page 1 has refreshed the token.
        if (new URL(request.url).searchParams.get('current') === '2' && auth === 'Bearer old') await delay(200);
        if (auth !== 'Bearer new') return HttpResponse.json({ code: 402, message: 'expired', data: null });
        return HttpResponse.json({ code: 200, data: { current: 0, size: 10, total: 0, pages: 0, records: [] } });
      }),
    );
    const { api } = session();
    await Promise.all([api.get('/kernel/notice', page(1)), api.get('/kernel/notice', page(2))]);
    expect(backend.refreshes).toBe(1);
  });

  it.each(['fail', 'network'] as const)(
    'on refresh failure (%s) calls onUnauthorized once and rejects every waiting request with the ApiError',
    async (refresh) => {
      const backend = expiringBackend({ refresh, refreshDelay: 100 });
      const { api, hooks, setToken } = session();
      const expired = Array.from({ length: 5 }, (_, n) => api.get('/kernel/notice', page(n + 1)));
      await delay(50);
      const queued = api.post('/kernel/api/config/notice', { body: { title: 'queued', content: 'x' } });
      const results = await Promise.allSettled([...expired, queued]);
      const reasons = results.map((r) => (r.status === 'rejected' ? (r.reason as unknown) : r.value));
      expect(reasons.every((reason) => reason instanceof ApiError && reason.status === 401)).toBe(true);
      // One error for everyone: the UI shows one message and goes to sign-in once.
      expect(new Set(reasons).size).toBe(1);
      expect(backend.refreshes).toBe(1);
      expect(setToken).not.toHaveBeenCalled();
      expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
      expect(hooks.onError).toHaveBeenCalledOnce();
      // The queued write never went out with the expired token.
      expect(backend.seen).toHaveLength(5);
      if (refresh === 'fail') expect(reasons[0]).toMatchObject({ message: '刷新令牌已失效', code: 401 });

      // A later request with the same expired token does not start the loop again.
      await expect(api.get('/kernel/notice', page(9))).rejects.toBe(reasons[0]);
      expect(backend.refreshes).toBe(1);
      expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
    },
  );

  it('rejects a replay that meets 402 again without refreshing a second time', async () => {
    let refreshes = 0;
    let calls = 0;
    server.use(
      http.get('*/refreshToken', () => {
        refreshes += 1;
        return HttpResponse.json({ code: 200, data: { token: 'new' } });
      }),
      http.get('*/auth/info', () => {
        calls += 1;
        return HttpResponse.json({ code: 402, message: 'still expired', data: null });
      }),
    );
    const { api, hooks } = session();
    await expect(api.get('/auth/info')).rejects.toMatchObject({ status: 402, message: 'still expired' });
    expect(refreshes).toBe(1);
    expect(calls).toBe(2);
    expect(hooks.onError).toHaveBeenCalledOnce();
  });

  it('refreshes on demand, joining a refresh in flight', async () => {
    const backend = expiringBackend();
    const { api } = session();
    const [a, b] = await Promise.all([api.refreshToken(), api.refreshToken()]);
    expect([a, b]).toEqual(['new', 'new']);
    expect(backend.refreshes).toBe(1);
  });
});
