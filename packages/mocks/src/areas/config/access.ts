import type { MenuContribution, RoleKey } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';
import { type AccessTable, needs } from '../../http/access.ts';

/** Reading the change history and changing the configuration are the graduate school's (admins pass every check). */
export const configPermissions = {
  'kernel:sjpz:list': ['staff'],
  'kernel:sjpz:edit': ['staff'],
} as const;

export const configAccess: AccessTable = {
  // Every signed-in account reads the items: the application pages say when a window opens.
  listConfigItems: { access: 'signed-in' },
  getConfigItem: { access: 'signed-in' },
  // Who changed what is the graduate school's business, not every account's.
  listConfigHistory: needs('kernel:sjpz:list'),
  updateConfigItem: needs('kernel:sjpz:edit'),
};

const MANAGERS: readonly RoleKey[] = ['admin', 'staff'];

/** SPEC 2 routes of 数据配置 (moved here from `areas/menu.ts`): the items page and the form of one item. */
export const configMenus: readonly MenuContribution[] = [
  { group: '/system', order: 60, entry: page('/system/sjpz', 'Sjpz', 'kernel/sjpz/index', '数据配置', 'equalizer-line', { roles: MANAGERS }) },
  { group: '/system', order: 90, entry: hidden('/sjpz/form', 'SjpzForm', 'kernel/sjpz/form', '数据配置表单', '/system/sjpz', MANAGERS) },
];
