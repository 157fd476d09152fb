import { unwrap } from '@gs/sdk/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

// A small quota, so that filling it takes a few uploads.
const mock = await createMockServer({ students: 20, maxStoredBytes: 1024 * 1024 });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

function form(bytes: BlobPart, name: string, type: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type }), name);
  return body;
}

describe('active content (SVG, HTML) is only ever a download', () => {
  it('serves an SVG with script as an attachment with nosniff; its preview is a sandboxed note, not the SVG', async () => {
    const { api } = await signIn('staff');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const meta = await unwrap(api.client.POST('/kernel/storage', { body: form(svg, 'logo.svg', 'image/svg+xml') as never }));
    for (const path of [`/kernel/storage/cache/${meta.id}`, `/kernel/storage/download/${meta.id}`]) {
      const answer = await api.fetch(new Request(`${BASE}${path}`));
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('content-disposition'), path).toMatch(/^attachment;/);
    }
    const preview = await api.fetch(new Request(`${BASE}/kernel/storage/onlinePreview?api=x&fileId=${meta.id}`));
    expect(preview.headers.get('content-security-policy')).toMatch(/sandbox/);
    const page = await preview.text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('logo.svg');
  });

  it('keeps images and PDFs inline', async () => {
    const { api } = await signIn('staff');
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 0]);
    const meta = await unwrap(api.client.POST('/kernel/storage', { body: form(png, 'photo.png', 'image/png') as never }));
    const cached = await api.fetch(new Request(`${BASE}/kernel/storage/cache/${meta.id}`));
    expect(cached.headers.get('content-disposition')).toMatch(/^inline;/);
  });
});

describe('the storage quota', () => {
  it('refuses an upload past the quota with 413 and a message that says so, and stores nothing of it', async () => {
    const { api } = await signIn('staff');
    const chunk = new Uint8Array(400 * 1024);
    const before = (await unwrap(api.client.GET('/kernel/storage', { params: { query: { size: 1000 } } }))).total;
    let refused: unknown;
    for (let i = 0; i < 5 && !refused; i += 1) {
      await unwrap(api.client.POST('/kernel/storage', { body: form(chunk, `part-${i}.bin`, 'application/octet-stream') as never })).catch((error: unknown) => {
        refused = error;
      });
    }
    expect(refused).toMatchObject({ status: 413 });
    expect((refused as Error).message).toMatch(/存储空间已满/);
    const after = (await unwrap(api.client.GET('/kernel/storage', { params: { query: { size: 1000 } } }))).total;
    expect(mock.store.blobs.usedBytes()).toBeLessThanOrEqual(1024 * 1024);
    expect(after - before).toBeLessThan(5);
  });
});
