import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiMutation, apiPostQueryOptions, apiQueryOptions, createQueryKeys } from '../src/query.ts';
import { server, session, useServer } from './support.ts';

useServer();

const emptyPage = { current: 1, size: 10, total: 0, pages: 0, records: [] };

// The areas of an app make their own factories; these stand for three of them.
const noticeKeys = createQueryKeys('notices');
const authKeys = createQueryKeys('auth');
const studentKeys = createQueryKeys('students');

function counting() {
  const calls = { list: 0, detail: 0, info: 0 };
  server.use(
    http.get('*/kernel/notice', ({ request }) => {
      calls.list += 1;
      const current = Number(new URL(request.url).searchParams.get('current') ?? 1);
      return HttpResponse.json({ code: 200, data: { ...emptyPage, current, total: calls.list } });
    }),
    http.get('*/kernel/api/config/notice/NotAuth', () => {
      calls.detail += 1;
      return HttpResponse.json({ code: '0', data: [{ id: '1', title: '通知', deptName: '研究生院', time: 't', content: '', filekey: '[]' }] });
    }),
    http.get('*/auth/info', () => {
      calls.info += 1;
      return HttpResponse.json({ code: 200, data: { username: 'admin' } });
    }),
  );
  return calls;
}

describe('query helpers (TanStack Query v5)', () => {
  it("builds [scope, path, params] keys from the area's key factory", () => {
    const { api } = session();
    const options = apiQueryOptions(api, noticeKeys, '/kernel/notice', { params: { query: { current: 2 } } });
    expect(options.queryKey).toEqual(['notices', '/kernel/notice', { query: { current: 2 } }]);
    expect(options.queryKey).toEqual(noticeKeys.get('/kernel/notice', { query: { current: 2 } }));
    expect(apiQueryOptions(api, authKeys, '/auth/info').queryKey).toEqual(['auth', '/auth/info', {}]);
    expect(noticeKeys.all).toEqual(['notices']);
    expect(noticeKeys.path('/kernel/api/config/notice/NotAuth')).toEqual(['notices', '/kernel/api/config/notice/NotAuth']);
    // One path may be read by two areas under their own scopes.
    expect(createQueryKeys('home').get('/kernel/notice')).toEqual(['home', '/kernel/notice', {}]);
  });

  it('fetches through the client and unwraps the envelope', async () => {
    counting();
    const client = new QueryClient();
    const { api } = session();
    const page = await client.fetchQuery(apiQueryOptions(api, noticeKeys, '/kernel/notice', { params: { query: { current: 3 } } }));
    expect(page).toMatchObject({ current: 3, records: [] });
    const detail = await client.fetchQuery(apiQueryOptions(api, noticeKeys, '/kernel/api/config/notice/NotAuth', { params: { query: { id: '1' } } }));
    expect(detail[0]?.title).toBe('通知');
  });

  it("invalidates every query of an area with its factory's .all, and no other", async () => {
    const calls = counting();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const { api } = session();
    const list = apiQueryOptions(api, noticeKeys, '/kernel/notice', { params: { query: { current: 1 } } });
    const detail = apiQueryOptions(api, noticeKeys, '/kernel/api/config/notice/NotAuth', { params: { query: { id: '1' } } });
    const info = apiQueryOptions(api, authKeys, '/auth/info');
    await Promise.all([client.fetchQuery(list), client.fetchQuery(detail), client.fetchQuery(info)]);
    expect(calls).toEqual({ list: 1, detail: 1, info: 1 });

    await client.invalidateQueries({ queryKey: noticeKeys.all, refetchType: 'all' });
    expect(calls).toEqual({ list: 2, detail: 2, info: 1 });
    expect(client.getQueryData(list.queryKey)?.total).toBe(2);

    await client.invalidateQueries({ queryKey: authKeys.all, refetchType: 'all' });
    expect(calls).toEqual({ list: 2, detail: 2, info: 2 });
  });

  it('cancels the request with the query', async () => {
    let aborted = false;
    server.use(
      http.get('*/auth/info', async ({ request }) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        await delay(1000);
        return HttpResponse.json({ code: 200, data: { username: 'admin' } });
      }),
    );
    const client = new QueryClient();
    const { api, hooks } = session();
    const options = apiQueryOptions(api, authKeys, '/auth/info');
    const pending = client.fetchQuery(options).catch((e: unknown) => e);
    await delay(20);
    await client.cancelQueries({ queryKey: options.queryKey });
    await pending;
    await delay(20);
    expect(aborted).toBe(true);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('runs reads that go by POST (student search) with their body in the key', async () => {
    server.use(
      http.post('*/cloud-xj/api/xj/xjxx/stuinfo/Search', async ({ request }) => {
        const body = (await request.json()) as { current: number };
        return HttpResponse.json({ code: 200, data: { ...emptyPage, current: body.current } });
      }),
    );
    const { api } = session();
    const options = apiPostQueryOptions(api, studentKeys, '/cloud-xj/api/xj/xjxx/stuinfo/Search', { body: { current: 4, size: 10 } });
    expect(options.queryKey).toEqual(['students', '/cloud-xj/api/xj/xjxx/stuinfo/Search', { params: {}, body: { current: 4, size: 10 } }]);
    expect(options.queryKey.slice(0, 1)).toEqual(studentKeys.all);
    await expect(new QueryClient().fetchQuery(options)).resolves.toMatchObject({ current: 4 });
  });

  it('builds mutation options that write through the client and resolve with data', async () => {
    let body: unknown;
    server.use(
      http.post('*/kernel/api/config/notice', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 200, data: { id: '9', title: '新通知', deptName: 'd', time: 't', content: '', filekey: '[]' } });
      }),
      http.delete('*/kernel/api/config/notice/:id', ({ params }) => HttpResponse.json({ code: 200, data: null, message: String(params.id) })),
    );
    const client = new QueryClient();
    const { api } = session();
    const create = apiMutation(api, noticeKeys, 'post', '/kernel/api/config/notice');
    expect(create.mutationKey).toEqual(['notices', '/kernel/api/config/notice', 'post']);
    const created = await new MutationObserver(client, create).mutate({ body: { title: '新通知', content: 'x' } });
    expect(created.id).toBe('9');
    expect(body).toEqual({ title: '新通知', content: 'x' });
    const remove = apiMutation(api, noticeKeys, 'delete', '/kernel/api/config/notice/{id}');
    await expect(new MutationObserver(client, remove).mutate({ params: { path: { id: '9' } } })).resolves.toBeNull();
  });
});
