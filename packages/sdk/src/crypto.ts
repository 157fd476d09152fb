import { JSEncrypt } from 'jsencrypt';

/**
 * RSA payload encryption of SPEC 7/9: the UTF-8 JSON text in blocks of at most 117 bytes, each
 * encrypted with PKCS#1 v1.5 under a 1024-bit key (128 cipher bytes), concatenated, base64 encoded.
 *
 * jsencrypt reads the keys (PEM or bare base64; SPKI, PKCS#1 or PKCS#8). The block padding and the
 * RSA arithmetic are done here on bytes with native BigInt, because jsencrypt's own `encrypt`
 * (3.5.4) cannot be used as is:
 * - it pads with a generator seeded from `Math.random` wherever `window` is missing (Node, workers),
 *   which makes the padding predictable; here the padding comes from `crypto.getRandomValues`;
 * - it encodes characters outside the BMP (emoji) as two 3-byte surrogates, so a full block
 *   overflows and is silently truncated, and the backend reads invalid UTF-8.
 */

/** SPEC 9, for the 1024-bit key the backend hands out: 117-byte plaintext, 128-byte cipher blocks. */
export const ENCRYPT_BLOCK_BYTES = 117;
export const DECRYPT_BLOCK_BYTES = 128;

/** PKCS#1 v1.5: 0x00 0x02, at least 8 random non-zero bytes, 0x00. */
const PADDING_OVERHEAD = 11;

const utf8Encoder = new TextEncoder();

export function base64ToBytes(text: string): Uint8Array {
  const raw = atob(text.replace(/\s/g, ''));
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let raw = '';
  // Chunked: spreading a large array into one call would overflow the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) raw += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(raw);
}

interface RsaKey {
  n: bigint;
  /** Key size in bytes: the cipher block size. */
  size: number;
  e: bigint;
  private?: { d: bigint; p: bigint; q: bigint; dp: bigint; dq: bigint; qi: bigint };
}

/** jsencrypt keeps the key numbers as jsbn BigIntegers on protected fields; read them as hex. */
function readNumber(source: object, field: string): bigint | undefined {
  const value: unknown = Reflect.get(source, field);
  if (typeof value === 'number') return BigInt(value);
  if (typeof value !== 'object' || value === null) return undefined;
  const hex = (value as { toString(radix: number): unknown }).toString(16);
  return typeof hex === 'string' && /^[0-9a-f]+$/i.test(hex) ? BigInt(`0x${hex}`) : undefined;
}

function parseKey(text: string, kind: 'public' | 'private'): RsaKey {
  const rsa = new JSEncrypt();
  if (kind === 'public') rsa.setPublicKey(text);
  else rsa.setPrivateKey(text);
  const key: object = rsa.getKey();
  const n = readNumber(key, 'n');
  const e = readNumber(key, 'e');
  if (!n || !e) throw new Error(`RSA ${kind} key could not be read`);
  const size = Math.ceil(n.toString(16).length / 2);
  if (kind === 'public') return { n, e, size };
  const d = readNumber(key, 'd');
  const p = readNumber(key, 'p');
  const q = readNumber(key, 'q');
  const dp = readNumber(key, 'dmp1');
  const dq = readNumber(key, 'dmq1');
  const qi = readNumber(key, 'coeff');
  if (!d || !p || !q || !dp || !dq || !qi) throw new Error('RSA private key could not be read');
  return { n, e, size, private: { d, p, q, dp, dq, qi } };
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

function bytesToBigInt(bytes: Uint8Array): bigint {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex === '' ? 0n : BigInt(`0x${hex}`);
}

function bigIntToBytes(value: bigint, size: number): Uint8Array {
  const hex = value.toString(16).padStart(size * 2, '0');
  if (hex.length > size * 2) throw new Error('RSA block larger than the key');
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function randomNonZeroBytes(length: number): Uint8Array {
  if (typeof globalThis.crypto?.getRandomValues !== 'function') {
    throw new Error('RSA encryption needs crypto.getRandomValues (browsers, Node 20+)');
  }
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  for (let i = 0; i < length; i += 1) {
    while (bytes[i] === 0) bytes[i] = globalThis.crypto.getRandomValues(new Uint8Array(1))[0] ?? 0;
  }
  return bytes;
}

function encryptBlock(message: Uint8Array, key: RsaKey): Uint8Array {
  const padding = key.size - message.length - 3;
  if (padding < PADDING_OVERHEAD - 3) throw new Error('RSA block too long for the key');
  const block = new Uint8Array(key.size);
  block[1] = 2;
  block.set(randomNonZeroBytes(padding), 2);
  block.set(message, padding + 3);
  return bigIntToBytes(modPow(bytesToBigInt(block), key.e, key.n), key.size);
}

function decryptBlock(cipher: Uint8Array, key: RsaKey): Uint8Array {
  const secret = key.private;
  if (!secret) throw new Error('RSA decryption needs a private key');
  const c = bytesToBigInt(cipher);
  if (c >= key.n) throw new Error('RSA decryption failed');
  // Chinese remainder theorem: two half-size exponentiations instead of one full-size one.
  const m1 = modPow(c, secret.dp, secret.p);
  const m2 = modPow(c, secret.dq, secret.q);
  const h = (((m1 - m2) % secret.p) + secret.p) % secret.p;
  const block = bigIntToBytes(m2 + ((secret.qi * h) % secret.p) * secret.q, key.size);
  const separator = block.indexOf(0, 2);
  if (block[0] !== 0 || block[1] !== 2 || separator < PADDING_OVERHEAD - 1) throw new Error('RSA decryption failed');
  return block.subarray(separator + 1);
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** Cuts text into UTF-8 pieces of at most `max` bytes, never inside a character. */
export function utf8Blocks(text: string, max: number): Uint8Array[] {
  const blocks: Uint8Array[] = [];
  let start = 0;
  let index = 0;
  let size = 0;
  for (const char of text) {
    const length = utf8Length(char.codePointAt(0) ?? 0);
    if (size + length > max) {
      blocks.push(utf8Encoder.encode(text.slice(start, index)));
      start = index;
      size = 0;
    }
    index += char.length;
    size += length;
  }
  if (index > start) blocks.push(utf8Encoder.encode(text.slice(start, index)));
  return blocks;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

/**
 * SPEC 7: the body sent when `/publicKey` hands out a key. `publicKeyBase64` is the key as the
 * backend hands it out (bare base64 SubjectPublicKeyInfo); PEM works too.
 */
export function encryptPayload(json: unknown, publicKeyBase64: string): { param: string } {
  const key = parseKey(publicKeyBase64, 'public');
  const text = JSON.stringify(json) ?? 'null';
  const blocks = utf8Blocks(text, key.size - PADDING_OVERHEAD).map((block) => encryptBlock(block, key));
  return { param: bytesToBase64(concat(blocks)) };
}

/** The backend's side of `encryptPayload`, for the mock server and the tests. */
export function decryptPayload(param: string, privateKeyPem: string): unknown {
  const key = parseKey(privateKeyPem, 'private');
  const bytes = base64ToBytes(param);
  if (bytes.length === 0 || bytes.length % key.size !== 0) {
    throw new Error(`cipher text is not a whole number of ${key.size}-byte RSA blocks`);
  }
  const parts: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.length; offset += key.size) {
    parts.push(decryptBlock(bytes.subarray(offset, offset + key.size), key));
  }
  // Decoded as a whole, so a sender that cut blocks inside a character still reads back.
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(concat(parts))) as unknown;
}
