import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, readJson, removeCookie, removeKey, setCookie, writeJson } from './storage.ts';

const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => typeof n === 'number');

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  for (const name of ['token', 'a b', 'raw']) removeCookie(name);
});

describe('local storage', () => {
  it('writes a value and reads it back', () => {
    writeJson('tabs', [1, 2, 3]);
    expect(readJson('tabs', [], isNumberList)).toEqual([1, 2, 3]);
  });

  it('answers the fallback for a missing key, bad JSON or a value of the wrong shape', () => {
    expect(readJson('tabs', [9], isNumberList)).toEqual([9]);
    localStorage.setItem('tabs', '{not json');
    expect(readJson('tabs', [9], isNumberList)).toEqual([9]);
    localStorage.setItem('tabs', '["a"]');
    expect(readJson('tabs', [9], isNumberList)).toEqual([9]);
  });

  it('never throws when the storage is disabled or full', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readJson('tabs', [9], isNumberList)).toEqual([9]);
    expect(() => writeJson('tabs', [1])).not.toThrow();
    expect(() => removeKey('tabs')).not.toThrow();
  });

  it('never throws on a value JSON cannot hold', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => writeJson('loop', loop)).not.toThrow();
    expect(() => writeJson('big', 1n)).not.toThrow();
  });

  it('removes a key', () => {
    writeJson('tabs', [1]);
    removeKey('tabs');
    expect(localStorage.getItem('tabs')).toBeNull();
  });
});

describe('cookies', () => {
  it('sets, reads and removes a cookie (SPEC 4: the token is copied to a cookie)', () => {
    setCookie('token', 'abc.def');
    expect(getCookie('token')).toBe('abc.def');
    removeCookie('token');
    expect(getCookie('token')).toBeUndefined();
  });

  it('encodes names and values', () => {
    setCookie('a b', 'x=1; y=é');
    expect(getCookie('a b')).toBe('x=1; y=é');
    expect(document.cookie).toContain('a%20b=x%3D1%3B%20y%3D%C3%A9');
  });

  it('writes path / and SameSite=Lax by default', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    setCookie('token', 'abc');
    setCookie('token', 'abc', { path: '/app', sameSite: 'Strict', maxAgeSeconds: 60 });
    expect(writes).toEqual(['token=abc; path=/; SameSite=Lax', 'token=abc; path=/app; SameSite=Strict; max-age=60']);
  });

  it('does not mistake a cookie whose name ends the same for another', () => {
    setCookie('token', 'mine');
    document.cookie = 'xtoken=other; path=/';
    expect(getCookie('token')).toBe('mine');
    document.cookie = 'xtoken=; path=/; max-age=0';
  });

  it('returns a cookie that is not percent-encoded as it is, without throwing', () => {
    document.cookie = 'raw=100%; path=/';
    expect(getCookie('raw')).toBe('100%');
  });
});
