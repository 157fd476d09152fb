import type { MenuContribution } from '../../core/menu.ts';
import { page } from '../../core/menu.ts';
import { type AccessTable, SIGNED_IN, needs } from '../../http/access.ts';

export const storagePermissions = {
  'kernel:storage:list': ['staff'],
  'kernel:storage:delete': ['staff'],
} as const;

export const storageAccess: AccessTable = {
  listFiles: needs('kernel:storage:list'),
  uploadFile: SIGNED_IN,
  deleteFile: needs('kernel:storage:delete'),
  deleteFiles: needs('kernel:storage:delete'),
  getFilesInfo: { access: 'signed-in', scope: 'file-owner' },
  previewFile: { access: 'signed-in', scope: 'file-owner' },
  downloadFile: { access: 'signed-in', scope: 'file-owner' },
  getCachedFile: { access: 'signed-in', scope: 'file-owner' },
};

export const storageMenus: readonly MenuContribution[] = [
  {
    group: '/system',
    order: 30,
    entry: page('/system/storage', 'Storage', 'kernel/storage/index', '文件管理', 'folder-3-line', {
      roles: ['admin', 'staff'],
      meta: { guard: ['kernel:storage:list'] },
    }),
  },
];
