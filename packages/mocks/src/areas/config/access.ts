import { type AccessTable, needs } from '../../http/access.ts';

/** Changing the configuration is the graduate school's (admins pass every check). */
export const configPermissions = {
  'kernel:sjpz:edit': ['staff'],
} as const;

export const configAccess: AccessTable = {
  // Every signed-in account reads the items: the application pages say when a window opens.
  listConfigItems: { access: 'signed-in' },
  getConfigItem: { access: 'signed-in' },
  updateConfigItem: needs('kernel:sjpz:edit'),
};
