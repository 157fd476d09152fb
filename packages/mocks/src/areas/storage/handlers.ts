import type { HttpHandler } from 'msw';
import type { Caller, MockContext } from '../../http/context.ts';
import { paginate } from '../../http/paging.ts';
import { say } from '../../http/language.ts';
import { MEDIA, SUCCESS, fail, fileResponse } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { type FileRecord, mayReadFile, storageSlice } from './store.ts';

/** SPEC 9 image extensions; SVG is not among them: it can carry script. */
const IMAGE_SUFFIXES = new Set(['jpg', 'gif', 'jpeg', 'webp', 'tif', 'bmp', 'apng', 'ico', 'png']);
const TEXT_SUFFIXES = new Set(['txt', 'csv', 'md', 'json', 'log']);
/** Types a browser may render in place without running anything of the file's. */
const PASSIVE_TYPES = /^(image\/(png|jpeg|gif|webp|bmp|tiff|x-icon|vnd\.microsoft\.icon|apng)|application\/pdf|text\/plain)(;|$)/i;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function storageHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const storage = ctx.store.slice(storageSlice);

  /** The file, if the caller may read it: 404 when there is none, 403 when it is someone else's. */
  function readable(caller: Caller, id: string): FileRecord {
    const file = storage.get(id);
    if (!file) fail(404, '文件不存在');
    if (!mayReadFile(ctx, caller, file)) fail(403, '无权访问该文件');
    return file;
  }

  async function bytesOf(file: FileRecord): Promise<Uint8Array> {
    const bytes = await storage.bytesOf(file.meta.id);
    if (!bytes) fail(404, '文件内容已丢失');
    return bytes;
  }

  /** Passive content in place; anything that could run (SVG, HTML, scripts) only as a download. */
  async function serve(file: FileRecord, inline: boolean, cacheSeconds?: number): Promise<Response> {
    const type = file.meta.contentType ?? MEDIA.octet;
    return fileResponse(await bytesOf(file), file.meta.realName, type, { inline: inline && PASSIVE_TYPES.test(type), cacheSeconds });
  }

  return [
    route.authed('post', '/kernel/storage', async ({ files, body, caller, lang }) => {
      const file = files.get('file');
      if (!file) fail(400, "body: missing required field 'file'");
      const bytes = new Uint8Array(await file.arrayBuffer());
      const meta = await storage.add(
        {
          name: file.name,
          contentType: file.type || MEDIA.octet,
          bytes,
          modules: body.modules ?? '',
          biz: body.biz ?? '',
          createBy: caller.user.username,
          ownerId: caller.user.id,
          scope: { kind: 'private' },
        },
        (saved) => saved,
      );
      return { data: meta, message: say(lang, `文件 ${meta.realName} 上传成功`, `${meta.realName} uploaded`) };
    }),

    route.authed('get', '/kernel/storage', ({ query }) => {
      const name = query.realName?.trim();
      const rows = [...storage.files.values()]
        .map((f) => f.meta)
        .filter((f) => (!name || f.realName.includes(name)) && (!query.modules || f.modules === query.modules))
        .sort((a, b) => (b.createTime ?? '').localeCompare(a.createTime ?? ''));
      return { data: paginate(rows, query.current, query.size) };
    }),

    // Registered before `{id}` so that `multiple` is not read as an id.
    route.authed('delete', '/kernel/storage/multiple', ({ body, lang }) => {
      const missing = body.filter((id) => !storage.files.has(id));
      if (missing.length > 0) fail(404, `文件不存在：${missing.join(', ')}`);
      storage.remove(body);
      return { data: null, message: say(lang, ...SUCCESS.deleted) };
    }),

    route.authed('delete', '/kernel/storage/{id}', ({ params, lang }) => {
      if (!storage.get(params.id)) fail(404, '文件不存在');
      storage.remove([params.id]);
      return { data: null, message: say(lang, ...SUCCESS.deleted) };
    }),

    // Ids the caller may not read are left out, as ids that do not exist are: ids are sequential,
    // and the metadata names whose record a file belongs to.
    route.authed('post', '/kernel/storage/info', ({ body, caller }) => ({
      data: body.flatMap((id) => {
        const file = storage.get(id);
        return file && mayReadFile(ctx, caller, file) ? [file.meta] : [];
      }),
    })),

    route.authed('get', '/kernel/storage/onlinePreview', async ({ query, caller }) => {
      const file = readable(caller, query.fileId);
      const suffix = (file.meta.suffix ?? '').toLowerCase();
      if (IMAGE_SUFFIXES.has(suffix) || suffix === 'pdf') return serve(file, true);
      if (TEXT_SUFFIXES.has(suffix)) return fileResponse(await bytesOf(file), file.meta.realName, 'text/plain; charset=utf-8', { inline: true });
      // Office formats would go through a conversion service; the mock says so honestly.
      const name = escapeHtml(file.meta.realName);
      const html = `<!doctype html><meta charset="utf-8"><title>${name}</title><p>${name}（${file.meta.fileSize} 字节）暂不支持在线预览，请下载后查看。</p>`;
      const page = fileResponse(new TextEncoder().encode(html), `${file.meta.realName}.html`, 'text/html; charset=utf-8', { inline: true });
      page.headers.set('Content-Security-Policy', "sandbox; default-src 'none'");
      return page;
    }),

    route.authed('get', '/kernel/storage/download/{id}', ({ params, caller }) => serve(readable(caller, params.id), false)),

    route.authed('get', '/kernel/storage/cache/{id}', ({ params, caller }) => serve(readable(caller, params.id), true, 86400)),
  ];
}
