import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { type LibMessageKey, libMessages } from '../i18n/messages/lib.ts';
import { rules } from './form-rules.ts';

const zh = (key: LibMessageKey, params?: Record<string, string | number>) =>
  libMessages.zh[key].replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
const en = (key: LibMessageKey, params?: Record<string, string | number>) =>
  libMessages.en[key].replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));

/** Runs the rules as antd does and answers the first error text, or undefined when the value passes. */
async function errorOf(list: FormRule[], value: unknown): Promise<string | undefined> {
  for (const rule of list) {
    if (typeof rule === 'function' || !rule.validator) throw new Error('expected validator rules');
    try {
      await rule.validator({}, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}

const r = rules(zh);

describe('login form rules', () => {
  it('username cannot be empty (SPEC 5)', async () => {
    expect(await errorOf(r.username, '')).toBe('用户名不能为空');
    expect(await errorOf(r.username, '  ')).toBe('用户名不能为空');
    expect(await errorOf(r.username, 'null')).toBe('用户名不能为空');
    expect(await errorOf(r.username, 'admin')).toBeUndefined();
  });

  it('password at least 6 characters (SPEC 5)', async () => {
    expect(await errorOf(r.password, undefined)).toBe('密码不能少于6位');
    expect(await errorOf(r.password, '12345')).toBe('密码不能少于6位');
    expect(await errorOf(r.password, '123456')).toBeUndefined();
  });

  it('counts spaces inside a password', async () => {
    expect(await errorOf(r.password, ' abcd ')).toBeUndefined();
  });

  it('phone is 11 digits starting with 1, optional when blank (SPEC 5)', async () => {
    expect(await errorOf(r.phone, '')).toBeUndefined();
    expect(await errorOf(r.phone, '2380000')).toBe('请输入正确的手机号');
    expect(await errorOf(r.phone, '1380013800')).toBe('请输入正确的手机号');
    expect(await errorOf(r.phone, '13800138000')).toBeUndefined();
  });

  it('phoneRequired: blank asks for the phone, a wrong one asks for a correct phone (SPEC 5)', async () => {
    expect(await errorOf(r.phoneRequired, null)).toBe('请输入手机号');
    expect(await errorOf(r.phoneRequired, '2380000')).toBe('请输入正确的手机号');
    expect(await errorOf(r.phoneRequired, ' 13800138000 ')).toBeUndefined();
  });

  it('SMS code is required (SPEC 5)', async () => {
    expect(await errorOf(r.smsCode, '')).toBe('请输入短信验证码');
    expect(await errorOf(r.smsCode, '123456')).toBeUndefined();
  });

  it('speaks English when given the English catalogue (SPEC 5, 9)', async () => {
    const english = rules(en);
    expect(await errorOf(english.username, '')).toBe('Username cannot be empty');
    expect(await errorOf(english.password, 'abc')).toBe('Password must be at least 6 characters');
    expect(await errorOf(english.phoneRequired, '')).toBe('Please enter phone number');
    expect(await errorOf(english.phoneRequired, '123')).toBe('Please enter a correct phone number');
    expect(await errorOf(english.smsCode, '')).toBe('Please enter SMS code');
  });
});

describe('ID card rule', () => {
  it('blank asks for the ID card number (SPEC 5)', async () => {
    expect(await errorOf(r.idCard, '')).toBe('请输入身份证号');
  });

  it('accepts 18 digits with the right checksum, x or X, and 15 digits (SPEC 5)', async () => {
    expect(await errorOf(r.idCard, '11010519491231002X')).toBeUndefined();
    expect(await errorOf(r.idCard, '11010519491231002x')).toBeUndefined();
    expect(await errorOf(r.idCard, '110105491231002')).toBeUndefined();
  });

  it('an ID card with a wrong checksum is refused with the SPEC 5 text', async () => {
    expect(await errorOf(r.idCard, '110105194912310021')).toBe('请输入正确的身份证号');
  });

  it('a wrong length or an impossible birth date is refused (SPEC 5)', async () => {
    expect(await errorOf(r.idCard, '1101051949123100')).toBe('请输入正确的身份证号');
    expect(await errorOf(rules(en).idCard, '110105194902300020')).toBe('Please enter a correct ID card number');
  });
});

describe('helper validator rules (SPEC 5)', () => {
  const cases: [keyof ReturnType<typeof rules>, string, string, LibMessageKey][] = [
    ['chineseName', '张三', '张', 'lib.rule.chineseName'],
    ['chineseName', '欧阳娜娜', '欧阳娜娜娜', 'lib.rule.chineseName'],
    ['name', 'Zhang三3', 'a-b', 'lib.rule.name'],
    ['email', 'a.b@example.edu.cn', 'a@b', 'lib.rule.email'],
    ['ip', '192.168.0.1', '256.1.1.1', 'lib.rule.ip'],
    ['port', '65535', '65536', 'lib.rule.port'],
    ['port', '0', '-1', 'lib.rule.port'],
    ['url', 'https://example.edu.cn/a?b=1', 'example.edu.cn', 'lib.rule.url'],
    ['telephone', '010-12345678', '12345678', 'lib.rule.telephone'],
    ['money', '12.34', '12.345', 'lib.rule.money'],
    ['money', '12', 'abc', 'lib.rule.money'],
  ];

  it.each(cases)('%s accepts %s and refuses %s', async (name, good, bad, key) => {
    const list = r[name];
    if (typeof list === 'function') throw new Error('not a rule list');
    expect(await errorOf(list, good)).toBeUndefined();
    expect(await errorOf(list, bad)).toBe(libMessages.zh[key]);
  });

  it('optional helper fields pass when blank (SPEC 5 blank)', async () => {
    for (const list of [r.chineseName, r.email, r.ip, r.port, r.url, r.telephone, r.money]) {
      expect(await errorOf(list, '')).toBeUndefined();
      expect(await errorOf(list, undefined)).toBeUndefined();
    }
  });

  it('port takes a number from a number input (SPEC 5)', async () => {
    expect(await errorOf(r.port, 8080)).toBeUndefined();
    expect(await errorOf(r.port, 70000)).toBe('请输入0到65535之间的端口');
  });
});

describe('required(label)', () => {
  it("asks 'please enter {label}' for a blank value (SPEC 5)", async () => {
    expect(await errorOf(r.required('学号'), ' ')).toBe('请输入学号');
    expect(await errorOf(rules(en).required('student number'), null)).toBe('Please enter student number');
    expect(await errorOf(r.required('学号'), '2024001')).toBeUndefined();
  });
});
