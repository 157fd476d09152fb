import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import { bytesToBase64 } from '@gs/sdk/crypto';
import { studentPhoto } from '../files/photo.ts';
import type { MockContext } from './context.ts';
import { saveUpload } from './kernel.ts';
import { MEDIA, fail, fileResponse } from './respond.ts';
import type { Router } from './route.ts';
import { studentInScope } from './students.ts';

type Student = components['schemas']['Student'];
type PhotoType = components['schemas']['PhotoType'];

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/bmp': 'bmp' };

/**
 * The uploaded photo when there is one, else the generated one (drawn once, then served from the
 * cache of `files/photo.ts`). `extension` names the file in a zip of photos.
 */
export function photoOf(ctx: MockContext, student: Pick<Student, 'xykh'>, kind: PhotoType) {
  const fileId = ctx.store.photoOverrides.get(`${student.xykh}:${kind}`);
  const stored = fileId ? ctx.store.files.get(fileId) : undefined;
  if (stored) {
    const contentType = stored.meta.contentType ?? MEDIA.png;
    return { bytes: stored.bytes, contentType, fileName: stored.meta.realName, extension: EXTENSIONS[contentType] ?? 'png' };
  }
  return { bytes: studentPhoto(student.xykh, kind), contentType: MEDIA.png, fileName: `${student.xykh}_${kind}.png`, extension: 'png' };
}

export function photoHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const base = '/cloud-xj/api/xj/xjxx' as const;
  return [
    route.authed('get', `${base}/gettu`, ({ query, caller }) => {
      const student = studentInScope(ctx, caller, query.xykh);
      const kind = query.fileType ?? 'rxzp';
      const photo = photoOf(ctx, student, kind);
      return { data: { xykh: student.xykh, fileType: kind, fileName: photo.fileName, contentType: photo.contentType, fileContent: bytesToBase64(photo.bytes) } };
    }),

    route.authed('get', `${base}/xjxwzpfile/download`, ({ query, caller }) => {
      const student = studentInScope(ctx, caller, query.xykh);
      const photo = photoOf(ctx, student, query.fileType ?? 'rxzp');
      return fileResponse(photo.bytes, `${student.xykh}_${student.xm}.png`, photo.contentType);
    }),

    route.authed('get', `${base}/showXczp`, ({ query, caller }) => {
      const student = studentInScope(ctx, caller, query.xykh);
      const photo = photoOf(ctx, student, 'rxzp');
      return fileResponse(photo.bytes, photo.fileName, photo.contentType, { inline: true });
    }),

    route.authed('post', `${base}/xjxwzpfile/upload`, async ({ body, files, caller }) => {
      const student = studentInScope(ctx, caller, body.xykh);
      const file = files.get('file');
      if (!file) fail(400, "body: missing required field 'file'");
      if (!IMAGE_TYPES.has(file.type)) fail(400, '照片必须是图片文件 (png, jpeg, gif, webp, bmp)');
      const kind = body.fileType ?? 'rxzp';
      const meta = saveUpload(ctx, file, new Uint8Array(await file.arrayBuffer()), { modules: 'xj-photo', biz: `${student.xykh}:${kind}` }, caller.user.username);
      ctx.store.photoOverrides.set(`${student.xykh}:${kind}`, meta.id);
      ctx.store.touch();
      return { data: meta, message: '照片已上传' };
    }),

    route.authed('post', `${base}/stu/updateAvatar`, async ({ files, caller }) => {
      if (caller.role.roleKey !== 'student' || !caller.user.xykh) fail(403, '只有学生账号可以更新本人照片');
      const file = files.get('file');
      if (!file) fail(400, "body: missing required field 'file'");
      if (!IMAGE_TYPES.has(file.type)) fail(400, '照片必须是图片文件 (png, jpeg, gif, webp, bmp)');
      const meta = saveUpload(ctx, file, new Uint8Array(await file.arrayBuffer()), { modules: 'xj-photo', biz: caller.user.xykh }, caller.user.username);
      ctx.store.photoOverrides.set(`${caller.user.xykh}:rxzp`, meta.id);
      ctx.store.touch();
      return { data: meta, message: '照片已更新' };
    }),
  ];
}
