import type { HttpHandler } from 'msw';
import type { MockContext } from '../../http/context.ts';
import { MEDIA, fail, fileResponse } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { paginate } from '../../http/paging.ts';
import { type FileRecord, storageSlice } from './store.ts';

const IMAGE_SUFFIXES = new Set(['jpg', 'gif', 'jpeg', 'webp', 'tif', 'bmp', 'apng', 'ico', 'png']);

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function storageHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const storage = ctx.store.slice(storageSlice);

  function stored(id: string): FileRecord {
    const file = storage.get(id);
    if (!file) fail(404, '文件不存在');
    return file;
  }

  async function bytesOf(file: FileRecord): Promise<Uint8Array> {
    const bytes = await storage.bytesOf(file.meta.id);
    if (!bytes) fail(404, '文件内容已丢失');
    return bytes;
  }

  return [
    route.authed('post', '/kernel/storage', async ({ files, body, caller }) => {
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
      return { data: meta, message: `文件 ${file.name} 上传成功` };
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
    route.authed('delete', '/kernel/storage/multiple', ({ body }) => {
      const missing = body.filter((id) => !storage.files.has(id));
      if (missing.length > 0) fail(404, `文件不存在：${missing.join(', ')}`);
      storage.remove(body);
      return { data: null, message: '删除成功' };
    }),

    route.authed('delete', '/kernel/storage/{id}', ({ params }) => {
      stored(params.id);
      storage.remove([params.id]);
      return { data: null, message: '删除成功' };
    }),

    route.authed('post', '/kernel/storage/info', ({ body }) => ({
      data: body.flatMap((id) => {
        const file = storage.get(id);
        return file ? [file.meta] : [];
      }),
    })),

    route.authed('get', '/kernel/storage/onlinePreview', async ({ query }) => {
      const file = stored(query.fileId);
      const { meta } = file;
      const suffix = (meta.suffix ?? '').toLowerCase();
      if (IMAGE_SUFFIXES.has(suffix) || suffix === 'pdf') {
        return fileResponse(await bytesOf(file), meta.realName, meta.contentType ?? MEDIA.octet, { inline: true });
      }
      if (['txt', 'csv', 'md', 'json', 'log'].includes(suffix)) {
        return fileResponse(await bytesOf(file), meta.realName, 'text/plain; charset=utf-8', { inline: true });
      }
      // Office formats would go through a conversion service; the mock says so honestly.
      const html = `<!doctype html><meta charset="utf-8"><title>${escapeHtml(meta.realName)}</title><p>${escapeHtml(meta.realName)}（${meta.fileSize} 字节）暂不支持在线预览，请下载后查看。</p>`;
      return fileResponse(new TextEncoder().encode(html), `${meta.realName}.html`, 'text/html; charset=utf-8', { inline: true });
    }),

    route.authed('get', '/kernel/storage/download/{id}', async ({ params }) => {
      const file = stored(params.id);
      return fileResponse(await bytesOf(file), file.meta.realName, file.meta.contentType ?? MEDIA.octet);
    }),

    route.authed('get', '/kernel/storage/cache/{id}', async ({ params }) => {
      const file = stored(params.id);
      return fileResponse(await bytesOf(file), file.meta.realName, file.meta.contentType ?? MEDIA.octet, { inline: true, cacheSeconds: 86400 });
    }),
  ];
}
