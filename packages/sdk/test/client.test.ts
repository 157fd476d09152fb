import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from '../src/errors.ts';
import { message } from '../src/messages.ts';
import { bearer, server, session, useServer } from './support.ts';

useServer();

const info = { username: 'admin', password: 'false' };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('envelope (SPEC 8)', () => {
  it.each([200, 0, '200', '0'])('treats code %j as success and the helpers return data', async (code) => {
    server.use(http.get('*/auth/info', () => HttpResponse.json({ code, message: 'ok', data: info })));
    const { api, hooks } = session();
    await expect(api.get('/auth/info')).resolves.toEqual(info);
    // The typed openapi-fetch client passes the whole envelope through.
    const { data } = await api.client.GET('/auth/info');
    expect(data).toEqual({ code, message: 'ok', data: info });
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('rejects an error code inside an HTTP 200 answer with the server message', async () => {
    server.use(http.get('*/auth/info', () => HttpResponse.json({ code: '500', message: '数据库连接失败', data: { trace: 'x' } })));
    const { api, hooks } = session();
    const error = await failure(api.get('/auth/info'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: '500', httpStatus: 200, message: '数据库连接失败', data: { trace: 'x' } });
    expect(error.url).toMatch(/\/auth\/info$/);
    expect(hooks.onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('also rejects the raw typed client call, so no page sees a failed envelope', async () => {
    server.use(http.get('*/auth/info', () => HttpResponse.json({ code: 404, message: '', data: null })));
    await expect(session().api.client.GET('/auth/info')).rejects.toMatchObject({ status: 404, message: '访问的资源不存在' });
  });

  it('falls back to the HTTP status and the catalogue text, in zh and en', async () => {
    server.use(http.get('*/auth/info', () => new HttpResponse('gone', { status: 404 })));
    await expect(session().api.get('/auth/info')).rejects.toMatchObject({ status: 404, httpStatus: 404, code: 404, message: '访问的资源不存在' });
    await expect(session({ locale: 'en' }).api.get('/auth/info')).rejects.toMatchObject({ message: 'The resource does not exist' });
  });

  it('uses the catalogue default when the envelope has no message, and follows the current locale', async () => {
    server.use(http.get('*/auth/info', () => HttpResponse.json({ code: 500, data: null }, { status: 500 })));
    let locale: 'zh' | 'en' = 'zh';
    const { api } = session({ locale: () => locale });
    await expect(api.get('/auth/info')).rejects.toMatchObject({ message: message(500, 'zh') });
    locale = 'en';
    await expect(api.get('/auth/info')).rejects.toMatchObject({ message: message(500, 'en') });
    api.setLocale('zh');
    expect(api.getLocale()).toBe('zh');
    await expect(api.get('/auth/info')).rejects.toMatchObject({ message: '服务器发生错误，请稍后重试' });
  });

  it('asks the server for its words in the current language on every call (Accept-Language, issue 22 §13)', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/auth/info', ({ request }) => {
        asked.push(request.headers.get('accept-language'));
        return HttpResponse.json({ code: 200, data: info });
      }),
    );
    let locale: 'zh' | 'en' = 'zh';
    const { api } = session({ locale: () => locale });
    await api.get('/auth/info');
    locale = 'en';
    await api.get('/auth/info');
    api.setLocale('zh');
    await api.get('/auth/info');
    await session().api.get('/auth/info');
    await api.get('/auth/info', { headers: { 'Accept-Language': 'en' } });
    expect(asked).toEqual(['zh', 'en', 'zh', 'zh', 'en']);
  });

  it('prefers the server message over the catalogue', async () => {
    server.use(http.get('*/auth/info', () => HttpResponse.json({ code: 400, message: '学号格式不正确', data: null }, { status: 400 })));
    await expect(session({ locale: 'en' }).api.get('/auth/info')).rejects.toMatchObject({ status: 400, message: '学号格式不正确' });
  });

  it("reads the approval service's msg when there is no message (SPEC 7, 8)", async () => {
    server.use(http.post('*/cloud-yg/api/approval', () => HttpResponse.json({ code: 500, success: false, msg: '该记录已审批', data: null })));
    const body = { coreKey: '1', type: 't', callback: '/c', mkCode: 'm', coreCode: 'c', status: 1 as const, opinion: '同意' };
    await expect(session().api.post('/cloud-yg/api/approval', { body })).rejects.toMatchObject({ message: '该记录已审批' });
  });

  it('treats a code that is not a number as an error', async () => {
    server.use(http.get('*/auth/info', () => HttpResponse.json({ code: 'FAIL', message: 'no', data: null })));
    await expect(session().api.get('/auth/info')).rejects.toMatchObject({ code: 'FAIL', status: 500, message: 'no' });
  });

  it('passes JSON that is not an envelope through when the HTTP status is 2xx', async () => {
    server.use(http.get('*/auth/info', () => HttpResponse.json(['a', 'b'])));
    await expect(session().api.get('/auth/info')).resolves.toEqual(['a', 'b']);
  });

  it('reads an error envelope out of a non-JSON error answer', async () => {
    server.use(
      http.get(
        '*/auth/info',
        () => new HttpResponse(JSON.stringify({ code: 503, message: '维护中' }), { status: 503, headers: { 'Content-Type': 'application/octet-stream' } }),
      ),
    );
    await expect(session().api.get('/auth/info')).rejects.toMatchObject({ status: 503, httpStatus: 503, message: '维护中' });
  });
});

describe('status handlers (SPEC 8)', () => {
  it('calls onUnauthorized on 401, from the envelope or the HTTP status', async () => {
    server.use(
      http.get('*/auth/info', () => HttpResponse.json({ code: 401, message: 'x', data: null })),
      http.get('*/auth/menus', () => new HttpResponse(null, { status: 401 })),
    );
    const { api, hooks } = session();
    await expect(api.get('/auth/info')).rejects.toMatchObject({ status: 401, httpStatus: 200 });
    await expect(api.get('/auth/menus')).rejects.toMatchObject({ status: 401, message: '登录失效，请重新登录' });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(2);
    expect(hooks.onForbidden).not.toHaveBeenCalled();
    expect(hooks.onError).toHaveBeenCalledTimes(2);
  });

  it('calls onForbidden on 403', async () => {
    server.use(
      http.get('*/auth/info', () => HttpResponse.json({ code: 403, message: '无权访问', data: null })),
      http.get('*/auth/menus', () => HttpResponse.json({ code: 403, data: null }, { status: 403 })),
    );
    const { api, hooks } = session();
    await expect(api.get('/auth/info')).rejects.toMatchObject({ status: 403 });
    await expect(api.get('/auth/menus')).rejects.toMatchObject({ status: 403 });
    expect(hooks.onForbidden).toHaveBeenCalledTimes(2);
    expect(hooks.onForbidden).toHaveBeenLastCalledWith(expect.objectContaining({ status: 403 }), { method: 'GET' });
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('tells onForbidden the method, so a refused write can be told from a page the caller may not see', async () => {
    server.use(http.post('*/cloud-yg/api/approval', () => HttpResponse.json({ code: 403, message: '当前步骤须由研究生院审批', data: null }, { status: 403 })));
    const { api, hooks } = session();
    await expect(
      api.post('/cloud-yg/api/approval', { body: { coreKey: '1', mkCode: 'xj', coreCode: 'xjyd', type: 't', callback: '/c', status: 1, opinion: '同意' } }),
    ).rejects.toMatchObject({ status: 403, message: '当前步骤须由研究生院审批' });
    expect(hooks.onForbidden).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ status: 403 }), { method: 'POST' });
  });
});

describe('request headers and bodies (SPEC 7, 9)', () => {
  it('sends the bearer token when there is one, and none without', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/auth/info', ({ request }) => {
        seen.push(bearer(request));
        return HttpResponse.json({ code: 200, data: info });
      }),
    );
    await session({ token: 'abc' }).api.get('/auth/info');
    await session({ token: null }).api.get('/auth/info');
    expect(seen).toEqual(['Bearer abc', null]);
  });

  it('sends JSON bodies as UTF-8 JSON', async () => {
    let received: { type: string | null; body: unknown } | undefined;
    server.use(
      http.post('*/auth/login', async ({ request }) => {
        received = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ code: 200, data: { token: 't', user: { username: '张三' } } });
      }),
    );
    const login = await session({ token: null }).api.post('/auth/login', { body: { username: '张三', password: '123456' } });
    expect(login.token).toBe('t');
    expect(received).toEqual({ type: 'application/json;charset=UTF-8', body: { username: '张三', password: '123456' } });
  });

  it('serialises form-encoded bodies when the request says so, arrays as repeated keys', async () => {
    let received: { type: string | null; text: string } | undefined;
    server.use(
      http.put('*/cloud-xj/api/xj/xjxx/stuinfoList', async ({ request }) => {
        received = { type: request.headers.get('content-type'), text: await request.text() };
        return HttpResponse.json({ code: 200, data: null });
      }),
    );
    await session().api.put('/cloud-xj/api/xj/xjxx/stuinfoList', {
      body: { ids: ['1', '2'], xjzt: '01', bz: '张三 & 李四' },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    });
    expect(received).toEqual({
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
      text: 'ids=1&ids=2&xjzt=01&bz=%E5%BC%A0%E4%B8%89+%26+%E6%9D%8E%E5%9B%9B',
    });
  });

  it('repeats array query params instead of using brackets (SPEC 7)', async () => {
    let url = '';
    server.use(
      http.get('*/kernel/storage', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ code: 200, data: { records: [], total: 0 } });
      }),
    );
    await session().api.client.GET('/kernel/storage', { params: { query: { current: 1 } } });
    expect(new URL(url).search).toBe('?current=1');
  });
});

describe('failures without an answer', () => {
  it('turns a timeout into an ApiError with the timeout text (SPEC 9 timeout, shortened here)', async () => {
    server.use(
      http.get('*/auth/info', async () => {
        await delay(1000);
        return HttpResponse.json({ code: 200, data: info });
      }),
    );
    const { api, hooks } = session({ timeoutMs: 50 });
    const error = await failure(api.get('/auth/info'));
    expect(error).toMatchObject({ status: 0, httpStatus: 0, code: 'TIMEOUT', message: '请求超时，请稍后重试' });
    expect(hooks.onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    server.use(http.get('*/auth/info', () => HttpResponse.error()));
    const { api, hooks } = session({ locale: 'en' });
    const error = await failure(api.get('/auth/info'));
    expect(error).toMatchObject({ status: 0, code: 0, message: message(0, 'en') });
    expect(hooks.onError).toHaveBeenCalledOnce();
  });

  it("leaves the caller's own abort alone: no ApiError, no red message", async () => {
    server.use(
      http.get('*/auth/info', async () => {
        await delay(1000);
        return HttpResponse.json({ code: 200, data: info });
      }),
    );
    const { api, hooks } = session();
    const controller = new AbortController();
    const call = api.get('/auth/info', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error: unknown = await call.catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});
