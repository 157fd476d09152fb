import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import { DEMO_SMS_CODE, SMS_COOLDOWN_SEC } from '../../config.ts';
import { type RoleRecord, type UserRecord, identitySlice } from '../../core/identity.ts';
import { type Caller, type MockContext, issueToken, revokeToken, rotateToken, signedLink } from '../../http/context.ts';
import { type Lang, say } from '../../http/language.ts';
import { MockHttpError, fail } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { SERVICES } from './services.ts';

type ApiUser = components['schemas']['User'];
type StoredUser = UserRecord;

/**
 * Phone -> when (`MockContext.now()`, ms) it last got an SMS code, for the cooldown of `auth/smsCode`.
 * In memory only, not saved: a restart merely lifts a cooldown of a minute.
 */
const smsSentAt = new WeakMap<MockContext, Map<string, number>>();

/**
 * Role names in English by role key (issue 22 §13). The super administrator keeps a name that SPEC 6's
 * rule still recognises (the web counts 'super administrator' as admin, as it counts 超级管理员).
 */
const ROLE_NAMES_EN: Readonly<Record<string, string>> = {
  admin: 'Super administrator',
  staff: 'Graduate school registrar',
  teacher: 'Supervisor',
  student: 'Student',
  college: 'College secretary',
};

const roleName = (role: RoleRecord, lang: Lang) => say(lang, role.name, ROLE_NAMES_EN[role.roleKey]);

function rolesOf(ctx: MockContext, user: StoredUser, currentRoleId: string, lang: Lang) {
  // SPEC 4: the first entry of roles is the current role.
  const ids = [currentRoleId, ...user.roleIds.filter((id) => id !== currentRoleId)];
  return ids.flatMap((id) => {
    const role = ctx.store.slice(identitySlice).roles.get(id);
    return role ? [{ id: role.id, name: roleName(role, lang), roleKey: role.roleKey, dataScope: role.dataScope }] : [];
  });
}

export function toApiUser(ctx: MockContext, user: StoredUser, currentRoleId: string, lang: Lang = 'zh'): ApiUser {
  return {
    id: user.id,
    username: user.username,
    nickName: user.nickName,
    realName: user.realName,
    gender: user.gender,
    phone: user.phone,
    email: user.email,
    deptId: user.deptId,
    deptName: user.deptName,
    avatarPath: user.avatarPath,
    userType: user.userType,
    xykh: user.xykh,
    gh: user.gh,
    roles: rolesOf(ctx, user, currentRoleId, lang),
    enabled: user.enabled,
    createTime: user.createTime,
  };
}

function signIn(ctx: MockContext, user: StoredUser, lang: Lang) {
  if (!user.enabled) fail(401, '账号已停用，请联系管理员');
  const roleId = user.roleIds[0];
  if (!roleId) fail(403, '该账号未分配角色');
  const token = issueToken(ctx, user.id, roleId);
  return { data: { token, user: toApiUser(ctx, user, roleId, lang) }, message: say(lang, '登录成功', 'Signed in') };
}

function userByName(ctx: MockContext, username: string): StoredUser | undefined {
  return ctx.store.slice(identitySlice).userByUsername(username);
}

/**
 * SPEC 3 user info. The stored avatar's path becomes a signed link (our model): an `<img>` sends no
 * bearer token, and the link lets the account itself load its avatar until its token would expire.
 */
async function userInfo(ctx: MockContext, caller: Caller, lang: Lang): Promise<components['schemas']['UserInfo']> {
  const avatarPath = caller.user.avatarPath ? await signedLink(ctx, caller.user.avatarPath, caller) : null;
  const user = { ...toApiUser(ctx, caller.user, caller.role.id, lang), avatarPath };
  return {
    username: caller.user.username,
    avatarPath,
    user,
    roles: user.roles,
    allRoles: caller.user.roleIds.flatMap((id) => {
      const role = ctx.store.slice(identitySlice).roles.get(id);
      return role ? [{ id: role.id, name: roleName(role, lang), roleKey: role.roleKey }] : [];
    }),
    permissions: caller.isAdmin ? ['*:*:*', ...caller.permissions] : caller.permissions,
    dataScopes: caller.user.deptId ? [caller.user.deptId] : [],
    password: caller.user.passwordFlag,
  };
}

export function authHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const identity = ctx.store.slice(identitySlice);
  const sentAt = smsSentAt.get(ctx) ?? new Map<string, number>();
  smsSentAt.set(ctx, sentAt);
  return [
    route.open('post', '/auth/login', ({ body, lang }) => {
      if ('phone' in body && body.phone !== undefined) {
        const user = identity.userByPhone(body.phone);
        if (!user || body.smsCode !== DEMO_SMS_CODE) fail(401, '手机号或验证码错误', 'Wrong mobile number or code');
        return signIn(ctx, user, lang);
      }
      const user = body.username === undefined ? undefined : userByName(ctx, body.username);
      if (!user || user.password !== body.password) fail(401, '用户名或密码错误', 'Wrong user name or password');
      return signIn(ctx, user, lang);
    }),

    route.open('post', '/auth/smsCode', ({ body, lang }) => {
      // Our model: the backend texts a code; the mock sends nothing and login accepts DEMO_SMS_CODE.
      if (!identity.userByPhone(body.phone)) fail(400, '手机号未注册', 'This mobile number is not registered');
      const now = ctx.now();
      const last = sentAt.get(body.phone);
      const waitMs = last === undefined ? 0 : last + SMS_COOLDOWN_SEC * 1000 - now;
      if (waitMs > 0)
        fail(400, `验证码发送过于频繁，请 ${Math.ceil(waitMs / 1000)} 秒后再试`, `Codes are sent too often: try again in ${Math.ceil(waitMs / 1000)} s`);
      sentAt.set(body.phone, now);
      return { data: { cooldownSeconds: SMS_COOLDOWN_SEC }, message: say(lang, '验证码已发送', 'Code sent') };
    }),

    route.open('post', '/auth/sso', ({ body, lang }) => {
      // Our model of the portal's payload: `SSO-<account>` (the portal has already authenticated).
      const match = /^SSO-([A-Za-z0-9_]+)$/.exec(body.payload);
      const user = match?.[1] ? userByName(ctx, match[1]) : undefined;
      if (!user) fail(401, '单点登录凭据无效');
      return signIn(ctx, user, lang);
    }),

    route.open('post', '/auth/cas', ({ query, lang }) => {
      const ticket = query.ticket;
      // Tickets are single use, as a CAS server's service tickets are.
      if (identity.usedTickets.has(ticket)) fail(401, 'CAS 票据已被使用，请重新登录');
      const match = /^ST-([A-Za-z0-9_]+)-.+-cas$/.exec(ticket);
      const user = match?.[1] ? userByName(ctx, match[1]) : undefined;
      if (!user) fail(401, 'CAS 票据无效');
      identity.usedTickets.set({ ticket });
      return signIn(ctx, user, lang);
    }),

    route.authed('get', '/auth/info', async ({ caller, lang }) => ({ data: await userInfo(ctx, caller, lang) })),

    route.authed('delete', '/auth/logout', ({ caller, lang }) => {
      revokeToken(ctx, caller.token);
      return { data: null, message: say(lang, '已退出登录', 'Signed out') };
    }),

    route.authed('put', '/auth/password', ({ caller, body, lang }) => {
      if (body.oldPassword !== caller.user.password) fail(400, '原密码错误', 'The current password is wrong');
      if (body.newPassword === body.oldPassword) fail(400, '新密码不能与原密码相同', 'The new password must differ from the current one');
      // Existing tokens stay valid (our model); the default-password flag turns 'false'.
      identity.setPassword(caller.user.id, body.newPassword);
      return { data: null, message: say(lang, '密码修改成功', 'Password changed') };
    }),

    route.authed('get', '/auth/menus', ({ caller }) => ({ data: ctx.menu.menusFor([caller.role.roleKey]) })),

    route.authed('post', '/auth/roleChange', ({ caller, query, lang }) => {
      const roleId = String(query.id);
      if (!caller.user.roleIds.includes(roleId)) fail(403, '不能切换到未分配给您的角色');
      revokeToken(ctx, caller.token);
      const token = issueToken(ctx, caller.user.id, roleId);
      return { data: { token, user: toApiUser(ctx, caller.user, roleId, lang) }, message: say(lang, '角色切换成功', 'Role switched') };
    }),

    route.authed('get', '/expireToken', ({ caller, lang }) => {
      const session = identity.sessions.get(caller.token);
      if (session) identity.sessions.set({ ...session, expiresAt: ctx.now() - 1 });
      return { data: null, message: say(lang, '令牌已置为过期', 'Token expired') };
    }),

    route.authed('get', '/refreshToken', ({ caller }) => ({ data: { token: rotateToken(ctx, caller) } })),

    route.authed('get', '/auth/service', () => ({ data: SERVICES })),

    route.authed('get', '/kernel/menus/build', ({ caller, query }) => {
      if (query.userId !== undefined && String(query.userId) !== caller.user.id && !caller.isAdmin) {
        throw new MockHttpError(403, '只能获取自己的菜单');
      }
      const service = SERVICES.find((s) => s.service === query.service);
      if (!service) fail(404, `服务 ${String(query.service)} 不存在`);
      return { data: ctx.menu.menusFor([caller.role.roleKey], service.service) };
    }),

    route.open('get', '/publicKey', () => ({
      data: ctx.crypto ? { publicKey: ctx.crypto.publicKey, mockServer: false } : { publicKey: '', mockServer: true },
    })),
  ];
}
