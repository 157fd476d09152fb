import { describe, expect, it } from 'vitest';
import { formatFileSize, parseContentDisposition, readDownload, repeatedQuery } from './files.ts';

describe('file helpers', () => {
  it('prefers the UTF-8 file name of Content-Disposition and decodes it', () => {
    expect(parseContentDisposition(`attachment; filename="___.xlsx"; filename*=UTF-8''${encodeURIComponent('学籍信息.xlsx')}`)).toBe('学籍信息.xlsx');
    expect(parseContentDisposition('attachment; filename="report.pdf"')).toBe('report.pdf');
    expect(parseContentDisposition(`attachment;filename=${encodeURIComponent('照片.zip')}`)).toBe('照片.zip');
    expect(parseContentDisposition('inline')).toBeUndefined();
    expect(parseContentDisposition(null)).toBeUndefined();
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(-1)).toBe('-');
  });

  it('repeats array params instead of using brackets (SPEC 7)', () => {
    expect(repeatedQuery({ ids: ['1', '2'], type: 'a', skip: undefined })).toBe('ids=1&ids=2&type=a');
  });

  it('reads a blob answer with its server file name', async () => {
    const response = new Response(new Uint8Array([9, 8]), {
      headers: { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('在读证明.pdf')}` },
    });
    const { blob, filename } = await readDownload(response);
    expect(filename).toBe('在读证明.pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([9, 8]));
  });
});
