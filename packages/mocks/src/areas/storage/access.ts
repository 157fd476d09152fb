import type { MenuContribution } from '../../core/menu.ts';
import { page } from '../../core/menu.ts';
import { type AccessTable, SIGNED_IN, needs } from '../../http/access.ts';
import type { Caller, MockContext } from '../../http/context.ts';
import type { FileRecord } from './store.ts';

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

/** Admins and holders of `kernel:storage:list` manage every file. */
function isFileManager(caller: Caller): boolean {
  return caller.isAdmin || caller.permissions.includes('kernel:storage:list');
}

/**
 * Who may read a file (our model): the file managers, its uploader, and whoever its scope lets in:
 * everyone signed in for `public`, the account itself for `user`, an area's rule for the rest.
 */
export function mayRead(ctx: MockContext, caller: Caller, file: FileRecord): boolean {
  if (isFileManager(caller) || file.ownerId === caller.user.id) return true;
  const { scope } = file;
  if (scope.kind === 'public') return true;
  if (!('key' in scope)) return false;
  if (scope.kind === 'user') return scope.key === caller.user.id;
  return ctx.fileScopes[scope.kind]?.(ctx, caller, scope.key) ?? false;
}
