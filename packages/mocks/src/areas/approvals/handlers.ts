import type { HttpHandler } from 'msw';
import { compareCodes } from '../../core/compare.ts';
import { type MockContext, inRequest } from '../../http/context.ts';
import { say } from '../../http/language.ts';
import { fail } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { type ApprovalKeyView, type Catalog, businessKey } from '../area.ts';
import { approvalsSlice } from './store.ts';

export function approvalHandlers(route: Router, ctx: MockContext, catalog: Catalog): HttpHandler[] {
  const { store } = ctx;
  const history = store.slice(approvalsSlice);
  const { approvals } = history;
  return [
    route.authed('post', '/cloud-yg/api/approval', ({ body, caller, lang }) => {
      // SPEC 5: the schema counts 2 to 100 characters; blanks padded to length are no opinion either.
      const opinion = body.opinion.trim();
      if (opinion === '') fail(400, '请填写审批意见', 'Please fill in the approval opinion');
      if ([...opinion].length < 2) fail(400, '审批意见长度在 2 到 100 个字符之间', 'The approval opinion must be 2 to 100 characters long');
      // Our model: an approval decides one record of a business an area owns. The owning area finds the
      // record, checks the caller and acts on it first, in this same write: a hook that refuses leaves
      // nothing recorded (the application engine moves its steps and applies effects). The spec's `Id`
      // pattern has already refused a key of several ids joined (batch mode submits once per id, SPEC 4).
      const owner = catalog.approvalOwners.get(businessKey(body.mkCode, body.coreCode));
      if (!owner) {
        fail(
          400,
          `不支持的审批业务：mkCode ${body.mkCode}、coreCode ${body.coreCode}`,
          `No business mkCode ${body.mkCode}, coreCode ${body.coreCode} is approved here`,
        );
      }
      if (body.type !== owner.business.type) {
        fail(
          400,
          `审批业务 ${body.mkCode}/${body.coreCode} 的 type 应为 ${owner.business.type}`,
          `The type of business ${body.mkCode}/${body.coreCode} is ${owner.business.type}`,
        );
      }
      owner.decide(inRequest(ctx, lang), caller, { ...body, opinion });
      const record = history.record({
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
      });
      // The answer is read as success and msg (SPEC 7); the callback is not called by the mock.
      const done = say(lang, '审批成功', 'Approval recorded');
      return { data: record, message: done, extra: { success: true, msg: done } };
    }),

    route.authed('get', '/cloud-yg/api/approval/list', ({ query, caller, lang }) => {
      const request = inRequest(ctx, lang);
      const keys = query.coreKey ? new Set(String(query.coreKey).split(',')) : undefined;
      // The history of a record is read by whoever may read the record (SPEC 6 data scope): the area
      // that owns the key says, and says what the rows tell of the record (an application's brief, a
      // student's name); a key no area knows is read by whole-school roles and its approvers. Once per key.
      const views = new Map<string, ApprovalKeyView>();
      const viewOf = (coreKey: string): ApprovalKeyView => {
        let view = views.get(coreKey);
        if (view === undefined) {
          for (const reader of catalog.approvalReaders) {
            view = reader(request, caller, coreKey);
            if (view !== undefined) break;
          }
          view ??= { readable: caller.isAdmin || caller.role.dataScope === 'all' };
          views.set(coreKey, view);
        }
        return view;
      };
      const mayRead = (coreKey: string, approverId: string | undefined): boolean => caller.isAdmin || approverId === caller.user.id || viewOf(coreKey).readable;
      // Newest first; records of the same second keep the order they were made in, newest first too.
      const rows = [...approvals.values()]
        .reverse()
        .filter(
          (r) =>
            (!keys || keys.has(r.coreKey)) &&
            (!query.mkCode || r.mkCode === query.mkCode) &&
            (!query.coreCode || r.coreCode === query.coreCode) &&
            (!query.type || r.type === query.type) &&
            (query.status === undefined || r.status === Number(query.status)) &&
            (!query.approverName || r.approverName.includes(query.approverName)) &&
            mayRead(r.coreKey, r.approverId),
        )
        .sort((a, b) => compareCodes(b.createTime, a.createTime))
        .map((r) => {
          // What the row tells of its record, for a caller who may read the record (not one who only approved it once).
          const { readable, application, student } = viewOf(r.coreKey);
          if (!readable) return r;
          return { ...r, ...(application ? { application } : {}), ...(student ? { student } : {}) };
        });
      return { data: rows };
    }),
  ];
}
