/**
 * A dBase III writer for the registry-style DBF exports. Character fields hold UTF-8 (language driver
 * byte 0, as the receiving systems read these files as UTF-8); dates are yyyymmdd.
 */
export interface DbfField {
  name: string;
  type: 'C' | 'N' | 'D';
  length: number;
  decimals?: number;
}

const utf8 = new TextEncoder();

/** UTF-8 bytes of a value cut to at most `length` bytes without splitting a character. */
function fit(text: string, length: number): Uint8Array {
  const out = new Uint8Array(length).fill(0x20);
  let offset = 0;
  for (const char of text) {
    const bytes = utf8.encode(char);
    if (offset + bytes.length > length) break;
    out.set(bytes, offset);
    offset += bytes.length;
  }
  return out;
}

export function writeDbf(fields: DbfField[], rows: (string | number | null | undefined)[][], today = new Date()): Uint8Array {
  const headerLength = 32 + fields.length * 32 + 1;
  const recordLength = 1 + fields.reduce((n, f) => n + f.length, 0);
  const out = new Uint8Array(headerLength + rows.length * recordLength + 1);
  const view = new DataView(out.buffer);
  out[0] = 0x03;
  out[1] = today.getFullYear() - 1900;
  out[2] = today.getMonth() + 1;
  out[3] = today.getDate();
  view.setUint32(4, rows.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  fields.forEach((field, i) => {
    const at = 32 + i * 32;
    out.set(utf8.encode(field.name.slice(0, 10)), at);
    out[at + 11] = field.type.charCodeAt(0);
    out[at + 16] = field.length;
    out[at + 17] = field.decimals ?? 0;
  });
  out[headerLength - 1] = 0x0d;
  rows.forEach((row, r) => {
    let at = headerLength + r * recordLength;
    out[at] = 0x20;
    at += 1;
    fields.forEach((field, i) => {
      const value = row[i];
      const text = value === null || value === undefined ? '' : field.type === 'D' ? String(value).replaceAll('-', '') : String(value);
      // Numbers are right-aligned in their field, as dBase stores them.
      out.set(field.type === 'N' ? fit(text.padStart(field.length, ' '), field.length) : fit(text, field.length), at);
      at += field.length;
    });
  });
  out[out.length - 1] = 0x1a;
  return out;
}

/** Reads back what writeDbf wrote (used by the tests and the contract checks). */
export function readDbf(bytes: Uint8Array): { fields: DbfField[]; rows: string[][] } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(4, true);
  const headerLength = view.getUint16(8, true);
  const recordLength = view.getUint16(10, true);
  const decoder = new TextDecoder();
  const fields: DbfField[] = [];
  for (let at = 32; bytes[at] !== 0x0d; at += 32) {
    const nameBytes = bytes.subarray(at, at + 11);
    const end = nameBytes.indexOf(0);
    fields.push({ name: decoder.decode(nameBytes.subarray(0, end < 0 ? 11 : end)), type: String.fromCharCode(bytes[at + 11]!) as DbfField['type'], length: bytes[at + 16]!, decimals: bytes[at + 17]! });
  }
  const rows: string[][] = [];
  for (let r = 0; r < count; r += 1) {
    let at = headerLength + r * recordLength + 1;
    rows.push(
      fields.map((field) => {
        const text = decoder.decode(bytes.subarray(at, at + field.length)).trim();
        at += field.length;
        return text;
      }),
    );
  }
  return { fields, rows };
}
