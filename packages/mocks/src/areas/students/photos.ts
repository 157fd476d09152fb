import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import { bytesToBase64 } from '@gs/sdk/crypto';
import { studentPhoto } from '../../files/photo.ts';
import type { MockContext } from '../../http/context.ts';
import { imageTypeOf } from '../../http/image-type.ts';
import { say } from '../../http/language.ts';
import { MEDIA, fail, fileResponse } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { storageSlice } from '../storage/store.ts';
import { studentInScope } from './handlers.ts';
import { studentsSlice } from './store.ts';

type Student = components['schemas']['Student'];
type PhotoType = components['schemas']['PhotoType'];

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);
const NOT_AN_IMAGE = '照片必须是图片文件 (png, jpeg, gif, webp, bmp)';

/**
 * The uploaded photo, checked before anything is looked up or stored: labelled as an image and an
 * image by its bytes; kept with the type its bytes have.
 */
async function photoUpload(files: Map<string, File>): Promise<{ file: File; bytes: Uint8Array; type: string }> {
  const file = files.get('file');
  if (!file) fail(400, "body: missing required field 'file'");
  if (!IMAGE_TYPES.has(file.type)) fail(400, NOT_AN_IMAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (!type) fail(400, `${NOT_AN_IMAGE}: 文件内容不是图片 (the file's bytes are not an image)`);
  return { file, bytes, type };
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/bmp': 'bmp' };

/**
 * The uploaded photo when there is one, else the generated one (drawn once, then served from the
 * cache of `files/photo.ts`). `extension` names the file in a zip of photos.
 */
export async function photoOf(ctx: MockContext, student: Pick<Student, 'xykh'>, kind: PhotoType) {
  const fileId = ctx.store.slice(studentsSlice).photoOverride(student.xykh, kind);
  const storage = ctx.store.slice(storageSlice);
  const stored = fileId ? storage.get(fileId) : undefined;
  const bytes = stored ? await storage.bytesOf(stored.meta.id) : undefined;
  if (stored && bytes) {
    const contentType = stored.meta.contentType ?? MEDIA.png;
    return { bytes, contentType, fileName: stored.meta.realName, extension: EXTENSIONS[contentType] ?? 'png' };
  }
  return { bytes: studentPhoto(student.xykh, kind), contentType: MEDIA.png, fileName: `${student.xykh}_${kind}.png`, extension: 'png' };
}

export function photoHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const base = '/cloud-xj/api/xj/xjxx' as const;
  return [
    route.authed('get', `${base}/gettu`, async ({ query, caller }) => {
      const student = studentInScope(ctx, caller, query.xykh);
      const kind = query.fileType ?? 'rxzp';
      const photo = await photoOf(ctx, student, kind);
      return {
        data: { xykh: student.xykh, fileType: kind, fileName: photo.fileName, contentType: photo.contentType, fileContent: bytesToBase64(photo.bytes) },
      };
    }),

    route.authed('get', `${base}/xjxwzpfile/download`, async ({ query, caller }) => {
      const student = studentInScope(ctx, caller, query.xykh);
      const photo = await photoOf(ctx, student, query.fileType ?? 'rxzp');
      return fileResponse(photo.bytes, `${student.xykh}_${student.xm}.png`, photo.contentType);
    }),

    route.authed('get', `${base}/showXczp`, async ({ query, caller }) => {
      const student = studentInScope(ctx, caller, query.xykh);
      const photo = await photoOf(ctx, student, 'rxzp');
      return fileResponse(photo.bytes, photo.fileName, photo.contentType, { inline: true });
    }),

    route.authed('post', `${base}/xjxwzpfile/upload`, async ({ body, files, caller, lang }) => {
      const photo = await photoUpload(files);
      const student = studentInScope(ctx, caller, body.xykh);
      const kind = body.fileType ?? 'rxzp';
      const meta = await savePhoto(ctx, photo, student.xykh, kind, caller.user.username, caller.user.id);
      return { data: meta, message: say(lang, '照片已上传', 'Photo uploaded') };
    }),

    route.authed('post', `${base}/stu/updateAvatar`, async ({ files, caller, lang }) => {
      // The router lets only student accounts in (access 'student'), so the card number is there.
      const xykh = caller.user.xykh ?? fail(403, '只有学生账号可以更新本人照片');
      const photo = await photoUpload(files);
      const meta = await savePhoto(ctx, photo, xykh, 'rxzp', caller.user.username, caller.user.id);
      return { data: meta, message: say(lang, '照片已更新', 'Photo updated') };
    }),
  ];
}

/** Stores an uploaded photo as a file of the student's and points the student's photo of that type at it. */
async function savePhoto(
  ctx: MockContext,
  photo: { file: File; bytes: Uint8Array; type: string },
  xykh: string,
  kind: PhotoType,
  createBy: string,
  ownerId: string,
) {
  const students = ctx.store.slice(studentsSlice);
  return ctx.store.slice(storageSlice).add(
    {
      name: photo.file.name,
      contentType: photo.type,
      bytes: photo.bytes,
      modules: 'xj-photo',
      biz: `${xykh}:${kind}`,
      createBy,
      ownerId,
      scope: { kind: 'student', key: xykh },
    },
    (meta) => {
      if (!students.byXykh(xykh)) fail(404, `学号 ${xykh} 的学生不存在`);
      students.setPhoto(xykh, kind, meta.id);
      return meta;
    },
  );
}
