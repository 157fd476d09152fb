/**
 * Sign-in, session and menus. The engine signs in itself (every area needs a session); this file adds
 * the values other reads need, the other ways in, the password and SMS writes, and, last of all, the
 * token life cycle on a session of its own so the main token stays valid.
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import type { AreaScenario } from '../scenario.ts';

type UserInfo = components['schemas']['UserInfo'];
type CloudService = components['schemas']['CloudService'];
type TokenResult = components['schemas']['TokenResult'];

export const auth: AreaScenario = {
  name: 'auth',
  tags: ['auth'],
  manual: ['ssoLogin', 'casLogin', 'changePassword', 'sendSmsCode', 'changeRole', 'expireToken', 'refreshToken', 'logout'],

  async provide(run) {
    const info = await run.data<UserInfo>('getUserInfo');
    run.param('userId', info?.user.id);
    const services = await run.data<CloudService[]>('listServices');
    run.param('service', (services?.find((s) => s.service === 'cloud-xj') ?? services?.[0])?.service);
  },

  async reads(run) {
    if (run.options.ssoPayload) await run.call('ssoLogin', { json: { payload: run.options.ssoPayload } });
    else run.skip('ssoLogin', 'needs a payload from the single sign-on portal: pass --sso-payload');
    if (run.options.casTicket) await run.call('casLogin', { query: { ticket: run.options.casTicket } });
    else run.skip('casLogin', 'needs a fresh CAS service ticket: pass --cas-ticket');
  },

  async writes(run) {
    // The password: changed and changed back.
    const { username, password } = run.options.credentials;
    const temporary = `${password}-cc${run.stamp}`.slice(0, 64);
    const changed = await run.call('changePassword', { json: { oldPassword: password, newPassword: temporary } });
    if (changed?.ok) {
      const restored = await run.call('changePassword', { json: { oldPassword: temporary, newPassword: password } });
      if (!restored?.ok) run.fail('changePassword', '$', `could not change the password of ${username} back: it is now '${temporary}'`);
    }

    if (run.options.smsPhone) await run.call('sendSmsCode', { json: { phone: run.options.smsPhone } });
    else run.skip('sendSmsCode', 'sends a real SMS: pass --sms-phone with a phone that may receive it');
  },

  async last(run) {
    // Revokes only the check's own extra session, so it runs without `writes` too.
    const session = await run.signIn();
    if (!session) {
      for (const id of ['changeRole', 'expireToken', 'refreshToken', 'logout']) run.skip(id, 'a second session of the main account could not sign in');
      return;
    }
    let token = session.token;
    const roleId = session.roleIds[0];
    if (roleId) {
      const switched = await run.data<TokenResult>('changeRole', { query: { id: roleId }, token });
      if (switched) token = switched.token;
    } else run.skip('changeRole', 'the sign-in answer lists no role to switch to');
    await run.call('expireToken', { token });
    const refreshed = await run.data<TokenResult>('refreshToken', { token });
    if (refreshed) token = refreshed.token;
    await run.call('logout', { token });
  },
};
