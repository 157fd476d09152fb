import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatFileSize, parseContentDisposition, readDownload, repeatedQuery, saveBlob } from './files.ts';

const encoded = (text: string) => encodeURIComponent(text);

describe('parseContentDisposition', () => {
  it('prefers filename*=UTF-8\'\'... over filename="..." and percent-decodes it', () => {
    expect(parseContentDisposition(`attachment; filename="___.xlsx"; filename*=UTF-8''${encoded('学籍信息.xlsx')}`)).toBe('学籍信息.xlsx');
    expect(parseContentDisposition(`attachment; filename*=utf-8''${encoded('在读 证明.pdf')}; filename="x.pdf"`)).toBe('在读 证明.pdf');
    expect(parseContentDisposition(`attachment; filename*=UTF-8'zh-CN'${encoded('照片.zip')}`)).toBe('照片.zip');
  });

  it('reads plain file names, quoted or not, percent-encoded or not', () => {
    expect(parseContentDisposition('attachment; filename="report.pdf"')).toBe('report.pdf');
    expect(parseContentDisposition('attachment; FileName=report.pdf')).toBe('report.pdf');
    expect(parseContentDisposition(`attachment;filename=${encoded('照片.zip')}`)).toBe('照片.zip');
    expect(parseContentDisposition('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
    expect(parseContentDisposition('attachment; filename="100%.txt"')).toBe('100%.txt');
  });

  it('repairs raw UTF-8 bytes that reached the header as Latin-1', () => {
    const latin1 = String.fromCharCode(...new TextEncoder().encode('学生名单.xlsx'));
    expect(parseContentDisposition(`attachment; filename="${latin1}"`)).toBe('学生名单.xlsx');
    expect(parseContentDisposition('attachment; filename="café.txt"')).toBe('café.txt');
  });

  it('gives undefined without a file name', () => {
    expect(parseContentDisposition('inline')).toBeUndefined();
    expect(parseContentDisposition('attachment; filename=""')).toBeUndefined();
    expect(parseContentDisposition(null)).toBeUndefined();
    expect(parseContentDisposition(undefined)).toBeUndefined();
  });
});

describe('formatFileSize', () => {
  it('formats sizes in B, KB, MB and GB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(123.4 * 1024 * 1024)).toBe('123 MB');
    expect(formatFileSize(1.25 * 1024 ** 3)).toBe('1.25 GB');
    expect(formatFileSize(-1)).toBe('-');
    expect(formatFileSize(Number.NaN)).toBe('-');
  });
});

describe('repeatedQuery', () => {
  it('repeats array params instead of using brackets (SPEC 7)', () => {
    expect(repeatedQuery({ ids: ['1', '2'], type: 'a', skip: undefined, none: null, flags: [true, null] })).toBe('ids=1&ids=2&type=a&flags=true');
  });
});

describe('readDownload', () => {
  it('reads a blob answer with its server file name, or the fallback', async () => {
    const response = new Response(new Uint8Array([9, 8]), {
      headers: { 'Content-Disposition': `attachment; filename*=UTF-8''${encoded('在读证明.pdf')}` },
    });
    const { blob, filename } = await readDownload(response);
    expect(filename).toBe('在读证明.pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([9, 8]));
    expect((await readDownload(new Response('x'), 'export.xlsx')).filename).toBe('export.xlsx');
  });
});

describe('saveBlob', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('clicks a temporary anchor on an object URL, then removes it and revokes the URL', () => {
    vi.useFakeTimers();
    const anchor = { href: '', download: '', rel: '', style: { display: '' }, click: vi.fn(), remove: vi.fn() };
    const appendChild = vi.fn();
    vi.stubGlobal('document', { createElement: vi.fn(() => anchor), body: { appendChild } });
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);

    saveBlob(new Blob(['x']), '学籍信息.xlsx');
    expect(create).toHaveBeenCalledOnce();
    expect(anchor).toMatchObject({ href: 'blob:fake', download: '学籍信息.xlsx' });
    expect(appendChild).toHaveBeenCalledWith(anchor);
    expect(anchor.click).toHaveBeenCalledOnce();
    expect(anchor.remove).toHaveBeenCalledOnce();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:fake');
  });
});
