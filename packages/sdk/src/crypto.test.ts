import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt } from 'node:crypto';
import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it } from 'vitest';
import { DECRYPT_BLOCK_BYTES, ENCRYPT_BLOCK_BYTES, base64ToBytes, bytesToBase64, decryptPayload, encryptPayload, utf8Blocks } from './crypto.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
// `/publicKey` hands out the key body without the PEM armour (SPEC 7).
const bareKey = publicKey.replace(/-----[^-]+-----|\s/g, '');

const fiveKb = {
  rows: Array.from({ length: 75 }, (_, i) => ({ i, xm: `学生${i}`, bz: `第${i}行备注 row ${i}，含中文与 ASCII` })),
};

/** The cipher blocks of a payload opened with node:crypto, without removing the padding. */
function rawBlocks(param: string): Buffer[] {
  const bytes = Buffer.from(base64ToBytes(param));
  const blocks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += DECRYPT_BLOCK_BYTES) {
    blocks.push(privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, bytes.subarray(offset, offset + DECRYPT_BLOCK_BYTES)));
  }
  return blocks;
}

describe('RSA payload encryption (SPEC 7, 9)', () => {
  it('runs under Node, where jsencrypt finds no window', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(() => encryptPayload({ a: 1 }, bareKey)).not.toThrow();
  });

  it.each([
    ['ASCII', { username: 'admin', password: '123456' }],
    ['Chinese', { xm: '欧阳娜娜', bz: '研究生院教务员审核通过，请于九月一日报到。'.repeat(8) }],
    ['characters outside the BMP', { title: '开学啦🎓🎉', note: '𠮷野家'.repeat(40) }],
    ['a 5 KB JSON body', fiveKb],
  ])('round-trips %s', (_name, payload) => {
    const { param } = encryptPayload(payload, bareKey);
    expect(decryptPayload(param, privateKey)).toEqual(payload);
  });

  it('takes the 5 KB body in 117-byte blocks of 128 cipher bytes each', () => {
    const text = JSON.stringify(fiveKb);
    expect(new TextEncoder().encode(text).length).toBeGreaterThan(5 * 1024);
    const blocks = rawBlocks(encryptPayload(fiveKb, bareKey).param);
    expect(blocks.length).toBe(utf8Blocks(text, ENCRYPT_BLOCK_BYTES).length);
    expect(blocks.length).toBeGreaterThanOrEqual(Math.ceil(new TextEncoder().encode(text).length / ENCRYPT_BLOCK_BYTES));
  });

  it('pads each block as PKCS#1 v1.5 (00 02, random non-zero bytes, 00) and never splits a character', () => {
    const payload = { bz: '中文字符串'.repeat(60) };
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const texts = rawBlocks(encryptPayload(payload, bareKey).param).map((block) => {
      expect(block).toHaveLength(DECRYPT_BLOCK_BYTES);
      expect([block[0], block[1]]).toEqual([0, 2]);
      const separator = block.indexOf(0, 2);
      expect(separator).toBeGreaterThanOrEqual(10);
      const message = block.subarray(separator + 1);
      expect(message.length).toBeLessThanOrEqual(ENCRYPT_BLOCK_BYTES);
      // Each block is valid UTF-8 on its own: no character was cut in two.
      return decoder.decode(message);
    });
    expect(texts.join('')).toBe(JSON.stringify(payload));
  });

  it('uses fresh random padding every time', () => {
    expect(encryptPayload({ a: 1 }, bareKey).param).not.toBe(encryptPayload({ a: 1 }, bareKey).param);
  });

  it('reads cipher text made by other PKCS#1 v1.5 implementations (node:crypto, jsencrypt)', () => {
    const text = JSON.stringify({ xm: '张三', id: 7 });
    const fromNode = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text));
    expect(decryptPayload(fromNode.toString('base64'), privateKey)).toEqual({ xm: '张三', id: 7 });
    const rsa = new JSEncrypt();
    rsa.setPublicKey(bareKey);
    const fromJsencrypt = rsa.encrypt(text);
    expect(fromJsencrypt).not.toBe(false);
    expect(decryptPayload(String(fromJsencrypt), privateKey)).toEqual({ xm: '张三', id: 7 });
  });

  it('is read by jsencrypt block by block, as a jsencrypt-based backend would', () => {
    const { param } = encryptPayload({ xm: '欧阳娜娜', bz: '审核通过'.repeat(20) }, bareKey);
    const rsa = new JSEncrypt();
    rsa.setPrivateKey(privateKey);
    const bytes = base64ToBytes(param);
    let text = '';
    for (let offset = 0; offset < bytes.length; offset += DECRYPT_BLOCK_BYTES) {
      text += String(rsa.decrypt(bytesToBase64(bytes.subarray(offset, offset + DECRYPT_BLOCK_BYTES))));
    }
    expect(JSON.parse(text)).toEqual({ xm: '欧阳娜娜', bz: '审核通过'.repeat(20) });
  });

  it('refuses cipher text that is not whole blocks, and keys it cannot read', () => {
    expect(() => decryptPayload(btoa('short'), privateKey)).toThrow(/whole number/);
    expect(() => encryptPayload({ a: 1 }, 'not a key')).toThrow(/could not be read/);
  });
});

describe('utf8Blocks', () => {
  it('cuts at character boundaries within the byte limit', () => {
    expect(utf8Blocks('ab中c', 4).map((b) => new TextDecoder().decode(b))).toEqual(['ab', '中c']);
    expect(utf8Blocks('🎓🎓', 5).map((b) => b.length)).toEqual([4, 4]);
    expect(utf8Blocks('', 117)).toEqual([]);
  });
});
