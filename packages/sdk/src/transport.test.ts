import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { createTransport, type TransportOptions } from './transport.ts';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function session(initial: string | null = 'old', extra: Partial<TransportOptions> = {}) {
  let token = initial;
  const hooks = { onUnauthorized: vi.fn(), onForbidden: vi.fn(), onError: vi.fn() };
  const fetch = createTransport({
    baseUrl: BASE,
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
    ...hooks,
    ...extra,
  });
  return { fetch, hooks, token: () => token };
}

const get = (path: string) => new Request(`${BASE}${path}`);

describe('envelope and status rules (SPEC 8)', () => {
  it.each([200, 0, '200', '0'])('passes success code %j through', async (code) => {
    server.use(http.get('*/ok', () => HttpResponse.json({ code, message: 'ok', data: { n: 1 } })));
    const response = await session().fetch(get('/ok'));
    expect(await response.json()).toEqual({ code, message: 'ok', data: { n: 1 } });
  });

  it('rejects an error code inside an HTTP 200 answer with the server message', async () => {
    server.use(http.get('*/bad', () => HttpResponse.json({ code: '500', message: '数据库连接失败', data: null })));
    const { fetch, hooks } = session();
    const error = await fetch(get('/bad')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: '500', httpStatus: 200, message: '数据库连接失败' });
    expect(hooks.onError).toHaveBeenCalledOnce();
  });

  it('falls back to the HTTP status and the catalogue text, in zh and en', async () => {
    server.use(http.get('*/gone', () => new HttpResponse('gone', { status: 404 })));
    await expect(session().fetch(get('/gone'))).rejects.toMatchObject({ status: 404, message: '访问资源不存在' });
    await expect(session('old', { locale: 'en' }).fetch(get('/gone'))).rejects.toMatchObject({ message: 'The resource does not exist' });
  });

  it('calls onUnauthorized on 401 and onForbidden on 403', async () => {
    server.use(
      http.get('*/401', () => HttpResponse.json({ code: 401, message: 'x', data: null }, { status: 401 })),
      http.get('*/403', () => HttpResponse.json({ code: 403, message: 'y', data: null })),
    );
    const { fetch, hooks } = session();
    await expect(fetch(get('/401'))).rejects.toMatchObject({ status: 401 });
    await expect(fetch(get('/403'))).rejects.toMatchObject({ status: 403 });
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
    expect(hooks.onForbidden).toHaveBeenCalledOnce();
  });

  it('passes binary answers through and sends the bearer token', async () => {
    server.use(
      http.get('*/file', ({ request }) =>
        request.headers.get('authorization') === 'Bearer old'
          ? new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/zip' } })
          : HttpResponse.json({ code: 401, message: 'no token', data: null }, { status: 401 }),
      ),
    );
    const response = await session().fetch(get('/file'));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('turns network failures and timeouts into ApiError with status 0', async () => {
    server.use(
      http.get('*/down', () => HttpResponse.error()),
      http.get('*/slow', async () => {
        await delay(500);
        return HttpResponse.json({ code: 200, data: null });
      }),
    );
    await expect(session().fetch(get('/down'))).rejects.toMatchObject({ status: 0, message: '网络异常，请检查网络连接' });
    await expect(session('old', { timeoutMs: 50 }).fetch(get('/slow'))).rejects.toMatchObject({ status: 0, message: '请求超时' });
  });
});

describe('token refresh (SPEC 4, 8)', () => {
  function expiringBackend(options: { failRefresh?: boolean; refreshDelayMs?: number } = {}) {
    const calls = { refresh: 0, replayedWith: [] as string[] };
    server.use(
      http.get('*/refreshToken', async () => {
        calls.refresh += 1;
        await delay(options.refreshDelayMs ?? 20);
        return options.failRefresh
          ? HttpResponse.json({ code: 401, message: 'refresh window passed', data: null })
          : HttpResponse.json({ code: 200, message: 'ok', data: { token: 'new' } });
      }),
      http.post('*/data', async ({ request }) => {
        const auth = request.headers.get('authorization');
        const body = (await request.json()) as { n: number };
        if (auth !== 'Bearer new') return HttpResponse.json({ code: 402, message: 'token expired', data: null });
        calls.replayedWith.push(auth);
        return HttpResponse.json({ code: 200, message: 'ok', data: body.n });
      }),
    );
    return calls;
  }

  const post = (n: number) =>
    new Request(`${BASE}/data`, { method: 'POST', body: JSON.stringify({ n }), headers: { 'Content-Type': 'application/json' } });

  it('refreshes once for 20 concurrent 402s and replays every request with its body', async () => {
    const calls = expiringBackend();
    const { fetch, token } = session();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => fetch(post(n)).then((r) => r.json())));
    expect(calls.refresh).toBe(1);
    expect(answers.map((a) => (a as { data: number }).data)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(calls.replayedWith).toHaveLength(20);
    expect(token()).toBe('new');
  });

  it('treats HTTP 402 like an envelope 402', async () => {
    let refreshed = 0;
    server.use(
      http.get('*/refreshToken', () => {
        refreshed += 1;
        return HttpResponse.json({ code: 0, data: { token: 'new' } });
      }),
      http.get('*/http402', ({ request }) =>
        request.headers.get('authorization') === 'Bearer new'
          ? HttpResponse.json({ code: 200, data: 'fine' })
          : new HttpResponse(null, { status: 402 }),
      ),
    );
    const response = await session().fetch(get('/http402'));
    expect(await response.json()).toMatchObject({ data: 'fine' });
    expect(refreshed).toBe(1);
  });

  it('holds a request that starts during the refresh and sends it with the new token', async () => {
    const calls = expiringBackend({ refreshDelayMs: 100 });
    const { fetch } = session();
    const first = fetch(post(1));
    await delay(40);
    const late = await fetch(post(2)).then((r) => r.json());
    await first;
    expect(late).toMatchObject({ data: 2 });
    expect(calls.refresh).toBe(1);
  });

  it('on refresh failure calls onUnauthorized once and rejects every waiting request', async () => {
    const calls = expiringBackend({ failRefresh: true });
    const { fetch, hooks } = session();
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, n) => fetch(post(n))));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError)).toBe(true);
    expect(calls.refresh).toBe(1);
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not refresh again when the replay meets 402 too', async () => {
    let refreshed = 0;
    server.use(
      http.get('*/refreshToken', () => {
        refreshed += 1;
        return HttpResponse.json({ code: 200, data: { token: 'new' } });
      }),
      http.get('*/always402', () => HttpResponse.json({ code: 402, message: 'still expired', data: null })),
    );
    await expect(session().fetch(get('/always402'))).rejects.toMatchObject({ status: 402, message: 'still expired' });
    expect(refreshed).toBe(1);
  });
});
