import type { HttpHandler } from 'msw';
import { fileDay } from '../../core/clock.ts';
import { leaveDays } from '@gs/sdk/rules/leave';
import { labeller } from '../../files/labels.ts';
import { xlsxStream } from '../../files/xlsx-lite.ts';
import { type Caller, type MockContext, inRequest } from '../../http/context.ts';
import { say } from '../../http/language.ts';
import { paginate } from '../../http/paging.ts';
import { MEDIA, fail, streamResponse } from '../../http/respond.ts';
import type { QueryOf, Router } from '../../http/route.ts';
import type { Application } from '../application-kind.ts';
import { MAX_EXPORT_ROWS, OPEN_STATES, STATE_LABELS, applicationsSlice } from '../applications/store.ts';
import { dictsSlice } from '../dicts/store.ts';
import { LEAVE_KIND, asLeave, dayMs, mayRecordReturn, todayOf } from './kinds.ts';

const SORTERS: Record<string, (a: Application, b: Application) => number> = {
  submitTime: (a, b) => (a.submitTime ?? '').localeCompare(b.submitTime ?? ''),
  leaveStart: (a, b) => asLeave(a.payload).leaveStart.localeCompare(asLeave(b.payload).leaveStart),
  days: (a, b) => asLeave(a.payload).days - asLeave(b.payload).days,
  state: (a, b) => a.state.localeCompare(b.state),
  xykh: (a, b) => (a.subject.xykh ?? '').localeCompare(b.subject.xykh ?? ''),
};

/** The filters and order of the leave list, which its export takes too (without paging). */
type LeaveQuery = QueryOf<'/cloud-xj/api/xj/qjgl/export', 'get'>;

/** The columns of the leave export (issue 22 §3). */
const EXPORT_COLUMNS = [
  { header: '学号', width: 14, text: true },
  { header: '姓名', width: 10 },
  { header: '学院', width: 24 },
  { header: '请假类型', width: 10 },
  { header: '起止日期', width: 26 },
  { header: '天数', width: 8 },
  { header: '外出地点', width: 18 },
  { header: '状态', width: 10 },
  { header: '当前环节', width: 14 },
  { header: '销假', width: 16 },
];

export function leaveHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const engine = ctx.store.slice(applicationsSlice);
  const dicts = ctx.store.slice(dictsSlice);

  /** The leaves of the list's filters in the caller's data scope, in the list's order. */
  function select(query: LeaveQuery, caller: Caller): Application[] {
    const keyword = query.keyword?.trim();
    const xykh = query.xykh?.trim();
    const mayRead = engine.readerOf(caller);
    const rows = [...engine.applications.values()].filter((a) => {
      if (a.kind !== 'leave') return false;
      const leave = asLeave(a.payload);
      return (
        (!keyword || [a.subject.xm, a.subject.xykh, a.applicantName].some((v) => v?.includes(keyword))) &&
        (!xykh || (a.subject.xykh ?? '').startsWith(xykh)) &&
        (!query.xydm || a.subject.xydm === query.xydm) &&
        (!query.leaveType || leave.leaveType === query.leaveType) &&
        (!query.state || a.state === query.state) &&
        (query.cancelled === undefined || (leave.cancellation !== null) === query.cancelled) &&
        (!query.from || leave.leaveEnd >= query.from) &&
        (!query.to || leave.leaveStart <= query.to) &&
        (query.todo === true ? engine.mayDecide(caller, a) : true) &&
        mayRead(a)
      );
    });
    const compare = SORTERS[query.sortField ?? 'submitTime']!;
    const direction = query.sortOrder === 'asc' ? 1 : -1;
    // Ids grow with time: the tie-break keeps pages stable and newest first.
    rows.sort((a, b) => direction * (compare(a, b) || a.id.localeCompare(b.id)));
    return rows;
  }

  return [
    route.authed('get', '/cloud-xj/api/xj/qjgl', ({ query, caller, lang }) => {
      const page = paginate(select(query, caller), query.current, query.size);
      const cutoff = engine.overdueCutoff(ctx.now());
      // The caller's flags for the page's records only.
      const request = inRequest(ctx, lang);
      return { data: { ...page, records: page.records.map((a) => engine.answerFor(caller, a, LEAVE_KIND, request, cutoff)) } };
    }),

    route.authed('get', '/cloud-xj/api/xj/qjgl/export', ({ query, caller }) => {
      const rows = select(query, caller);
      if (rows.length > MAX_EXPORT_ROWS) fail(400, `符合条件的请假有 ${rows.length} 条，一次最多导出 ${MAX_EXPORT_ROWS} 条，请缩小筛选范围后再导出`);
      const label = labeller((name) => dicts.dict(name));
      const cells = (i: number) => {
        const application = rows[i]!;
        const leave = asLeave(application.payload);
        const pending = OPEN_STATES.has(application.state) && application.currentStep !== null ? application.steps[application.currentStep] : undefined;
        const back = leave.cancellation ? `${leave.cancellation.returnDate} 已销假` : application.state === 'approved' ? '未销假' : '—';
        return [
          application.subject.xykh ?? '',
          application.subject.xm,
          application.subject.xymc,
          label('xj_qjlx', leave.leaveType),
          `${leave.leaveStart} 至 ${leave.leaveEnd}`,
          leave.days,
          leave.destination,
          STATE_LABELS[application.state],
          pending?.label ?? '—',
          back,
        ];
      };
      return streamResponse(xlsxStream('请假列表', EXPORT_COLUMNS, rows.length, cells), `请假列表-${fileDay(ctx.now())}.xlsx`, MEDIA.xlsx);
    }),

    route.authed('post', '/cloud-xj/api/xj/qjgl/{id}/cancel', ({ params, body, caller, lang }) => {
      const application = engine.applications.get(params.id);
      if (!application || application.kind !== 'leave') fail(404, `请假申请 ${params.id} 不存在`);
      if (!engine.mayRead(caller, application)) fail(403, '该请假申请不在您的数据范围内');
      if (!mayRecordReturn(caller, application)) fail(403, '只有申请人本人或研究生院可以销假');
      const leave = asLeave(application.payload);
      if (leave.cancellation) fail(409, `该请假已于 ${leave.cancellation.returnDate} 销假，不能重复销假`);
      if (application.state !== 'approved') fail(409, `请假申请审批通过后才能销假（当前：${STATE_LABELS[application.state]}）`);
      const today = todayOf(ctx);
      // Our model: a return ends a leave that has begun; before its first day there is nothing to end (withdraw or apply anew).
      if (today < leave.leaveStart) {
        fail(
          409,
          `请假尚未开始（${leave.leaveStart} 起，今天是 ${today}），开始后才能销假`,
          `The leave has not started yet (it starts on ${leave.leaveStart}, today is ${today}): record the return once it has`,
        );
      }
      const { returnDate } = body;
      if (Number.isNaN(dayMs(returnDate))) fail(400, '返校日期须为有效的日期（yyyy-MM-dd）');
      if (returnDate < leave.leaveStart) fail(400, `返校日期（${returnDate}）不能早于请假开始日期（${leave.leaveStart}）`);
      if (returnDate > today) fail(400, `返校日期（${returnDate}）不能晚于今天（${today}）：请返校后再销假`);
      const remark = body.remark?.trim() || null;
      const now = ctx.store.now(new Date(ctx.now()));
      const payload = {
        ...leave,
        cancellation: {
          returnDate,
          actualDays: leaveDays(leave.leaveStart, returnDate)!,
          remark,
          cancelledAt: now,
          cancelledById: caller.user.id,
          cancelledByName: caller.user.realName || caller.user.nickName,
        },
      };
      return {
        data: engine.answerFor(caller, engine.recordCancellation(application, payload, now), LEAVE_KIND, inRequest(ctx, lang), engine.overdueCutoff(ctx.now())),
        message: say(lang, '销假成功', 'Return recorded'),
      };
    }),
  ];
}
