import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import type { Caller, MockContext } from '../../http/context.ts';
import { paginate } from '../../http/paging.ts';
import { say } from '../../http/language.ts';
import { SUCCESS, fail } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { mayReadFile, storageSlice } from '../storage/store.ts';
import { noticesSlice } from './store.ts';

type Notice = components['schemas']['Notice'];

/** SPEC 9: notice attachments up to 5. */
const MAX_ATTACHMENTS = 5;

export function noticeHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const { store } = ctx;
  const { notices, list } = store.slice(noticesSlice);
  const storage = store.slice(storageSlice);

  /**
   * The attachment ids of `filekey`, each a stored file the caller may read; they become public
   * with the notice (whoever reads the notice may download them).
   */
  function attach(caller: Caller, filekey: string | undefined): string[] {
    if (filekey === undefined || filekey.trim() === '') return [];
    let ids: unknown;
    try {
      ids = JSON.parse(filekey);
    } catch {
      fail(400, 'filekey 必须是文件 ID 的 JSON 数组');
    }
    if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) fail(400, 'filekey 必须是文件 ID 的 JSON 数组');
    if (ids.length > MAX_ATTACHMENTS) fail(400, `附件最多 ${MAX_ATTACHMENTS} 个`);
    for (const id of ids) {
      const file = storage.get(id);
      // Someone else's private file is answered as missing, as an unknown id is.
      if (!file || !mayReadFile(ctx, caller, file)) fail(400, `附件 ${id} 不存在`);
    }
    for (const id of ids) storage.share(id, { kind: 'public' });
    return ids;
  }

  return [
    route.authed('get', '/kernel/notice', ({ query }) => ({ data: paginate(list(query.title?.trim()), query.current, query.size) })),

    route.authed('post', '/kernel/api/config/notice', ({ body, caller, lang }) => {
      attach(caller, body.filekey);
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
      notices.set(notice);
      return { data: notice, message: say(lang, ...SUCCESS.added) };
    }),

    route.authed('put', '/kernel/api/config/notice', ({ body, caller, lang }) => {
      if (!body.id) fail(400, "body: missing required field 'id'");
      const existing = notices.get(body.id);
      if (!existing) fail(404, '通知不存在');
      attach(caller, body.filekey);
      const notice: Notice = {
        ...existing,
        title: body.title,
        content: body.content,
        deptName: body.deptName ?? existing.deptName,
        filekey: body.filekey ?? existing.filekey,
        updateTime: store.now(),
      };
      notices.set(notice);
      return { data: notice, message: say(lang, ...SUCCESS.saved) };
    }),

    route.authed('delete', '/kernel/api/config/notice/{id}', ({ params, lang }) => {
      if (!notices.delete(params.id)) fail(404, '通知不存在');
      return { data: null, message: say(lang, ...SUCCESS.deleted) };
    }),

    route.open('get', '/kernel/api/config/notice/NotAuth', ({ query }) => {
      const notice = notices.get(query.id);
      if (!notice) fail(404, '通知不存在');
      return { data: [notice] };
    }),
  ];
}
