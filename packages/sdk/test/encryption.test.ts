import { generateKeyPairSync } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { decryptPayload } from '../src/crypto.ts';
import { bearer, server, session, useServer } from './support.ts';

useServer();

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const bareKey = publicKey.replace(/-----[^-]+-----|\s/g, '');

interface Seen {
  keyRequests: number;
  bodies: unknown[];
  types: (string | null)[];
}

/** A backend that hands out `key` and records what the notice write and the upload receive. */
function backend(key: { publicKey: string; mockServer: boolean }): Seen {
  const seen: Seen = { keyRequests: 0, bodies: [], types: [] };
  server.use(
    http.get('*/publicKey', () => {
      seen.keyRequests += 1;
      return HttpResponse.json({ code: 200, data: key });
    }),
    http.post('*/kernel/api/config/notice', async ({ request }) => {
      seen.types.push(request.headers.get('content-type'));
      seen.bodies.push(await request.json());
      return HttpResponse.json({ code: 200, data: { id: '1', title: 't', deptName: 'd', time: 't', content: '', filekey: '[]' } });
    }),
    http.put('*/kernel/api/config/notice', async ({ request }) => {
      seen.bodies.push(await request.json());
      return HttpResponse.json({ code: 200, data: { id: '1', title: 't', deptName: 'd', time: 't', content: '', filekey: '[]' } });
    }),
    http.get('*/kernel/notice', () => HttpResponse.json({ code: 200, data: { current: 1, size: 10, total: 0, pages: 0, records: [] } })),
    http.post('*/kernel/storage', async ({ request }) => {
      seen.types.push(request.headers.get('content-type'));
      return HttpResponse.json({ code: 200, data: { id: '9', realName: 'a.txt', fileSize: 1 } });
    }),
  );
  return seen;
}

const notice = { title: '加密写入：研究生开学通知', content: '&lt;p&gt;请按时报到&lt;/p&gt;' };

describe('payload encryption (SPEC 7)', () => {
  it('sends JSON writes as { param } that decrypts back to the body, asking /publicKey once', async () => {
    const seen = backend({ publicKey: bareKey, mockServer: false });
    const { api } = session({ encryption: 'auto' });
    await api.get('/kernel/notice');
    // Reads neither ask for the key nor encrypt.
    expect(seen.keyRequests).toBe(0);
    await api.post('/kernel/api/config/notice', { body: notice });
    await api.put('/kernel/api/config/notice', { body: { ...notice, id: '1' } });
    expect(seen.keyRequests).toBe(1);
    expect(seen.types[0]).toBe('application/json;charset=UTF-8');
    const [first, second] = seen.bodies as { param: string }[];
    expect(Object.keys(first ?? {})).toEqual(['param']);
    expect(decryptPayload(first?.param ?? '', privateKey)).toEqual(notice);
    expect(decryptPayload(second?.param ?? '', privateKey)).toEqual({ ...notice, id: '1' });
  });

  it('is the default (encryption auto)', async () => {
    const seen = backend({ publicKey: bareKey, mockServer: false });
    const { api } = session({ encryption: undefined });
    await api.post('/kernel/api/config/notice', { body: notice });
    expect(decryptPayload((seen.bodies[0] as { param: string }).param, privateKey)).toEqual(notice);
  });

  it('never encrypts multipart uploads', async () => {
    const seen = backend({ publicKey: bareKey, mockServer: false });
    const { api } = session({ encryption: 'auto' });
    await api.upload({ file: new Blob(['x']), filename: 'a.txt' });
    expect(seen.types[0]).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.keyRequests).toBe(0);
  });

  it.each([
    ['an empty key', { publicKey: '', mockServer: false }],
    ['a mock server', { publicKey: bareKey, mockServer: true }],
  ])('sends plain JSON for %s', async (_name, key) => {
    const seen = backend(key);
    const { api } = session({ encryption: 'auto' });
    await api.post('/kernel/api/config/notice', { body: notice });
    await api.post('/kernel/api/config/notice', { body: notice });
    expect(seen.bodies).toEqual([notice, notice]);
    expect(seen.keyRequests).toBe(1);
  });

  it("with encryption 'off' never asks for the key", async () => {
    const seen = backend({ publicKey: bareKey, mockServer: false });
    await session({ encryption: 'off' }).api.post('/kernel/api/config/notice', { body: notice });
    expect(seen.bodies).toEqual([notice]);
    expect(seen.keyRequests).toBe(0);
  });

  it('replays the same cipher text after a token refresh', async () => {
    const seen = backend({ publicKey: bareKey, mockServer: false });
    server.use(
      http.get('*/refreshToken', () => HttpResponse.json({ code: 200, data: { token: 'new' } })),
      http.post('*/kernel/api/config/notice', async ({ request }) => {
        seen.bodies.push(await request.json());
        if (bearer(request) !== 'Bearer new') return HttpResponse.json({ code: 402, message: 'expired', data: null });
        return HttpResponse.json({ code: 200, data: { id: '1', title: 't', deptName: 'd', time: 't', content: '', filekey: '[]' } });
      }),
    );
    const { api } = session({ encryption: 'auto' });
    await api.post('/kernel/api/config/notice', { body: notice });
    expect(seen.bodies).toHaveLength(2);
    expect(seen.bodies[1]).toEqual(seen.bodies[0]);
    expect(decryptPayload((seen.bodies[1] as { param: string }).param, privateKey)).toEqual(notice);
  });
});
