import { zlibSync } from 'fflate';

/**
 * PNG images drawn in code: ID-style student photos, avatars and the seeded pictures. Written by hand
 * (chunks, CRC-32, zlib from fflate) so it runs unchanged in Node and in the browser.
 */

export type Rgb = readonly [number, number, number];

export const PNG_SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i += 1) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** An 8-bit RGB PNG of `rgb` (width * height * 3 bytes, row by row). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array {
  if (rgb.length !== width * height * 3) throw new Error(`Expected ${width * height * 3} RGB bytes, got ${rgb.length}`);
  const stride = width * 3;
  const raw = new Uint8Array(height * (stride + 1));
  for (let y = 0; y < height; y += 1) {
    const row = y * (stride + 1);
    // Filter "Up" on all rows but the first: the flat areas of these pictures become zeros and compress well
    // (zlib level 6 below: level 9 took three times as long for 10% fewer bytes, and exports draw thousands).
    raw[row] = y === 0 ? 0 : 2;
    for (let x = 0; x < stride; x += 1) {
      const value = rgb[y * stride + x]!;
      raw[row + 1 + x] = y === 0 ? value : (value - rgb[(y - 1) * stride + x]!) & 0xff;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  return concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', zlibSync(raw, { level: 6 })), chunk('IEND', new Uint8Array(0))]);
}

/** Width and height from the IHDR chunk, or undefined when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A small raster to draw the pictures on. */
export class RgbImage {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  // Indexing the colour instead of destructuring it: this runs for every pixel of every photo, and the
  // iterator protocol of a destructuring made drawing several times slower.
  set(x: number, y: number, color: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const at = (y * this.width + x) * 3;
    this.pixels[at] = color[0];
    this.pixels[at + 1] = color[1];
    this.pixels[at + 2] = color[2];
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb): void {
    const x0 = Math.max(0, Math.floor(x));
    const x1 = Math.min(this.width, Math.ceil(x + w));
    const y0 = Math.max(0, Math.floor(y));
    const y1 = Math.min(this.height, Math.ceil(y + h));
    if (x0 >= x1 || y0 >= y1) return;
    // One row is drawn pixel by pixel, the others are copies of it.
    const stride = this.width * 3;
    for (let i = x0; i < x1; i += 1) this.set(i, y0, color);
    for (let j = y0 + 1; j < y1; j += 1) this.pixels.copyWithin(j * stride + x0 * 3, y0 * stride + x0 * 3, y0 * stride + x1 * 3);
  }

  /** Fills the pixels of the bounding box for which `inside(x, y)` holds. */
  fillWhere(x0: number, y0: number, x1: number, y1: number, color: Rgb, inside: (x: number, y: number) => boolean): void {
    for (let y = Math.max(0, Math.floor(y0)); y <= Math.min(this.height - 1, Math.ceil(y1)); y += 1) {
      for (let x = Math.max(0, Math.floor(x0)); x <= Math.min(this.width - 1, Math.ceil(x1)); x += 1) {
        if (inside(x + 0.5, y + 0.5)) this.set(x, y, color);
      }
    }
  }

  fillEllipse(cx: number, cy: number, rx: number, ry: number, color: Rgb): void {
    this.fillWhere(cx - rx, cy - ry, cx + rx, cy + ry, color, (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1);
  }

  /** A vertical gradient between two colours over the whole image. */
  gradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y += 1) {
      const t = this.height > 1 ? y / (this.height - 1) : 0;
      const mix = (i: 0 | 1 | 2) => Math.round(top[i] + (bottom[i] - top[i]) * t);
      this.fillRect(0, y, this.width, 1, [mix(0), mix(1), mix(2)]);
    }
  }

  toPng(): Uint8Array {
    return encodePng(this.width, this.height, this.pixels);
  }
}

/** FNV-1a: a stable 32-bit hash, so the same key always draws the same picture. */
export function hash32(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export type PhotoKind = 'rxzp' | 'byzp' | 'xwzp' | 'sfzzp';

/** Background per photo kind, as the photo standards ask: blue for enrolment, light blue, red, white. */
const BACKGROUNDS: Record<PhotoKind, [Rgb, Rgb]> = {
  rxzp: [
    [58, 128, 210],
    [86, 152, 226],
  ],
  byzp: [
    [126, 178, 232],
    [150, 196, 240],
  ],
  xwzp: [
    [196, 32, 38],
    [214, 56, 60],
  ],
  sfzzp: [
    [252, 252, 252],
    [240, 240, 240],
  ],
};

const SKIN: Rgb[] = [
  [241, 204, 178],
  [232, 190, 160],
  [222, 176, 140],
  [205, 160, 124],
];
const HAIR: Rgb[] = [
  [24, 22, 22],
  [40, 32, 28],
  [58, 44, 36],
  [30, 30, 36],
];
const JACKET: Rgb[] = [
  [28, 36, 58],
  [44, 44, 48],
  [20, 24, 30],
  [70, 60, 54],
  [36, 58, 94],
];
const SHIRT: Rgb = [246, 246, 246];

function isPhotoKind(kind: string): kind is PhotoKind {
  return kind in BACKGROUNDS;
}

/** Draws a head-and-shoulders figure, proportioned to the image, varied by `seed`. */
function drawPerson(image: RgbImage, seed: number): void {
  const { width: w, height: h } = image;
  const skin = SKIN[seed % SKIN.length]!;
  const hair = HAIR[(seed >>> 3) % HAIR.length]!;
  const jacket = JACKET[(seed >>> 6) % JACKET.length]!;
  const longHair = ((seed >>> 9) & 3) === 0;
  const cx = w / 2 + (((seed >>> 12) % 5) - 2) * (w / 120);
  const headRx = w * (0.2 + ((seed >>> 15) % 4) * 0.008);
  const headRy = headRx * 1.28;
  const headCy = h * 0.4;
  const shoulderTop = headCy + headRy * 1.05;

  if (longHair)
    image.fillWhere(
      cx - headRx * 1.2,
      headCy - headRy,
      cx + headRx * 1.2,
      shoulderTop + h * 0.08,
      hair,
      (x, y) => Math.abs(x - cx) <= headRx * 1.18 && y >= headCy - headRy * 0.2,
    );
  // Shoulders: the top half of a wide ellipse, jacket with a white collar "V".
  image.fillEllipse(cx, h * 1.02, w * 0.5, h - shoulderTop, jacket);
  image.fillWhere(
    cx - w * 0.12,
    shoulderTop - 2,
    cx + w * 0.12,
    h,
    SHIRT,
    (x, y) => Math.abs(x - cx) <= (y - shoulderTop + 4) * 0.45 && y <= shoulderTop + h * 0.22,
  );
  image.fillRect(cx - headRx * 0.42, headCy + headRy * 0.6, headRx * 0.84, shoulderTop - (headCy + headRy * 0.6) + 3, skin);
  image.fillEllipse(cx, headCy, headRx, headRy, skin);
  // Hair cap over the top of the head.
  const fringe = headCy - headRy * (0.35 + ((seed >>> 18) % 3) * 0.06);
  image.fillWhere(cx - headRx * 1.06, headCy - headRy * 1.08, cx + headRx * 1.06, headCy, hair, (x, y) => {
    const inCap = ((x - cx) / (headRx * 1.06)) ** 2 + ((y - headCy) / (headRy * 1.08)) ** 2 <= 1;
    // The fringe dips towards the temples, as a parting would.
    return inCap && y < fringe + ((x - cx) / headRx) ** 2 * headRy * 0.35;
  });
  // Eyes and mouth, small and dark, so the face reads as one at thumbnail size.
  const eyeY = headCy + headRy * 0.02;
  image.fillEllipse(cx - headRx * 0.38, eyeY, Math.max(1, headRx * 0.09), Math.max(1, headRx * 0.06), [40, 30, 30]);
  image.fillEllipse(cx + headRx * 0.38, eyeY, Math.max(1, headRx * 0.09), Math.max(1, headRx * 0.06), [40, 30, 30]);
  image.fillEllipse(cx, headCy + headRy * 0.5, headRx * 0.22, Math.max(1, headRy * 0.04), [170, 90, 90]);
}

export const PHOTO_WIDTH = 120;
export const PHOTO_HEIGHT = 160;

function drawStudentPhoto(xykh: string, kind: string): Uint8Array {
  const [top, bottom] = BACKGROUNDS[isPhotoKind(kind) ? kind : 'rxzp'];
  const image = new RgbImage(PHOTO_WIDTH, PHOTO_HEIGHT, top);
  image.gradient(top, bottom);
  // The person depends on the student only: the same face on every kind of photo.
  drawPerson(image, hash32(xykh));
  return image.toPng();
}

/** Generated photos kept for reuse, least recently used first; about 1.3 KB each, so some 25,000 fit. */
const PHOTO_CACHE_BYTES = 32 * 1024 * 1024;
const photoCache = new Map<string, Uint8Array>();
let photoCacheBytes = 0;

/**
 * The ID-style photo (120x160) of a student for a photo kind. The same card number and kind always give
 * the same bytes, so photos are generated on demand, only uploads are stored, and a generated photo is
 * kept in a bounded cache: drawing one costs milliseconds, and an export of thousands draws them all.
 * The bytes are shared between callers: read them, never change them.
 */
export function studentPhoto(xykh: string, kind: string): Uint8Array {
  const key = `${xykh}:${kind}`;
  const hit = photoCache.get(key);
  if (hit) {
    photoCache.delete(key);
    photoCache.set(key, hit);
    return hit;
  }
  const png = drawStudentPhoto(xykh, kind);
  photoCache.set(key, png);
  photoCacheBytes += png.byteLength;
  for (const [oldest, bytes] of photoCache) {
    if (photoCacheBytes <= PHOTO_CACHE_BYTES) break;
    photoCache.delete(oldest);
    photoCacheBytes -= bytes.byteLength;
  }
  return png;
}

/** A square avatar with the figure on a soft colour picked from the key. */
export function avatarPng(key: string, size = 96): Uint8Array {
  const seed = hash32(key);
  const palette: Rgb[] = [
    [222, 235, 255],
    [255, 236, 214],
    [224, 246, 230],
    [243, 229, 252],
    [255, 228, 232],
  ];
  const image = new RgbImage(size, size, palette[seed % palette.length]!);
  drawPerson(image, seed);
  return image.toPng();
}

/** A picture of coloured blocks joined by a bar (the seeded flow charts, maps and banners). */
export function blocksPng(width: number, height: number, key: string, blocks: number): Uint8Array {
  const seed = hash32(key);
  const image = new RgbImage(width, height, [248, 250, 252]);
  const colors: Rgb[] = [
    [22, 119, 255],
    [82, 196, 26],
    [250, 173, 20],
    [245, 34, 45],
    [114, 46, 209],
    [19, 194, 194],
  ];
  const gap = width / (blocks * 3 + 1);
  image.fillRect(gap, height / 2 - 2, width - 2 * gap, 4, [190, 200, 214]);
  for (let i = 0; i < blocks; i += 1) {
    const x = gap + i * 3 * gap;
    image.fillRect(x, height * 0.3, gap * 2, height * 0.4, colors[(seed + i) % colors.length]!);
  }
  return image.toPng();
}
