import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import { bytesToBase64 } from '@gs/sdk/crypto';
import { studentPhoto } from '../files/photo.ts';
import type { MockContext } from './context.ts';
import { imageTypeOf } from './image-type.ts';
import { saveUpload } from './kernel.ts';
import { MEDIA, fail, fileResponse } from './respond.ts';
import type { Router } from './route.ts';
import { studentInScope } from './students.ts';

type Student = components['schemas']['Student'];
type PhotoType = components['schemas']['PhotoType'];

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);
const NOT_AN_IMAGE = '照片必须是图片文件 (png, jpeg, gif, webp, bmp)';

/**
 * The uploaded photo, checked before anything is looked up or stored: labelled as an image and an
 * image by its bytes; kept with the type its bytes have.
 */
async function photoUpload(files: Map<string, File>): Promise<{ file: File; bytes: Uint8Array }> {
  const file = files.get('file');
  if (!file) fail(400, "body: missing required field 'file'");
  if (!IMAGE_TYPES.has(file.type)) fail(400, NOT_AN_IMAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (!type) fail(400, `${NOT_AN_IMAGE}: 文件内容不是图片 (the file's bytes are not an image)`);
  return { file: type === file.type ? file : new File([bytes], file.name, { type }), bytes };
}

/** The uploaded photo when there is one, else the generated one. */
function photoOf(ctx: MockContext, student: Student, kind: PhotoType) {
  const fileId = ctx.store.photoOverrides.get(`${student.xykh}:${kind}`);
  const stored = fileId ? ctx.store.files.get(fileId) : undefined;
  if (stored) return { bytes: stored.bytes, contentType: stored.meta.contentType ?? MEDIA.png, fileName: stored.meta.realName };
  return { bytes: studentPhoto(student.xykh, kind), contentType: MEDIA.png, fileName: `${student.xykh}_${kind}.png` };
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
      const { file, bytes } = await photoUpload(files);
      const student = studentInScope(ctx, caller, body.xykh);
      const kind = body.fileType ?? 'rxzp';
      const meta = saveUpload(ctx, file, bytes, { modules: 'xj-photo', biz: `${student.xykh}:${kind}` }, caller.user.username);
      ctx.store.photoOverrides.set(`${student.xykh}:${kind}`, meta.id);
      ctx.store.touch();
      return { data: meta, message: '照片已上传' };
    }),

    route.authed('post', `${base}/stu/updateAvatar`, async ({ files, caller }) => {
      if (caller.role.roleKey !== 'student' || !caller.user.xykh) fail(403, '只有学生账号可以更新本人照片');
      const { file, bytes } = await photoUpload(files);
      const meta = saveUpload(ctx, file, bytes, { modules: 'xj-photo', biz: caller.user.xykh }, caller.user.username);
      ctx.store.photoOverrides.set(`${caller.user.xykh}:rxzp`, meta.id);
      ctx.store.touch();
      return { data: meta, message: '照片已更新' };
    }),
  ];
}
