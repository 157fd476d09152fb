import { describe, expect, it } from 'vitest';
import { studentPhoto } from '../files/photo.ts';
import { imageTypeOf } from './image-type.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('image type by signature (issue 13 section 2: photo uploads check the content)', () => {
  it('recognises the image formats a photo may have (SPEC 9 image extensions the spec accepts)', () => {
    expect(imageTypeOf(studentPhoto('2024001001', 'rxzp'))).toBe('image/png');
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46))).toBe('image/jpeg');
    expect(imageTypeOf(text('GIF89a\x01\x00\x01\x00'))).toBe('image/gif');
    expect(imageTypeOf(text('GIF87a\x01\x00\x01\x00'))).toBe('image/gif');
    expect(imageTypeOf(text('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    const bmp = new Uint8Array(54);
    bmp.set(text('BM'));
    bmp[14] = 40;
    expect(imageTypeOf(bmp)).toBe('image/bmp');
  });

  it('refuses bytes that only look like an image by their label or first letters', () => {
    for (const sample of [
      text('negative test\n'),
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      text('%PDF-1.7'),
      bytes(0x50, 0x4b, 0x03, 0x04),
      bytes(0x4d, 0x5a, 0x90, 0x00),
      bytes(0x89, 0x50, 0x4e, 0x47),
      text('BMW 320i, blue, 2019 model year'),
      text('RIFF\x24\x00\x00\x00WAVEfmt '),
      new Uint8Array(0),
    ]) {
      expect(imageTypeOf(sample)).toBeUndefined();
    }
  });
});
