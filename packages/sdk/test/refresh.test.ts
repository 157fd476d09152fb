import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/errors.ts';
import { bearer, deferred, server, session, useServer } from './support.ts';

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

  it('on a refused refresh calls onUnauthorized once and rejects every waiting request with the ApiError', async () => {
    const backend = expiringBackend({ refresh: 'fail', refreshDelay: 100 });
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
    expect(reasons[0]).toMatchObject({ message: '刷新令牌已失效', code: 401 });

    // A later request with the same expired token does not start the loop again.
    await expect(api.get('/kernel/notice', page(9))).rejects.toBe(reasons[0]);
    expect(backend.refreshes).toBe(1);
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the session when the refresh gets no answer: the waiting calls fail with the network error, the next 402 refreshes again', async () => {
    // The answer is lost (network, or the page unloading): the server may have rotated the token, and
    // then repeating the refresh with it gets the same new token (SPEC 8 goes to sign-in on a refusal).
    const backend = expiringBackend({ refresh: 'network', refreshDelay: 100 });
    const { api, hooks, setToken, token } = session();
    const expired = Array.from({ length: 3 }, (_, n) => api.get('/kernel/notice', page(n + 1)));
    await delay(50);
    const queued = api.post('/kernel/api/config/notice', { body: { title: 'queued', content: 'x' } });
    const results = await Promise.allSettled([...expired, queued]);
    for (const result of results) {
      expect(result.status === 'rejected' ? result.reason : result.value).toMatchObject({ status: 0, httpStatus: 0 });
    }
    expect(backend.refreshes).toBe(1);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(setToken).not.toHaveBeenCalled();
    expect(token()).toBe('old');
    // The network error is shown (debounced by the UI); nobody was sent to sign-in.
    expect(hooks.onError).toHaveBeenCalled();
    expect(hooks.onError.mock.calls.every(([error]) => (error as ApiError).status === 0)).toBe(true);

    server.use(
      http.get('*/refreshToken', ({ request }) => {
        backend.refreshes += 1;
        expect(bearer(request)).toBe('Bearer old');
        return HttpResponse.json({ code: 200, message: 'ok', data: { token: 'new' } });
      }),
    );
    await expect(api.get('/kernel/notice', page(9))).resolves.toMatchObject({ current: 9 });
    expect(backend.refreshes).toBe(2);
    expect(token()).toBe('new');
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

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

/** The answer a backend gives to a token it no longer knows (revoked, or rotated without a grace period). */
const unauthorized = () => HttpResponse.json({ code: 401, message: '登录令牌无效，请重新登录', data: null }, { status: 401 });
const tokenExpired = () => HttpResponse.json({ code: 402, message: '登录令牌已过期', data: null }, { status: 402 });
const noticePage = (request: Request) =>
  HttpResponse.json({ code: 200, data: { current: Number(new URL(request.url).searchParams.get('current')), size: 10, total: 0, pages: 0, records: [] } });

describe('a refresh never signs the user out (SPEC 4, 8)', () => {
  it.each([401, 402] as const)(
    'replays with the new token every call whose %s for the old token arrives after the refresh finished, and never signs out',
    async (answer) => {
      const { api, hooks, whenToken } = session();
      let refreshes = 0;
      let rotated = false;
      const seen: string[] = [];
      server.use(
        http.get('*/refreshToken', () => {
          refreshes += 1;
          // The backend replaces 'old' by 'new': from now on 'old' answers 401 (revoked at once) or 402 (grace).
          rotated = true;
          return HttpResponse.json({ code: 200, data: { token: 'new' } });
        }),
        http.get('*/kernel/notice', async ({ request }) => {
          const auth = bearer(request) ?? '';
          seen.push(auth);
          if (auth === 'Bearer new') return noticePage(request);
          // Page 1 meets the expiry first and starts the refresh; the other pages are slow and answer
          // only once the client holds the new token, as calls held up by a busy proxy do.
          if (new URL(request.url).searchParams.get('current') !== '1') await whenToken('new');
          if (!rotated) return tokenExpired();
          return answer === 401 ? unauthorized() : tokenExpired();
        }),
      );
      const results = await Promise.all(Array.from({ length: 20 }, (_, n) => api.get('/kernel/notice', page(n + 1))));
      expect(results.map((r) => r.current)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
      expect(refreshes).toBe(1);
      expect(seen.filter((auth) => auth === 'Bearer old')).toHaveLength(20);
      expect(seen.filter((auth) => auth === 'Bearer new')).toHaveLength(20);
      expect(hooks.onUnauthorized).not.toHaveBeenCalled();
      expect(hooks.onError).not.toHaveBeenCalled();
    },
  );

  it('lets a 401 for the old token that overtakes the refresh answer wait for the refresh, then replays it', async () => {
    const { api, hooks } = session();
    let refreshes = 0;
    const rotated = deferred();
    const overtaking = deferred();
    server.use(
      http.get('*/refreshToken', async () => {
        refreshes += 1;
        rotated.resolve();
        // The old token is revoked now, but the answer carrying the new one is slow.
        await overtaking.promise;
        await delay(100);
        return HttpResponse.json({ code: 200, data: { token: 'new' } });
      }),
      http.get('*/kernel/notice', async ({ request }) => {
        if (bearer(request) === 'Bearer new') return noticePage(request);
        if (new URL(request.url).searchParams.get('current') === '1') return tokenExpired();
        // Page 2 reaches the backend only after the refresh revoked 'old'.
        await rotated.promise;
        overtaking.resolve();
        return unauthorized();
      }),
    );
    const results = await Promise.all([api.get('/kernel/notice', page(1)), api.get('/kernel/notice', page(2))]);
    expect(results.map((r) => r.current)).toEqual([1, 2]);
    expect(refreshes).toBe(1);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('replays a call whose 401 comes back after a role switch or a new sign-in replaced the token', async () => {
    const { api, hooks, setToken } = session();
    const seen: string[] = [];
    const switched = deferred();
    server.use(
      http.get('*/auth/info', async ({ request }) => {
        seen.push(bearer(request) ?? '');
        if (bearer(request) === 'Bearer switched') return HttpResponse.json({ code: 200, data: { username: 'multi' } });
        await switched.promise;
        return unauthorized();
      }),
    );
    const info = api.client.GET('/auth/info');
    await vi.waitFor(() => expect(seen).toEqual(['Bearer old']), { timeout: 60_000 });
    setToken('switched');
    switched.resolve();
    await expect(info).resolves.toMatchObject({ data: { data: { username: 'multi' } } });
    expect(seen).toEqual(['Bearer old', 'Bearer switched']);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('a token revoked elsewhere signs out once (SPEC 8)', () => {
  it.each(['keeps', 'clears'] as const)(
    '50 concurrent calls with it call onUnauthorized once and each rejects with its 401 ApiError (the app %s the token)',
    async (app) => {
      const { api, hooks, clearToken } = session();
      if (app === 'clears') hooks.onUnauthorized.mockImplementation(clearToken);
      let calls = 0;
      let refreshes = 0;
      server.use(
        http.get('*/refreshToken', () => {
          refreshes += 1;
          return unauthorized();
        }),
        // Signed out in another tab, or a backend restarted without the session: every call is 401.
        http.get('*/kernel/notice', () => {
          calls += 1;
          return unauthorized();
        }),
      );
      const results = await Promise.allSettled(Array.from({ length: 50 }, (_, n) => api.get('/kernel/notice', page(n + 1))));
      const reasons = results.map((r) => (r.status === 'rejected' ? (r.reason as unknown) : r.value));
      for (const reason of reasons) {
        expect(reason).toBeInstanceOf(ApiError);
        expect(reason).toMatchObject({ status: 401, httpStatus: 401, message: '登录令牌无效，请重新登录' });
      }
      expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
      expect(reasons).toContain(hooks.onUnauthorized.mock.calls[0]?.[0]);
      expect(hooks.onError).toHaveBeenCalledOnce();
      // Nothing is replayed and no refresh is tried: the token is simply gone.
      expect(calls).toBe(50);
      expect(refreshes).toBe(0);
    },
  );

  it('signs out once when some calls meet 402 and the refresh fails while the others meet 401', async () => {
    const { api, hooks } = session();
    let refreshes = 0;
    server.use(
      http.get('*/refreshToken', async () => {
        refreshes += 1;
        await delay(20);
        return unauthorized();
      }),
      http.get('*/kernel/notice', ({ request }) => (Number(new URL(request.url).searchParams.get('current')) % 2 === 0 ? tokenExpired() : unauthorized())),
    );
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, n) => api.get('/kernel/notice', page(n + 1))));
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(result.status === 'rejected' ? result.reason : undefined).toMatchObject({ status: 401 });
    }
    expect(refreshes).toBe(1);
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
    expect(hooks.onError).toHaveBeenCalledOnce();
  });

  it('does not send a write that was waiting for the public key when the session ended, and signs out once', async () => {
    const { api, hooks, clearToken } = session({ encryption: 'auto' });
    hooks.onUnauthorized.mockImplementation(clearToken);
    const keyAsked = deferred();
    const signedOut = deferred();
    let writes = 0;
    server.use(
      http.get('*/publicKey', async () => {
        keyAsked.resolve();
        // The key arrives only after the read below came back 401 and the app reset the session.
        await signedOut.promise;
        return HttpResponse.json({ code: 200, data: { publicKey: '', mockServer: true } });
      }),
      http.get('*/auth/info', () => unauthorized()),
      http.post('*/kernel/api/config/notice', () => {
        writes += 1;
        return unauthorized();
      }),
    );
    const write = api.post('/kernel/api/config/notice', { body: { title: 'late', content: 'x' } });
    await keyAsked.promise;
    await expect(api.get('/auth/info')).rejects.toMatchObject({ status: 401 });
    signedOut.resolve();
    await expect(write).rejects.toMatchObject({ status: 401 });
    expect(writes).toBe(0);
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
    expect(hooks.onError).toHaveBeenCalledOnce();
  });

  it('signals again for a call sent after the sign-out with the same token', async () => {
    const { api, hooks } = session();
    server.use(http.get('*/auth/info', () => unauthorized()));
    const burst = await Promise.allSettled([api.get('/auth/info'), api.get('/auth/info')]);
    expect(burst.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
    await expect(api.get('/auth/info')).rejects.toMatchObject({ status: 401 });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(2);
  });
});

/** An AbortError as fetch and the pipeline reject with when the caller gives up. */
const isAbort = (reason: unknown) => reason instanceof DOMException && reason.name === 'AbortError';

describe('callers that give up while a refresh runs (SPEC 4, 8)', () => {
  /**
   * A backend whose token 'old' has expired and whose `/refreshToken` answers 'new' only when the
   * test lets it; `asked` resolves once the refresh has reached it.
   */
  function heldRefresh() {
    const asked = deferred();
    const answer = deferred();
    const backend = { refreshes: 0, seen: [] as string[] };
    server.use(
      http.get('*/refreshToken', async ({ request }) => {
        backend.refreshes += 1;
        expect(bearer(request)).toBe('Bearer old');
        asked.resolve();
        await answer.promise;
        return HttpResponse.json({ code: 200, data: { token: 'new' } });
      }),
      http.get('*/kernel/notice', ({ request }) => {
        const auth = bearer(request) ?? '';
        backend.seen.push(auth);
        return auth === 'Bearer new' ? noticePage(request) : tokenExpired();
      }),
    );
    return { backend, asked: asked.promise, answer: answer.resolve };
  }

  it('a call that waits for the refresh and is aborted (the page it served went away) rejects as aborted and signals nothing', async () => {
    const { backend, asked, answer } = heldRefresh();
    const { api, hooks, setToken } = session();
    const leaving = new AbortController();
    // The old page's call meets 402 and starts the refresh; another call shares it.
    const oldPage = api.get('/kernel/notice', { params: { query: { current: 1 } }, signal: leaving.signal });
    const shared = api.get('/kernel/notice', page(2));
    await asked;
    // A call of the old page made while the refresh runs waits in the queue.
    const queued = api.get('/kernel/notice', { params: { query: { current: 3 } }, signal: leaving.signal });
    leaving.abort();
    const [oldResult, queuedResult] = await Promise.allSettled([oldPage, queued]);
    expect(oldResult.status === 'rejected' && isAbort(oldResult.reason)).toBe(true);
    expect(queuedResult.status === 'rejected' && isAbort(queuedResult.reason)).toBe(true);
    // The refresh the aborted call started is not cancelled with it: the other call still gets its answer.
    answer();
    await expect(shared).resolves.toMatchObject({ current: 2 });
    expect(backend.refreshes).toBe(1);
    expect(setToken).toHaveBeenCalledExactlyOnceWith('new');
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.onError).not.toHaveBeenCalled();
    // The queued call was never sent.
    expect(backend.seen).toEqual(['Bearer old', 'Bearer old', 'Bearer new']);
  });

  it('stores the new token when every call that waited for it was aborted; the next call goes with it without refreshing', async () => {
    const { backend, asked, answer } = heldRefresh();
    const { api, hooks, whenToken, token } = session();
    // Each query of the page that goes away has its own signal, as TanStack Query gives them.
    const signals = Array.from({ length: 5 }, () => new AbortController());
    const calls = signals.map((controller, n) => api.get('/kernel/notice', { params: { query: { current: n + 1 } }, signal: controller.signal }));
    await asked;
    for (const controller of signals) controller.abort();
    const results = await Promise.allSettled(calls);
    expect(results.every((result) => result.status === 'rejected' && isAbort(result.reason))).toBe(true);
    // The answer arrives after nobody waits for it any more.
    answer();
    await whenToken('new');
    expect(token()).toBe('new');
    await expect(api.get('/kernel/notice', page(9))).resolves.toMatchObject({ current: 9 });
    expect(backend.refreshes).toBe(1);
    expect(backend.seen.at(-1)).toBe('Bearer new');
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});
