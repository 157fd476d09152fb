import { describe, expect, it } from 'vitest';
import { type DownloadProgress, progressPercent, trackProgress } from './download.ts';

describe('download progress', () => {
  it('reports the bytes read and the total of Content-Length while the body is read', async () => {
    const bytes = new Uint8Array(300_000).fill(7);
    const seen: DownloadProgress[] = [];
    const response = trackProgress(new Response(bytes, { headers: { 'content-length': String(bytes.length) } }), (p) => seen.push(p));
    const blob = await response.blob();
    expect(blob.size).toBe(bytes.length);
    expect(seen.at(-1)).toEqual({ loaded: bytes.length, total: bytes.length });
    expect(progressPercent(seen.at(-1))).toBe(100);
  });

  it('has no percentage while the size is unknown', () => {
    expect(progressPercent({ loaded: 10, total: undefined })).toBeUndefined();
    expect(progressPercent({ loaded: 50, total: 200 })).toBe(25);
  });

  it('keeps the headers, so the server file name survives', () => {
    const response = trackProgress(new Response('x', { headers: { 'content-disposition': "attachment; filename*=UTF-8''%E5%AD%A6.xlsx" } }), () => undefined);
    expect(response.headers.get('content-disposition')).toContain('filename*=');
  });
});
