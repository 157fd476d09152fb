import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockBackend, type RunningMockBackend } from '../src/backend.ts';
import { createNodeLinkSigner } from '../src/link-signer.ts';

// Signed links as the standalone server issues them (our model, `x-signed-access` in the spec): the
// avatar link of auth/info loads without a token, for that file and that account only.

describe('signed links of the standalone server', () => {
  let backend: RunningMockBackend;
  let link: string;

  beforeAll(async () => {
    backend = await startMockBackend({ port: 0, host: '127.0.0.1', students: 40, quiet: true });
    const login = await fetch(`${backend.url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: '123456' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const info = await fetch(`${backend.url}/auth/info`, { headers: { Authorization: `Bearer ${data.token}` } });
    link = ((await info.json()) as { data: { avatarPath: string } }).data.avatarPath;
  });
  afterAll(() => backend.close());

  it('gives auth/info an avatar link an <img> loads without a token', async () => {
    expect(link).toMatch(/^\/kernel\/storage\/cache\/\d+\?sub=1&role=1&expires=\d+&signature=[\w-]+$/);
    const image = await fetch(`${backend.url}${link}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('refuses the link with 401 once anything in it changed: account, expiry, signature, file', async () => {
    const url = new URL(`${backend.url}${link}`);
    const changes: Array<(changed: URL) => void> = [
      (changed) => changed.searchParams.set('sub', '2'),
      (changed) => changed.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 60)),
      (changed) => changed.searchParams.set('signature', `${url.searchParams.get('signature')!.slice(0, -2)}AA`),
      (changed) => changed.searchParams.set('signature', 'short'),
      (changed) => (changed.pathname = changed.pathname.replace(/\d+$/, (id) => String(BigInt(id) + 1n))),
    ];
    for (const change of changes) {
      const changed = new URL(url);
      change(changed);
      const answer = await fetch(changed);
      expect(answer.status, changed.search).toBe(401);
      expect(await answer.json()).toMatchObject({ code: 401, data: null });
    }
  });

  it('no longer accepts a link once its expiry has passed, and never one signed by another server', async () => {
    const signer = createNodeLinkSigner();
    const now = Date.now();
    const signed = new URL(await signer.sign('/kernel/storage/cache/7', '1', '1', now + 60_000), 'http://127.0.0.1');
    expect(await signer.verify('/kernel/storage/cache/7', signed.searchParams, now)).toEqual({ userId: '1', roleId: '1' });
    expect(await signer.verify('/kernel/storage/cache/7', signed.searchParams, now + 61_000)).toBeUndefined();
    expect(await createNodeLinkSigner().verify('/kernel/storage/cache/7', signed.searchParams, now)).toBeUndefined();
  });
});
