import { JSEncrypt } from 'jsencrypt';

/** SPEC 9: 117-byte plaintext blocks for a 1024-bit key with PKCS#1 v1.5 padding, 128-byte cipher blocks. */
export const ENCRYPT_BLOCK_BYTES = 117;
export const DECRYPT_BLOCK_BYTES = 128;

const utf8 = new TextEncoder();

export function base64ToBytes(text: string): Uint8Array {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let raw = '';
  // Chunked: spreading a whole large file into one call would overflow the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) raw += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(raw);
}

function pem(body: string, label: string): string {
  return body.includes('-----BEGIN') ? body : `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`;
}

/** Cuts text into pieces of at most `max` UTF-8 bytes, never inside a character. */
function blocks(text: string, max: number): string[] {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of text) {
    const length = utf8.encode(char).length;
    if (size + length > max) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  if (current !== '') out.push(current);
  return out;
}

/**
 * SPEC 7: the JSON text is RSA-encrypted in 117-byte blocks and the cipher bytes base64 encoded; the
 * body sent is `{ param }`.
 */
export function encryptPayload(payload: unknown, publicKey: string): { param: string } {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(pem(publicKey, 'PUBLIC KEY'));
  const parts = blocks(JSON.stringify(payload), ENCRYPT_BLOCK_BYTES).map((block) => {
    const cipher = rsa.encrypt(block);
    if (cipher === false) throw new Error('RSA encryption failed: is the public key a 1024-bit RSA key?');
    return base64ToBytes(cipher);
  });
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return { param: bytesToBase64(all) };
}

/** The backend's side of `encryptPayload` (used by the mock server and the tests). */
export function decryptPayload(param: string, privateKey: string): unknown {
  const rsa = new JSEncrypt();
  rsa.setPrivateKey(pem(privateKey, 'PRIVATE KEY'));
  const bytes = base64ToBytes(param);
  if (bytes.length === 0 || bytes.length % DECRYPT_BLOCK_BYTES !== 0) throw new Error('cipher text is not a whole number of RSA blocks');
  let text = '';
  for (let offset = 0; offset < bytes.length; offset += DECRYPT_BLOCK_BYTES) {
    const plain = rsa.decrypt(bytesToBase64(bytes.subarray(offset, offset + DECRYPT_BLOCK_BYTES)));
    if (plain === false || plain === null) throw new Error('RSA decryption failed');
    text += plain;
  }
  return JSON.parse(text) as unknown;
}
