import { createApiClient, unwrap } from '@gs/sdk/client';
import { encryptPayload } from '@gs/sdk/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

const mock = await createMockServer({ students: 20, encryption: true });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const login = (body: unknown) =>
  fetch(`${BASE}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());

describe('payload encryption in the mock backend (SPEC 7)', () => {
  it('hands out a key and accepts a login encrypted with it', async () => {
    const key = (await fetch(`${BASE}/publicKey`).then((r) => r.json())) as { data: { publicKey: string; mockServer: boolean } };
    expect(key.data.mockServer).toBe(false);
    expect(key.data.publicKey.length).toBeGreaterThan(100);
    const answer = await login(encryptPayload({ username: 'admin', password: '123456' }, key.data.publicKey));
    expect(answer).toMatchObject({ code: 200, data: { user: { username: 'admin' } } });
  });

  it('refuses plain and undecryptable bodies with 400', async () => {
    expect(await login({ username: 'admin', password: '123456' })).toMatchObject({ code: 400 });
    expect(await login({ param: btoa('not a cipher') })).toMatchObject({ code: 400 });
  });

  it('is used by the SDK client on its own with encryption auto: sign in, then an encrypted write', async () => {
    const { api } = await signIn('staff', { encryption: 'auto' });
    const notice = await unwrap(api.client.POST('/kernel/api/config/notice', { body: { title: '加密写入', content: '&lt;p&gt;x&lt;/p&gt;' } }));
    expect(notice.title).toBe('加密写入');
  });
});

describe('payload encryption off', () => {
  it('sends plain bodies when the server says it is a mock (mockServer true)', async () => {
    const plain = await createMockServer({ students: 5 });
    mock.server.close();
    plain.server.listen({ onUnhandledRequest: 'error' });
    try {
      const api = createApiClient({ baseUrl: BASE, getToken: () => null, setToken: () => undefined, encryption: 'auto' });
      const login = await unwrap(api.client.POST('/auth/login', { body: { username: 'admin', password: '123456' } }));
      expect(login.user.username).toBe('admin');
    } finally {
      plain.server.close();
      mock.server.listen({ onUnhandledRequest: 'error' });
    }
  });
});
