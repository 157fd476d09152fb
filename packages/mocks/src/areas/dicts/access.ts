import type { MenuContribution } from '../../core/menu.ts';
import { page } from '../../core/menu.ts';
import { type AccessTable, SIGNED_IN } from '../../http/access.ts';

export const dictAccess: AccessTable = {
  getDictDetails: SIGNED_IN,
  getDictMap: SIGNED_IN,
};

export const dictMenus: readonly MenuContribution[] = [
  { group: '/system', order: 40, entry: page('/system/dict', 'Dict', 'kernel/dict/index', '数据字典', 'book-2-line', { roles: ['admin', 'staff'] }) },
];
