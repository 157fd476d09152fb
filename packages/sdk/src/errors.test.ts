import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, isSuccessCode, resolveStatus } from './errors.ts';

describe('status resolution (SPEC 8)', () => {
  it('reads success codes 200, 0, "200", "0" as 200', () => {
    for (const code of [200, 0, '200', '0']) {
      expect(isSuccessCode(code)).toBe(true);
      expect(resolveStatus(code, 500)).toBe(200);
    }
    expect(isSuccessCode('00')).toBe(false);
  });

  it('takes the envelope code first, numeric strings as numbers, else the HTTP status', () => {
    expect(resolveStatus(402, 200)).toBe(402);
    expect(resolveStatus('401', 200)).toBe(401);
    expect(resolveStatus(undefined, 404)).toBe(404);
    expect(resolveStatus(null, 502)).toBe(502);
    expect(resolveStatus('', 503)).toBe(503);
  });

  it('treats a code that is not a number as an error', () => {
    expect(resolveStatus('FAIL', 200)).toBe(500);
    expect(resolveStatus('FAIL', 403)).toBe(403);
  });
});

describe('ApiError', () => {
  it('carries code, status, HTTP status, data and url', () => {
    const error = new ApiError({ message: 'x', code: '402', status: 402, httpStatus: 200, data: { a: 1 }, url: '/u' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', message: 'x', code: '402', status: 402, httpStatus: 200, data: { a: 1 }, url: '/u' });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 1 })).toBe(false);
  });

  it('is recognised across copies of the module', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', code: 500, status: 500, httpStatus: 500 });
    expect(isApiError(foreign)).toBe(true);
  });
});
