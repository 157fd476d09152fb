/**
 * The image format of uploaded bytes, read from their signature rather than from the label the client
 * put on them: a photo endpoint must not store text, markup or an executable sent as `image/png`.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/bmp';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** Sizes of the BMP info headers in use (OS/2 core to BITMAPV5HEADER). */
const BMP_INFO_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  // A PNG starts with its signature and then the IHDR chunk.
  if (startsWith(bytes, PNG) && startsWith(bytes, ascii('IHDR'), 12)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  // 'BM' alone is two letters of text: the info header's size must be one that exists too.
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 18) {
    const infoSize = bytes[14]! | (bytes[15]! << 8) | (bytes[16]! << 16) | (bytes[17]! << 24);
    if (BMP_INFO_SIZES.has(infoSize)) return 'image/bmp';
  }
  return undefined;
}
