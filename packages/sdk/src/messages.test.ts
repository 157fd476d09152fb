import { describe, expect, it } from 'vitest';
import { type MessageKey, catalogues, message, statusMessage } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue (SPEC 8)', () => {
  it('has a default text for every status of SPEC 8, in zh and en', () => {
    for (const status of [0, 200, 201, 202, 204, 400, 401, 402, 403, 404, 406, 410, 500, 502, 503, 504]) {
      expect(catalogues.zh[status as MessageKey]).toBeTruthy();
      expect(catalogues.en[status as MessageKey]).toBeTruthy();
    }
  });

  it('gives every key the same placeholders in both languages', () => {
    for (const key of Object.keys(catalogues.zh) as MessageKey[]) {
      expect(placeholders(catalogues.en[key]), String(key)).toEqual(placeholders(catalogues.zh[key]));
    }
  });

  it('speaks zh by default and fills in params', () => {
    expect(message(401)).toBe('登录失效，请重新登录');
    expect(message(0)).toBe('未知错误，可能是跨域或地址错误');
    expect(message('file.tooLarge', 'zh', { n: 5 })).toBe('文件最大允许 5M');
    expect(message('file.uploadFailed', 'en', { message: 'disk full' })).toBe('File upload failed: disk full');
    expect(message('file.uploaded', undefined, { name: '成绩单.pdf' })).toBe('文件 成绩单.pdf 上传成功');
    expect(message('session.loginNoToken', 'en')).toBe('The login interface did not return the token');
  });

  it('falls back to the class of a status without its own text', () => {
    expect(statusMessage(404, 'en')).toBe('The resource does not exist');
    expect(statusMessage(413)).toBe(message(400));
    expect(statusMessage(507, 'en')).toBe(message(500, 'en'));
    expect(statusMessage(302)).toBe(message(0));
  });
});
