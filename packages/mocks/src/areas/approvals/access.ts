import type { MenuContribution } from '../../core/menu.ts';
import { page } from '../../core/menu.ts';
import { type AccessTable, needs } from '../../http/access.ts';

export const approvalPermissions = {
  'approval:add': ['staff', 'teacher'],
  'approval:list': ['staff', 'teacher'],
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
      meta: { guard: ['approval:list'], badge: 3 },
    }),
  },
];
