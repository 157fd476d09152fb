import { QueryClient } from '@tanstack/react-query';
import { unwrap } from '@gs/sdk/client';
import { apiQueryOptions, createQueryKeys } from '@gs/sdk/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../src/node.ts';
import { signIn } from './support.ts';

const mock = await createMockServer({ students: 20 });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

describe('TanStack Query helpers on the mock backend', () => {
  it('fetch through the typed client and invalidate a whole area by its key factory', async () => {
    const { api } = await signIn('staff');
    const noticeKeys = createQueryKeys('notices');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
    const options = apiQueryOptions(api, noticeKeys, '/kernel/notice', { params: { query: { current: 1, size: 3 } } });
    expect(options.queryKey.slice(0, 2)).toEqual(['notices', '/kernel/notice']);

    const first = await client.fetchQuery(options);
    expect(first.records).toHaveLength(3);

    await unwrap(api.client.POST('/kernel/api/config/notice', { body: { title: '新通知：缓存应失效', content: '&lt;p&gt;正文&lt;/p&gt;' } }));
    // Cached forever until invalidated: without the invalidation the old page would come back.
    expect((await client.fetchQuery(options)).total).toBe(first.total);
    await client.invalidateQueries({ queryKey: noticeKeys.all });
    const second = await client.fetchQuery(options);
    expect(second.records[0]?.title).toBe('新通知：缓存应失效');
    expect(second.total).toBe(first.total + 1);
  });
});
