import { createApiClient, unwrap } from '@gs/sdk/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/config.ts';
import { restoreStore } from '../src/areas/index.ts';
import { identitySlice } from '../src/core/identity.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

// Own server and clock: these tests change a demo account's password and move time.
let clock = Date.UTC(2026, 8, 1, 8, 0, 0);
const mock = await createMockServer({ students: 20 }, () => clock);
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const anonymous = () => createApiClient({ baseUrl: BASE, getToken: () => null, setToken: () => undefined });
const phoneOf = (username: string) => mock.store.slice(identitySlice).userByUsername(username)!.phone!;

describe('POST /auth/smsCode (sign-in page "get SMS code")', () => {
  it('answers a cooldown of 60 s for the phone of an account, and the demo code then signs in', async () => {
    const api = anonymous();
    const phone = phoneOf('admin');
    expect(await unwrap(api.client.POST('/auth/smsCode', { body: { phone } }))).toEqual({ cooldownSeconds: 60 });
    const login = await unwrap(api.client.POST('/auth/login', { body: { phone, smsCode: '123456' } }));
    expect(login.user.username).toBe('admin');
  });

  it('refuses a phone that belongs to no account with 400 and a clear message', async () => {
    await expect(anonymous().client.POST('/auth/smsCode', { body: { phone: '13999999999' } })).rejects.toMatchObject({ status: 400, message: '手机号未注册' });
  });

  it('refuses a malformed phone with 400 (schema check)', async () => {
    await expect(anonymous().client.POST('/auth/smsCode', { body: { phone: '2380000000' } })).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a second request for the same phone within 60 s and accepts it once the clock has moved on', async () => {
    const api = anonymous();
    const phone = phoneOf('staff');
    await unwrap(api.client.POST('/auth/smsCode', { body: { phone } }));
    clock += 20_000;
    await expect(api.client.POST('/auth/smsCode', { body: { phone } })).rejects.toMatchObject({ status: 400, message: '验证码发送过于频繁，请 40 秒后再试' });
    // Another phone is not held up by it.
    await unwrap(api.client.POST('/auth/smsCode', { body: { phone: phoneOf('teacher') } }));
    clock += 40_000;
    expect(await unwrap(api.client.POST('/auth/smsCode', { body: { phone } }))).toEqual({ cooldownSeconds: 60 });
  });
});

describe('PUT /auth/password (personal center "change password")', () => {
  it('refuses a wrong current password and a new one equal to the current one with 400', async () => {
    const { api } = await signIn('student');
    await expect(api.client.PUT('/auth/password', { body: { oldPassword: 'wrong-pass', newPassword: 'n3w-Passw0rd' } })).rejects.toMatchObject({
      status: 400,
      message: '原密码错误',
    });
    await expect(api.client.PUT('/auth/password', { body: { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD } })).rejects.toMatchObject({
      status: 400,
      message: '新密码不能与原密码相同',
    });
    await expect(api.client.PUT('/auth/password', { body: { oldPassword: DEMO_PASSWORD, newPassword: '12345' } })).rejects.toMatchObject({ status: 400 });
    expect((await unwrap(api.client.GET('/auth/info'))).password).toBe('true');
  });

  it('changes the password: the old one no longer signs in, the new one does, and the default-password flag turns false', async () => {
    const { api } = await signIn('student');
    expect((await unwrap(api.client.GET('/auth/info'))).password).toBe('true');
    expect(await unwrap(api.client.PUT('/auth/password', { body: { oldPassword: DEMO_PASSWORD, newPassword: 'n3w-Passw0rd' } }))).toBeNull();
    // The caller's token stays valid.
    expect((await unwrap(api.client.GET('/auth/info'))).password).toBe('false');

    const guest = anonymous();
    await expect(guest.client.POST('/auth/login', { body: { username: 'student', password: DEMO_PASSWORD } })).rejects.toMatchObject({
      status: 401,
      message: '用户名或密码错误',
    });
    const login = await unwrap(guest.client.POST('/auth/login', { body: { username: 'student', password: 'n3w-Passw0rd' } }));
    expect(login.user.username).toBe('student');
  });

  it('keeps the changed password and flag through a snapshot round trip', () => {
    const restored = restoreStore(mock.ctx.options, JSON.parse(JSON.stringify(mock.store.toSnapshot())), []).slice(identitySlice);
    expect(restored.userByUsername('student')).toMatchObject({ password: 'n3w-Passw0rd', passwordFlag: 'false' });
    expect(restored.userByUsername('teacher')).toMatchObject({ password: DEMO_PASSWORD });
  });

  it('answers 401 without a token', async () => {
    await expect(anonymous().client.PUT('/auth/password', { body: { oldPassword: DEMO_PASSWORD, newPassword: 'n3w-Passw0rd' } })).rejects.toMatchObject({
      status: 401,
    });
  });
});
