import { QueryClient } from '@tanstack/react-query';
import { unwrap } from '@gs/sdk/client';
import { createApiQueries, envelopeData, queryKeys } from '@gs/sdk/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../src/node.ts';
import { signIn } from './support.ts';

const mock = await createMockServer({ students: 20 });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

describe('TanStack Query helpers', () => {
  it('fetch through the typed client and invalidate a whole tag by its key prefix', async () => {
    const { api } = await signIn('staff');
    const queries = createApiQueries(api);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
    const options = queries.queryOptions('get', '/kernel/notice', { params: { query: { current: 1, size: 3 } } });
    expect(options.queryKey.slice(0, 2)).toEqual(queryKeys.notices);

    const first = envelopeData(await client.fetchQuery(options));
    expect(first?.records).toHaveLength(3);

    await unwrap(api.client.POST('/kernel/api/config/notice', { body: { title: '新通知：缓存应失效', content: '&lt;p&gt;正文&lt;/p&gt;' } }));
    // Cached forever until invalidated: without the invalidation the old page would come back.
    expect(envelopeData(await client.fetchQuery(options))?.total).toBe(first?.total);
    await client.invalidateQueries({ queryKey: queryKeys.notices });
    const second = envelopeData(await client.fetchQuery(options));
    expect(second?.records[0]?.title).toBe('新通知：缓存应失效');
    expect(second?.total).toBe((first?.total ?? 0) + 1);
  });
});
