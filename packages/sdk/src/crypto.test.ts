import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DECRYPT_BLOCK_BYTES, decryptPayload, encryptPayload } from './crypto.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
// `/publicKey` hands out the key body without the PEM armour (SPEC 7).
const bareKey = publicKey.replace(/-----[^-]+-----|\s/g, '');

describe('RSA payload encryption (SPEC 7, 9)', () => {
  it.each([
    ['ASCII', { username: 'admin', password: '123456' }],
    ['Chinese', { xm: '欧阳娜娜', bz: '研究生院教务员审核通过，请于九月一日报到。'.repeat(8) }],
    ['a 5 KB body', { rows: Array.from({ length: 120 }, (_, i) => ({ i, text: `第${i}行 row ${i}` })) }],
  ])('round-trips %s', (_name, payload) => {
    const { param } = encryptPayload(payload, bareKey);
    expect(decryptPayload(param, privateKey)).toEqual(payload);
  });

  it('cuts long payloads into 128-byte cipher blocks, base64 encoded', () => {
    const payload = { text: 'x'.repeat(1000) };
    const { param } = encryptPayload(payload, publicKey);
    const bytes = atob(param).length;
    expect(bytes % DECRYPT_BLOCK_BYTES).toBe(0);
    expect(bytes / DECRYPT_BLOCK_BYTES).toBe(Math.ceil(JSON.stringify(payload).length / 117));
    expect(param).not.toContain('xxxx');
  });

  it('refuses cipher text that is not whole blocks', () => {
    expect(() => decryptPayload(btoa('short'), privateKey)).toThrow(/whole number/);
  });
});
