import { type AccessTable, PUBLIC, SIGNED_IN } from '../../http/access.ts';

export const authAccess: AccessTable = {
  login: PUBLIC,
  sendSmsCode: PUBLIC,
  ssoLogin: PUBLIC,
  casLogin: PUBLIC,
  getUserInfo: SIGNED_IN,
  logout: SIGNED_IN,
  changePassword: SIGNED_IN,
  getMenus: SIGNED_IN,
  changeRole: { access: 'signed-in', scope: 'own-roles' },
  expireToken: SIGNED_IN,
  refreshToken: SIGNED_IN,
  listServices: SIGNED_IN,
  buildMenus: { access: 'signed-in', scope: 'own-user' },
  getPublicKey: PUBLIC,
};
