import { leaveChain, leaveDays } from '@gs/sdk/rules/leave';
import type { components } from '@gs/sdk/schema';
import { DAY_MS } from '../../core/clock.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Caller } from '../../http/context.ts';
import { say } from '../../http/language.ts';
import type { Application, ApplicationKind, KindContext, Payload, PayloadInput } from '../application-kind.ts';
import { OPEN_STATES, STATE_LABELS, applicationsSlice } from '../applications/store.ts';
import { dayOf } from '../config/store.ts';
import { dictsSlice } from '../dicts/store.ts';
import { LEFT_STATUSES } from '../students/store.ts';

type Student = components['schemas']['Student'];
export type LeavePayload = components['schemas']['LeavePayload'];
type LeaveInput = components['schemas']['LeavePayloadInput'];

/** How the approval dialog is opened for a leave (the business `qjgl`, SPEC 3). */
export const QJGL = { mkCode: 'xj', coreCode: 'qjgl', type: 'qjApproval', callback: '/cloud-xj/api/xj/qjgl/callback', window: 'window.qjgl' } as const;

/** Our model: a leave may start at most this many days before it is asked for. */
export const LATE_DAYS = 7;
/** Our model: a longer absence is a suspension (休学), not a leave. */
export const MAX_DAYS = 60;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of a `yyyy-MM-dd` calendar day, or NaN for a day the calendar does not have (2026-02-30). */
export function dayMs(date: string): number {
  if (!DATE.test(date)) return Number.NaN;
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : Number.NaN;
}

export function addDays(date: string, days: number): string {
  return new Date(dayMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The backend's today: the request's clock when there is one (tests move it), else the machine's. */
export function todayOf(ctx: KindContext): string {
  return dayOf(ctx.now?.() ?? Date.now());
}

export function asLeave(payload: PayloadInput | Payload): LeavePayload {
  if (payload.kind !== 'leave' || !('days' in payload)) throw new Refusal(400, '申请内容的类型须为 leave');
  return payload;
}

function leaveInput(payload: PayloadInput): LeaveInput {
  if (payload.kind !== 'leave') throw new Refusal(400, '申请内容的类型须为 leave');
  return payload as LeaveInput;
}

/** The last day a leave keeps the student away: the return day once a return is recorded (it counts as a day of leave), else its last day. */
function lastDayOf(leave: LeavePayload): string {
  return leave.cancellation?.returnDate ?? leave.leaveEnd;
}

/**
 * A leave of the student's, approved or still being decided, whose days meet `first`..`last` (our model:
 * one absence at a time; a refused or withdrawn leave keeps no days).
 */
function overlapping(ctx: KindContext, student: Student, first: string, last: string): Application | undefined {
  for (const application of ctx.store.slice(applicationsSlice).applications.values()) {
    if (application.kind !== 'leave' || application.subject.xykh !== student.xykh) continue;
    if (application.state !== 'approved' && !OPEN_STATES.has(application.state)) continue;
    const leave = asLeave(application.payload);
    if (leave.leaveStart <= last && first <= lastDayOf(leave)) return application;
  }
  return undefined;
}

/**
 * Who may record a leave's return (销假; our model): the graduate school (and admins), and with a student
 * account its applicant or the student the leave is about.
 */
export function mayRecordReturn(caller: Caller, application: Application): boolean {
  if (caller.isAdmin || caller.role.roleKey === 'staff') return true;
  return (
    caller.role.roleKey === 'student' &&
    (application.applicantId === caller.user.id || (caller.user.xykh !== null && caller.user.xykh === application.subject.xykh))
  );
}

export const LEAVE_KIND: ApplicationKind = {
  ...QJGL,
  kind: 'leave',
  name: '请假',
  nameEn: 'Leave',
  applicants: ['student', 'staff'],
  steps(student, _ctx, payload) {
    const chain = leaveChain(payload?.kind === 'leave' && 'days' in payload ? payload.days : 1);
    // A student without a supervisor: the engine skips that step, and a short leave goes to the college instead.
    return !student.dsgh && chain.length === 1 ? ['college'] : chain;
  },
  // Only a student who has left (退学, 毕业, 结业) has nobody to ask leave of (our model).
  refuses(student: Student, ctx) {
    if (!LEFT_STATUSES.has(student.xjzt)) return null;
    const dicts = ctx.store.slice(dictsSlice);
    const [zh, en] = [dicts.label('xj_xjzt', student.xjzt) ?? student.xjzt, dicts.label('xj_xjzt', student.xjzt, 'en') ?? student.xjzt];
    return new Refusal(409, `${student.xm}已${zh}，不能请假`, `${student.xm} has ${en.toLowerCase()} and cannot ask for leave`);
  },
  validate(payload, student: Student, ctx) {
    const p = leaveInput(payload);
    if (Number.isNaN(dayMs(p.leaveStart)) || Number.isNaN(dayMs(p.leaveEnd))) throw new Refusal(400, '请假日期须为有效的日期（yyyy-MM-dd）');
    if (p.leaveEnd < p.leaveStart) throw new Refusal(400, `请假结束日期（${p.leaveEnd}）不能早于开始日期（${p.leaveStart}）`);
    const earliest = addDays(todayOf(ctx), -LATE_DAYS);
    if (p.leaveStart < earliest) throw new Refusal(400, `请假开始日期不能早于 ${earliest}：请假须提前申请，最多补请 ${LATE_DAYS} 天内的假`);
    // Both are real days and in order (checked above): a count.
    const days = leaveDays(p.leaveStart, p.leaveEnd)!;
    if (days > MAX_DAYS) throw new Refusal(400, `请假最长 ${MAX_DAYS} 天（本次 ${days} 天），更长时间离校请办理休学`);
    const overlap = overlapping(ctx, student, p.leaveStart, p.leaveEnd);
    if (overlap) {
      const leave = asLeave(overlap.payload);
      throw new Refusal(
        409,
        `${student.xm}在 ${leave.leaveStart} 至 ${lastDayOf(leave)} 已有请假（${STATE_LABELS[overlap.state]}），与本次请假日期（${p.leaveStart} 至 ${p.leaveEnd}）重叠`,
      );
    }
    const reason = p.reason.trim();
    const destination = p.destination.trim();
    if (reason.length < 2) throw new Refusal(400, '请填写请假事由（至少 2 个字）');
    if (destination.length < 2) throw new Refusal(400, '请填写请假期间的去向（至少 2 个字）');
    return {
      kind: 'leave',
      leaveType: p.leaveType,
      leaveStart: p.leaveStart,
      leaveEnd: p.leaveEnd,
      days,
      reason,
      destination,
      phone: p.phone,
      cancellation: null,
    };
  },
  // The return is recorded once, after approval and from the leave's first day on (the request's clock), by
  // whoever `mayRecordReturn` names (`POST .../cancel`).
  mayCancel(caller, application, ctx) {
    if (application.state !== 'approved') return false;
    const leave = asLeave(application.payload);
    return leave.cancellation === null && todayOf(ctx) >= leave.leaveStart && mayRecordReturn(caller, application);
  },
  // The return is the leave's record after approval: who recorded it, when, and the remark.
  afterApproval(application, ctx) {
    const { cancellation } = asLeave(application.payload);
    if (!cancellation) return [];
    return [
      {
        label: say(ctx.lang, `销假（返校日期 ${cancellation.returnDate}）`, `Returned (back on ${cancellation.returnDate})`),
        actorName: cancellation.cancelledByName,
        time: cancellation.cancelledAt,
        opinion: cancellation.remark,
      },
    ];
  },
  summary(payload, ctx) {
    const p = asLeave(payload);
    const type = ctx.store.slice(dictsSlice).label('xj_qjlx', p.leaveType, ctx.lang);
    return say(
      ctx.lang,
      `${type ?? '请假'}，${p.leaveStart} 至 ${p.leaveEnd}，共 ${p.days} 天`,
      `${type ?? 'Leave'}, ${p.leaveStart} to ${p.leaveEnd}, ${p.days} ${p.days === 1 ? 'day' : 'days'}`,
    );
  },
  // The leave slip (请假条) the student takes along; the return once recorded.
  form: {
    title: '请假条',
    fields(payload, ctx) {
      const p = asLeave(payload);
      const back = p.cancellation;
      return [
        ['请假类型', ctx.store.slice(dictsSlice).label('xj_qjlx', p.leaveType) ?? p.leaveType],
        ['请假时间', `${p.leaveStart} 至 ${p.leaveEnd}`],
        ['请假天数', `${p.days} 天`],
        ['请假事由', p.reason],
        ['外出地点', p.destination],
        ['联系电话', p.phone],
        ['销假', back ? `${back.returnDate} 返校，实际 ${back.actualDays} 天（${back.cancelledByName} 登记）` : '未销假'],
      ];
    },
  },
};
