import type { MenuContribution } from '../../core/menu.ts';
import { page } from '../../core/menu.ts';
import { type AccessTable, needs } from '../../http/access.ts';

export const approvalPermissions = {
  'approval:add': ['staff', 'teacher', 'college'],
  // Students read the history of their own applications; the list shows each caller what is theirs to see.
  'approval:list': ['staff', 'teacher', 'college', 'student'],
} as const;

export const approvalAccess: AccessTable = {
  addApproval: needs('approval:add'),
  listApprovals: needs('approval:list'),
};

export const approvalMenus: readonly MenuContribution[] = [
  {
    group: '/system',
    order: 50,
    entry: page('/system/approval', 'Approval', 'approval/index', '审批记录', 'list-check-2', {
      service: 'cloud-yg',
      roles: ['admin', 'staff', 'teacher', 'college'],
      meta: { guard: ['approval:list'], badge: 3 },
    }),
  },
];
