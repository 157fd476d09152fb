import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import type { MockContext } from './context.ts';
import { MEDIA, fail, fileResponse } from './respond.ts';
import type { Router } from './route.ts';
import { paginate } from './student-query.ts';

type Notice = components['schemas']['Notice'];
type StoredFile = components['schemas']['StoredFile'];

const MAX_ATTACHMENTS = 5;
const IMAGE_SUFFIXES = new Set(['jpg', 'gif', 'jpeg', 'webp', 'tif', 'bmp', 'apng', 'ico', 'png']);

function parseFileKeys(ctx: MockContext, filekey: string | undefined): string[] {
  if (filekey === undefined || filekey.trim() === '') return [];
  let ids: unknown;
  try {
    ids = JSON.parse(filekey);
  } catch {
    fail(400, 'filekey 必须是文件 ID 的 JSON 数组');
  }
  if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) fail(400, 'filekey 必须是文件 ID 的 JSON 数组');
  if (ids.length > MAX_ATTACHMENTS) fail(400, `附件最多 ${MAX_ATTACHMENTS} 个`);
  for (const id of ids) if (!ctx.store.files.has(id)) fail(400, `附件 ${id} 不存在`);
  return ids;
}

function suffixOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function storedFile(ctx: MockContext, id: string) {
  const file = ctx.store.files.get(id);
  if (!file) fail(404, '文件不存在');
  return file;
}

export function saveUpload(ctx: MockContext, file: File, bytes: Uint8Array, fields: { modules?: string; biz?: string }, createBy: string): StoredFile {
  const suffix = suffixOf(file.name);
  const meta: StoredFile = {
    id: ctx.store.nextId(),
    realName: file.name,
    fileSize: bytes.byteLength,
    suffix,
    contentType: file.type || MEDIA.octet,
    modules: fields.modules ?? '',
    biz: fields.biz ?? '',
    createBy,
    createTime: ctx.store.now(),
  };
  ctx.store.files.set(meta.id, { meta, bytes });
  ctx.store.touch();
  return meta;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function kernelHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const { store } = ctx;
  return [
    route.authed('get', '/kernel/dictDetail/get', ({ query }) => ({ data: store.dict(query.dictName) })),

    route.authed('get', '/kernel/dictDetail/map', ({ query }) => {
      const names = String(query.dictName).split(',').map((n) => n.trim()).filter(Boolean);
      return { data: Object.fromEntries(names.map((name) => [name, store.dict(name)])) };
    }),

    route.authed('get', '/kernel/notice', ({ query }) => {
      const title = query.title?.trim();
      const rows = [...store.notices.values()]
        .filter((n) => !title || n.title.includes(title))
        .sort((a, b) => b.time.localeCompare(a.time));
      return { data: paginate(rows, query.current, query.size) };
    }),

    route.authed('post', '/kernel/api/config/notice', ({ body, caller }) => {
      parseFileKeys(ctx, body.filekey);
      const now = store.now();
      const notice: Notice = {
        id: store.nextId(),
        title: body.title,
        deptName: body.deptName ?? caller.user.deptName ?? '研究生院',
        time: now,
        content: body.content,
        filekey: body.filekey ?? '[]',
        createBy: caller.user.username,
        updateTime: now,
      };
      store.notices.set(notice.id, notice);
      store.touch();
      return { data: notice, message: '新增成功' };
    }),

    route.authed('put', '/kernel/api/config/notice', ({ body }) => {
      if (!body.id) fail(400, 'body: missing required field \'id\'');
      const existing = store.notices.get(body.id);
      if (!existing) fail(404, '通知不存在');
      parseFileKeys(ctx, body.filekey);
      const notice: Notice = {
        ...existing,
        title: body.title,
        content: body.content,
        deptName: body.deptName ?? existing.deptName,
        filekey: body.filekey ?? existing.filekey,
        updateTime: store.now(),
      };
      store.notices.set(notice.id, notice);
      store.touch();
      return { data: notice, message: '修改成功' };
    }),

    route.authed('delete', '/kernel/api/config/notice/{id}', ({ params }) => {
      if (!store.notices.delete(params.id)) fail(404, '通知不存在');
      store.touch();
      return { data: null, message: '删除成功' };
    }),

    route.open('get', '/kernel/api/config/notice/NotAuth', ({ query }) => {
      const notice = store.notices.get(query.id);
      if (!notice) fail(404, '通知不存在');
      return { data: [notice] };
    }),

    route.authed('post', '/kernel/storage', async ({ files, body, caller }) => {
      const file = files.get('file');
      if (!file) fail(400, 'body: missing required field \'file\'');
      const bytes = new Uint8Array(await file.arrayBuffer());
      return { data: saveUpload(ctx, file, bytes, body, caller.user.username), message: `文件 ${file.name} 上传成功` };
    }),

    route.authed('get', '/kernel/storage', ({ query }) => {
      const name = query.realName?.trim();
      const rows = [...store.files.values()]
        .map((f) => f.meta)
        .filter((f) => (!name || f.realName.includes(name)) && (!query.modules || f.modules === query.modules))
        .sort((a, b) => (b.createTime ?? '').localeCompare(a.createTime ?? ''));
      return { data: paginate(rows, query.current, query.size) };
    }),

    // Registered before `{id}` so that `multiple` is not read as an id.
    route.authed('delete', '/kernel/storage/multiple', ({ body }) => {
      const missing = body.filter((id) => !store.files.has(id));
      if (missing.length > 0) fail(404, `文件不存在：${missing.join(', ')}`);
      for (const id of body) store.files.delete(id);
      store.touch();
      return { data: null, message: '删除成功' };
    }),

    route.authed('delete', '/kernel/storage/{id}', ({ params }) => {
      if (!store.files.delete(params.id)) fail(404, '文件不存在');
      store.touch();
      return { data: null, message: '删除成功' };
    }),

    route.authed('post', '/kernel/storage/info', ({ body }) => ({
      data: body.flatMap((id) => {
        const file = store.files.get(id);
        return file ? [file.meta] : [];
      }),
    })),

    route.authed('get', '/kernel/storage/onlinePreview', ({ query }) => {
      const file = storedFile(ctx, query.fileId);
      const suffix = (file.meta.suffix ?? suffixOf(file.meta.realName)).toLowerCase();
      if (IMAGE_SUFFIXES.has(suffix) || suffix === 'pdf') {
        return fileResponse(file.bytes, file.meta.realName, file.meta.contentType ?? MEDIA.octet, { inline: true });
      }
      if (['txt', 'csv', 'md', 'json', 'log'].includes(suffix)) {
        return fileResponse(file.bytes, file.meta.realName, 'text/plain; charset=utf-8', { inline: true });
      }
      // Office formats would go through a conversion service; the mock says so honestly.
      const html = `<!doctype html><meta charset="utf-8"><title>${escapeHtml(file.meta.realName)}</title><p>${escapeHtml(file.meta.realName)}（${file.meta.fileSize} 字节）暂不支持在线预览，请下载后查看。</p>`;
      return fileResponse(new TextEncoder().encode(html), `${file.meta.realName}.html`, 'text/html; charset=utf-8', { inline: true });
    }),

    route.authed('get', '/kernel/storage/download/{id}', ({ params }) => {
      const file = storedFile(ctx, params.id);
      return fileResponse(file.bytes, file.meta.realName, file.meta.contentType ?? MEDIA.octet);
    }),

    route.authed('get', '/kernel/storage/cache/{id}', ({ params }) => {
      const file = storedFile(ctx, params.id);
      return fileResponse(file.bytes, file.meta.realName, file.meta.contentType ?? MEDIA.octet, { inline: true, cacheSeconds: 86400 });
    }),

    route.authed('post', '/cloud-yg/api/approval', ({ body, caller }) => {
      // SPEC 5: the schema counts 2 to 100 characters; blanks padded to length are no opinion either.
      const opinion = body.opinion.trim();
      if (opinion === '') fail(400, '请填写审批意见');
      if ([...opinion].length < 2) fail(400, '审批意见长度在 2 到 100 个字符之间');
      const record = {
        id: store.nextId(),
        coreKey: body.coreKey,
        type: body.type,
        callback: body.callback,
        mkCode: body.mkCode,
        coreCode: body.coreCode,
        status: body.status,
        opinion,
        approverId: caller.user.id,
        approverName: caller.user.realName ?? caller.user.nickName,
        createTime: store.now(),
        appendData: body.appendData ?? {},
      };
      store.approvals.set(record.id, record);
      store.touch();
      // The answer is read as success and msg (SPEC 7); the callback is not called by the mock.
      return { data: record, message: '审批成功', extra: { success: true, msg: '审批成功' } };
    }),

    route.authed('get', '/cloud-yg/api/approval/list', ({ query }) => {
      const keys = query.coreKey ? new Set(String(query.coreKey).split(',')) : undefined;
      // Newest first; records of the same second keep the order they were made in, newest first too.
      const rows = [...store.approvals.values()]
        .reverse()
        .filter(
          (r) =>
            (!keys || keys.has(r.coreKey)) &&
            (!query.mkCode || r.mkCode === query.mkCode) &&
            (!query.coreCode || r.coreCode === query.coreCode) &&
            (!query.type || r.type === query.type) &&
            (query.status === undefined || r.status === Number(query.status)) &&
            (!query.approverName || r.approverName.includes(query.approverName)),
        )
        .sort((a, b) => b.createTime.localeCompare(a.createTime));
      return { data: rows };
    }),
  ];
}
