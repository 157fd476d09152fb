import { describe, expect, it } from 'vitest';
import { acceptedCount, fileExtension, fileKind, isImageName, isTooLarge, previewsInPage } from './file-types.ts';

describe('file types (SPEC 9)', () => {
  it('reads the extension case-insensitively, and none for dot files or names without one', () => {
    expect(fileExtension('报告.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });

  it('knows the image extensions of SPEC 9 and nothing else as images', () => {
    for (const name of ['a.jpg', 'a.gif', 'a.jpeg', 'a.webp', 'a.tif', 'a.bmp', 'a.apng', 'a.ico', 'a.PNG']) expect(isImageName(name)).toBe(true);
    for (const name of ['a.svg', 'a.pdf', 'a.tiff', 'png']) expect(isImageName(name)).toBe(false);
  });

  it('maps office, archive and other types to a kind', () => {
    expect(fileKind('x.docx')).toBe('word');
    expect(fileKind('x.xlsx')).toBe('excel');
    expect(fileKind('x.pptx')).toBe('ppt');
    expect(fileKind('x.zip')).toBe('archive');
    expect(fileKind('x.pdf')).toBe('pdf');
    expect(fileKind('x.png')).toBe('image');
    expect(fileKind('x.unknown')).toBe('other');
  });

  it('previews images and PDF in the page, the rest through the server', () => {
    expect(previewsInPage('a.png')).toBe(true);
    expect(previewsInPage('a.pdf')).toBe(true);
    expect(previewsInPage('a.docx')).toBe(false);
  });
});

describe('upload limits (SPEC 5)', () => {
  it('refuses files over the limit, not at it', () => {
    expect(isTooLarge(5 * 1024 * 1024, 5)).toBe(false);
    expect(isTooLarge(5 * 1024 * 1024 + 1, 5)).toBe(true);
    expect(isTooLarge(0, 5)).toBe(false);
  });

  it('takes the first picked files up to the count limit', () => {
    expect(acceptedCount(0, 3, 5)).toBe(3);
    expect(acceptedCount(4, 3, 5)).toBe(1);
    expect(acceptedCount(5, 1, 5)).toBe(0);
    expect(acceptedCount(1, 1, 1)).toBe(0);
    expect(acceptedCount(6, 1, 5)).toBe(0);
  });
});
