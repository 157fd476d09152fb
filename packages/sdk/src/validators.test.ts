import { describe, expect, it } from 'vitest';
import {
  idCardCheckChar,
  idCardFacts,
  isBlank,
  isChineseName,
  isEmail,
  isIPv4,
  isIdCard,
  isMoneyLike,
  isName,
  isPassword,
  isPhone,
  isPhoneStrict,
  isPort,
  isTelephone,
  isUrl,
} from './validators.ts';

describe('SPEC 5 helper validators', () => {
  it('treats undefined, null, empty, whitespace and the text null as blank', () => {
    for (const value of [undefined, null, '', '   ', 'null', ' null ']) expect(isBlank(value)).toBe(true);
    for (const value of ['0', 'a', 0, false]) expect(isBlank(value)).toBe(false);
  });

  it('needs at least 6 characters in a password', () => {
    expect(isPassword('12345')).toBe(false);
    expect(isPassword('123456')).toBe(true);
  });

  it('accepts 11-digit phones starting with 1, and carrier prefixes in the strict variant', () => {
    expect(isPhone('13812345678')).toBe(true);
    expect(isPhone('12012345678')).toBe(true);
    expect(isPhoneStrict('12012345678')).toBe(false);
    expect(isPhone('1381234567')).toBe(false);
    expect(isPhone('23812345678')).toBe(false);
  });

  it('checks the ISO 7064 checksum and the birth date of 18-digit ID card numbers', () => {
    // GB 11643-1999's published example.
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('11010519491231002x')).toBe(true);
    expect(isIdCard('110105194912310021')).toBe(false);
    expect(isIdCard('110105194902300020')).toBe(false);
    expect(isIdCard('440524188001010014')).toBe(true);
    expect(isIdCard('110105491231002')).toBe(true);
    expect(isIdCard('12345')).toBe(false);
    expect(idCardFacts('11010519491231002X')).toEqual({ birthDate: '1949-12-31', gender: '2' });
  });

  it('accepts names of Chinese characters, letters and digits, and Chinese names of 2 to 4 characters', () => {
    expect(isName('张三abc1')).toBe(true);
    expect(isName('张 三')).toBe(false);
    expect(isChineseName('张三')).toBe(true);
    expect(isChineseName('欧阳娜娜')).toBe(true);
    expect(isChineseName('张')).toBe(false);
    expect(isChineseName('欧阳娜娜娜')).toBe(false);
  });

  it('checks email, IP, port, url, telephone and two-decimal numbers', () => {
    expect(isEmail('a.b@univ.edu.cn')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isIPv4('192.168.1.254')).toBe(true);
    expect(isIPv4('256.1.1.1')).toBe(false);
    expect(isIPv4('01.1.1.1')).toBe(false);
    expect(isPort(0)).toBe(true);
    expect(isPort('65535')).toBe(true);
    expect(isPort('65536')).toBe(false);
    expect(isUrl('https://example.edu.cn/a?b=1')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isTelephone('010-12345678')).toBe(true);
    expect(isTelephone('12345678')).toBe(false);
    expect(isMoneyLike('12.34')).toBe(true);
    expect(isMoneyLike('12.345')).toBe(false);
  });
});
