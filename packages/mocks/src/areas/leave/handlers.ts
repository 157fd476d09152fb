import type { HttpHandler } from 'msw';
import { leaveDays } from '@gs/sdk/rules/leave';
import type { MockContext } from '../../http/context.ts';
import { paginate } from '../../http/paging.ts';
import { fail } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import type { Application } from '../application-kind.ts';
import { STATE_LABELS, applicationsSlice } from '../applications/store.ts';
import { LEAVE_KIND, asLeave, dayMs, mayRecordReturn, todayOf } from './kinds.ts';

const SORTERS: Record<string, (a: Application, b: Application) => number> = {
  submitTime: (a, b) => (a.submitTime ?? '').localeCompare(b.submitTime ?? ''),
  leaveStart: (a, b) => asLeave(a.payload).leaveStart.localeCompare(asLeave(b.payload).leaveStart),
  days: (a, b) => asLeave(a.payload).days - asLeave(b.payload).days,
  state: (a, b) => a.state.localeCompare(b.state),
  xykh: (a, b) => (a.subject.xykh ?? '').localeCompare(b.subject.xykh ?? ''),
};

export function leaveHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const engine = ctx.store.slice(applicationsSlice);

  return [
    route.authed('get', '/cloud-xj/api/xj/qjgl', ({ query, caller }) => {
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
      const page = paginate(rows, query.current, query.size);
      const cutoff = engine.overdueCutoff(ctx.now());
      // The caller's flags for the page's records only.
      return { data: { ...page, records: page.records.map((a) => engine.answerFor(caller, a, LEAVE_KIND, cutoff)) } };
    }),

    route.authed('post', '/cloud-xj/api/xj/qjgl/{id}/cancel', ({ params, body, caller }) => {
      const application = engine.applications.get(params.id);
      if (!application || application.kind !== 'leave') fail(404, `请假申请 ${params.id} 不存在`);
      if (!engine.mayRead(caller, application)) fail(403, '该请假申请不在您的数据范围内');
      if (!mayRecordReturn(caller, application)) fail(403, '只有申请人本人或研究生院可以销假');
      const leave = asLeave(application.payload);
      if (leave.cancellation) fail(409, `该请假已于 ${leave.cancellation.returnDate} 销假，不能重复销假`);
      if (application.state !== 'approved') fail(409, `请假申请审批通过后才能销假（当前：${STATE_LABELS[application.state]}）`);
      const { returnDate } = body;
      if (Number.isNaN(dayMs(returnDate))) fail(400, '返校日期须为有效的日期（yyyy-MM-dd）');
      if (returnDate < leave.leaveStart) fail(400, `返校日期（${returnDate}）不能早于请假开始日期（${leave.leaveStart}）`);
      const today = todayOf(ctx);
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
      const answer = engine.answerFor(caller, engine.recordCancellation(application, payload, now), LEAVE_KIND, engine.overdueCutoff(ctx.now()));
      return { data: answer, message: '销假成功' };
    }),
  ];
}
