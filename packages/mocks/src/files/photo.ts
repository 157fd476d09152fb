import { zlibSync } from 'fflate';

const WIDTH = 120;
const HEIGHT = 160;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Background colour per photo kind, as ID photos use (blue, white, red). */
const BACKGROUND: Record<string, [number, number, number]> = {
  rxzp: [67, 142, 219],
  byzp: [245, 245, 245],
  xwzp: [200, 40, 40],
  sfzzp: [255, 255, 255],
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * A deterministic 120x160 head-and-shoulders ID photo for a student and photo kind: the same inputs
 * give the same bytes, so photos need not be stored (an upload replaces one).
 */
export function studentPhoto(xykh: string, kind: string): Uint8Array {
  const [br, bg, bb] = BACKGROUND[kind] ?? BACKGROUND.rxzp!;
  const h = hash(`${xykh}:${kind}`);
  const shirt: [number, number, number] = [40 + (h & 63), 40 + ((h >> 6) & 63), 60 + ((h >> 12) & 63)];
  const skin: [number, number, number] = [233 - ((h >> 18) & 15), 196 - ((h >> 18) & 15), 170 - ((h >> 18) & 15)];
  const raw = new Uint8Array(HEIGHT * (1 + WIDTH * 3));
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = y * (1 + WIDTH * 3);
    raw[row] = 0;
    for (let x = 0; x < WIDTH; x += 1) {
      const head = (x - 60) ** 2 / 28 ** 2 + (y - 62) ** 2 / 34 ** 2 <= 1;
      const hair = head && y < 48;
      const body = y > 104 && Math.abs(x - 60) < 22 + (y - 104) * 1.2;
      const [r, g, b] = hair ? [30, 30, 30] : head ? skin : body ? shirt : [br, bg, bb];
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, WIDTH);
  view.setUint32(4, HEIGHT);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', zlibSync(raw, { level: 6 })), chunk('IEND', new Uint8Array())];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
