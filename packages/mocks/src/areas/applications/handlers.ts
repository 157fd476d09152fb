import type { HttpHandler } from 'msw';
import { fileDay } from '../../core/clock.ts';
import type { components } from '@gs/sdk/schema';
import { compareCodes, compareIds } from '../../core/compare.ts';
import type { RoleKey } from '../../core/menu.ts';
import { type Caller, type MockContext, type RequestContext, inRequest } from '../../http/context.ts';
import { type Lang, say } from '../../http/language.ts';
import { type ApplicationForm, type FormStep, applicationFormPdf } from '../../files/pdf.ts';
import { xlsxStream } from '../../files/xlsx-lite.ts';
import { paginateMatching } from '../../http/paging.ts';
import { MEDIA, fail, fileResponse, streamResponse } from '../../http/respond.ts';
import type { QueryOf, Router } from '../../http/route.ts';
import type { Catalog } from '../area.ts';
import { configSlice, dayOf } from '../config/store.ts';
import { dictsSlice } from '../dicts/store.ts';
import { orgSlice } from '../org/store.ts';
import { storageSlice } from '../storage/store.ts';
import { studentsSlice } from '../students/store.ts';
import { type AnyApplicationKind, type Application, type StepRole, subjectTypeOf } from '../application-kind.ts';
import { MAX_EXPORT_ROWS, OPEN_STATES, STATE_LABELS, type SubjectRecord, applicationsSlice, duplicateRefusal, holdsStep, pendingSinceOf } from './store.ts';
import { Refusal } from '../../core/refusal.ts';
import { inScope } from '../../http/data-scope.ts';

type KindInfo = components['schemas']['ApplicationKindInfo'];

const MAX_ATTACHMENTS = 5;

/** The kind's window today: open, or why not (saying when it opens). */
export function windowState(ctx: MockContext, kind: AnyApplicationKind, lang?: Lang): { window: KindInfo['window']; reason: string | null } {
  if (!kind.window) return { window: null, reason: null };
  const value = ctx.store.slice(configSlice).window(kind.window);
  if (!value) return { window: null, reason: null };
  const today = dayOf(ctx.now());
  const open = value.start <= today && today <= value.end;
  const reason = open
    ? null
    : today < value.start
      ? say(
          lang,
          `${kind.name}申请尚未开放，开放时间为 ${value.start} 至 ${value.end}`,
          `Applications for ${kind.nameEn.toLowerCase()} are not open yet: they open from ${value.start} to ${value.end}`,
        )
      : say(
          lang,
          `${kind.name}申请已于 ${value.end} 截止（申请时间 ${value.start} 至 ${value.end}），请留意下次开放时间`,
          `Applications for ${kind.nameEn.toLowerCase()} closed on ${value.end} (they were open from ${value.start} to ${value.end}); watch for the next window`,
        );
  return { window: { key: kind.window, start: value.start, end: value.end, open }, reason };
}

/** A teacher kind is applied for by the teacher themself: a teacher account with a staff number, admins not included. */
function mayApplyAs(caller: Caller, kind: AnyApplicationKind): boolean {
  if (kind.subject === 'teacher') return caller.user.gh !== null && kind.applicants.includes(caller.role.roleKey as RoleKey);
  return caller.isAdmin || kind.applicants.includes(caller.role.roleKey as RoleKey);
}

// Every sortable field is a code, a card number or an ISO time: code-unit order is their order.
const SORTERS: Record<string, (a: Application, b: Application) => number> = {
  submitTime: (a, b) => compareCodes(a.submitTime ?? '', b.submitTime ?? ''),
  updateTime: (a, b) => compareCodes(a.updateTime, b.updateTime),
  createTime: (a, b) => compareCodes(a.createTime, b.createTime),
  kind: (a, b) => compareCodes(a.kind, b.kind),
  state: (a, b) => compareCodes(a.state, b.state),
  xykh: (a, b) => compareCodes(a.subject.xykh ?? '', b.subject.xykh ?? ''),
  // Closed applications (no pending step) sort first in ascending order: the longest waits follow them.
  pendingSince: (a, b) => compareCodes(pendingSinceOf(a) ?? '', pendingSinceOf(b) ?? ''),
};

/**
 * What a list filters on, copied out of one application into objects of one shape. Applications differ
 * in shape by kind (payloads, subjects), so reading their fields in a loop over 20,000 of them goes
 * through V8's slow generic property lookup; these rows keep the loop on one hidden class, and the
 * keyword searches one string instead of five fields.
 */
class ListRow {
  readonly kind: string;
  readonly coreCode: string;
  readonly state: string;
  readonly xykh: string;
  readonly xydm: string;
  readonly submitDay: string;
  /** The subject's name and number, the title and the applicant, apart by a character no keyword has. */
  readonly text: string;
  readonly applicantId: string;
  /** User ids of whoever decided one of its steps (the `done` box), each between line breaks. */
  readonly deciders: string;
  /** When the pending step became pending; '' when closed (no wait, never overdue). */
  readonly pendingSince: string;
  /** Who decides the pending step (null when closed), and what of the subject says who that is. */
  readonly pendingRole: StepRole | null;
  readonly subject: { readonly dsgh: string | null; readonly xydm: string };

  constructor(readonly application: Application) {
    const { subject } = application;
    this.kind = application.kind;
    this.coreCode = application.approval.coreCode;
    this.state = application.state;
    this.xykh = subject.xykh ?? '';
    this.xydm = subject.xydm ?? '';
    this.submitDay = (application.submitTime ?? '').slice(0, 10);
    this.text = `${subject.xm}\n${subject.xykh ?? ''}\n${subject.gh ?? ''}\n${application.title}\n${application.applicantName}`;
    this.applicantId = application.applicantId;
    this.deciders = `\n${application.steps.flatMap((step) => (step.deciderId === null ? [] : [step.deciderId])).join('\n')}\n`;
    this.pendingSince = pendingSinceOf(application) ?? '';
    const pending = OPEN_STATES.has(application.state) && application.currentStep !== null ? application.steps[application.currentStep] : undefined;
    this.pendingRole = pending?.role ?? null;
    this.subject = { dsgh: subject.dsgh ?? null, xydm: subject.xydm ?? '' };
  }

  /** Whether the user decided one of its steps. */
  decidedBy(userId: string): boolean {
    return this.deciders.includes(`\n${userId}\n`);
  }

  /** Whether its pending step is the caller's to decide now: `engine.mayDecide`, on the row's own fields. */
  waitsFor(caller: Caller): boolean {
    return this.pendingRole !== null && holdsStep(caller, this, this.pendingRole);
  }

  /** Open, and its pending step waiting since before `cutoff`. */
  overdue(cutoff: string): boolean {
    return this.pendingSince !== '' && this.pendingSince < cutoff;
  }
}

type Box = components['schemas']['ApplicationBox'];

/** The rule of one box of the caller's work list (issue 22; our model), worked out once per request. */
function boxOf(box: Box, caller: Caller): (row: ListRow) => boolean {
  const me = caller.user.id;
  switch (box) {
    case 'todo':
      return (row) => row.waitsFor(caller);
    case 'done':
      return (row) => row.decidedBy(me);
    case 'mine':
      return (row) => row.applicantId === me;
  }
}

/** The filters and order of the list, which its export takes too (without paging). */
type ListQuery = QueryOf<'/cloud-xj/api/sq/applications/export', 'get'>;

/** The columns of the applications export, in Chinese as the school prints them (issue 22 §3). */
const EXPORT_COLUMNS = [
  { header: '类型', width: 12 },
  { header: '学号/工号', width: 14, text: true },
  { header: '姓名', width: 10 },
  { header: '学院', width: 24 },
  { header: '申请内容', width: 48 },
  { header: '状态', width: 10 },
  { header: '当前环节', width: 14 },
  { header: '提交时间', width: 20 },
  { header: '是否超时', width: 10 },
];

/** How a step's state reads on a printed form. */
const DECISIONS: Readonly<Record<Application['steps'][number]['state'], string>> = {
  approved: '同意',
  rejected: '不同意',
  pending: '待审批',
  waiting: '未到本环节',
  skipped: '无需审批',
  unreached: '未进行',
};

/**
 * What the printable form of an application says (issue 22 §4; our model): whom it is about, what was
 * asked in the kind's own words (`form` of the kind contract; the summary for a kind without one), and
 * the chain as it stands.
 */
function printedForm(application: Application, kind: AnyApplicationKind | undefined, ctx: MockContext): ApplicationForm {
  const { subject } = application;
  const dicts = ctx.store.slice(dictsSlice);
  const about: [string, string][] =
    subject.type === 'teacher'
      ? [
          ['姓名', subject.xm],
          ['工号', subject.gh ?? ''],
          ['学院', subject.xymc],
          ['申请人', application.applicantName],
        ]
      : [
          ['姓名', subject.xm],
          ['学号', subject.xykh ?? ''],
          ['学院', subject.xymc],
          ['专业', subject.zymc ?? dicts.label('xj_zy', subject.zydm) ?? subject.zydm ?? ''],
          ['导师', subject.dsxm ? `${subject.dsxm}（${subject.dsgh ?? ''}）` : '无'],
          ['培养层次', dicts.label('xj_pycc', subject.pycc) ?? ''],
        ];
  const steps = application.steps.map((step): FormStep => ({
    label: step.label,
    decision: DECISIONS[step.state],
    decider: step.deciderName ?? '',
    time: step.decidedAt ?? '',
    opinion: step.opinion ?? '',
  }));
  return {
    title: kind?.form?.title ?? '申请审批表',
    issuer: '研究生院',
    number: application.id,
    state: STATE_LABELS[application.state],
    subject: about,
    request: [
      ...(kind?.form?.fields(application.payload, ctx) ?? [
        ['申请类型', application.kindName],
        ['申请事项', application.summary],
      ]),
      ['提交时间', application.submitTime ?? application.createTime],
    ],
    steps,
    printedAt: new Date(ctx.now()),
  };
}

export function applicationHandlers(route: Router, ctx: MockContext, catalog: Catalog): HttpHandler[] {
  const { store } = ctx;
  const engine = store.slice(applicationsSlice);
  const students = store.slice(studentsSlice);
  const storage = store.slice(storageSlice);
  const org = store.slice(orgSlice);

  // The list rows of every application, built once per version of the collection, and each order of
  // them sorted once per version: a list then only filters and pages, which keeps it fast at 20,000
  // applications.
  let listRows: { version: number; rows: readonly ListRow[] } | undefined;
  const sortedCache = new Map<string, { version: number; rows: readonly ListRow[] }>();
  function rowsNow(): readonly ListRow[] {
    const { version } = engine.applications;
    if (listRows?.version !== version) listRows = { version, rows: engine.applications.toArray().map((application) => new ListRow(application)) };
    return listRows.rows;
  }
  function sorted(field: string, direction: 1 | -1): readonly ListRow[] {
    const { version } = engine.applications;
    const key = `${field} ${direction}`;
    const cached = sortedCache.get(key);
    if (cached && cached.version === version) return cached.rows;
    rowsNow();
    const compare = SORTERS[field] ?? SORTERS.submitTime!;
    // Ids grow with time: the tie-break keeps pages stable and newest first.
    const rows = [...listRows!.rows].sort((a, b) => direction * (compare(a.application, b.application) || compareIds(a.application.id, b.application.id)));
    sortedCache.set(key, { version, rows });
    return rows;
  }

  function kindOf(id: string): AnyApplicationKind {
    const kind = catalog.applicationKinds.get(id);
    if (!kind) fail(400, `不支持的申请类型：${id}`);
    return kind;
  }

  function readable(caller: Caller, id: string): Application {
    const application = engine.applications.get(id);
    if (!application) fail(404, `申请 ${id} 不存在`, `There is no application ${id}`);
    if (!engine.mayRead(caller, application)) fail(403, '该申请不在您的数据范围内', 'This application is outside your data scope');
    return application;
  }

  /**
   * The application as answered to this caller in the request's language, with what they may do with it
   * now and how long it has waited.
   */
  const answer = (request: RequestContext, caller: Caller, application: Application, cutoff = engine.overdueCutoff(ctx.now())) =>
    engine.answerFor(caller, application, catalog.applicationKinds.get(application.kind), request, cutoff);

  /** The list's filters for this caller, within their data scope (the list and its export). */
  function matcher(query: ListQuery, caller: Caller, cutoff: string): (row: ListRow) => boolean {
    const kinds = query.kind && query.kind.length > 0 ? new Set<string>(query.kind) : undefined;
    const states = query.state && query.state.length > 0 ? new Set<string>(query.state) : undefined;
    const xykh = query.xykh?.trim();
    // A line break cannot be typed in the search field; without it a keyword cannot span two fields.
    const keyword = query.keyword?.replaceAll('\n', ' ').trim();
    const mayRead = engine.readerOf(caller);
    // `todo=true` is the `box=todo` of the work list, kept for the pages that send it.
    const todo = query.todo === true;
    const inBox = query.box ? boxOf(query.box, caller) : undefined;
    return (row) =>
      (!kinds || kinds.has(row.kind)) &&
      (!query.coreCode || row.coreCode === query.coreCode) &&
      (!states || states.has(row.state)) &&
      (!xykh || row.xykh.startsWith(xykh)) &&
      (!query.xydm || row.xydm === query.xydm) &&
      (!keyword || row.text.includes(keyword)) &&
      (!query.submitFrom || row.submitDay >= query.submitFrom) &&
      (!query.submitTo || row.submitDay <= query.submitTo) &&
      (query.overdue !== true || row.overdue(cutoff)) &&
      (!inBox || inBox(row)) &&
      (!todo || row.waitsFor(caller)) &&
      mayRead(row.application);
  }

  return [
    route.authed('get', '/cloud-xj/api/sq/kinds', ({ caller, lang }) => ({
      data: [...catalog.applicationKinds.values()].map((kind): KindInfo => {
        const { window, reason } = windowState(ctx, kind, lang);
        const role = mayApplyAs(caller, kind) ? null : say(lang, '当前角色不能提交该类申请', 'Your current role cannot submit this kind of application');
        return {
          kind: kind.kind,
          name: say(lang, kind.name, kind.nameEn),
          coreCode: kind.coreCode,
          subject: subjectTypeOf(kind),
          approval: { mkCode: kind.mkCode, coreCode: kind.coreCode, type: kind.type, callback: kind.callback },
          window,
          mayApply: role === null && reason === null,
          reason: role ?? reason,
        };
      }),
    })),

    // The pick list of an application entered for a student (issue 22 §8): whom the kind takes now, and
    // why not, by the same refusals the submission answers.
    route.authed('get', '/cloud-xj/api/sq/candidates', ({ query, caller, lang }) => {
      const asked = query.kind === undefined ? undefined : catalog.applicationKinds.get(query.kind);
      if (asked?.subject === 'teacher')
        fail(400, `${asked.name}申请由教师本人提交，不为学生提交`, `A ${asked.nameEn.toLowerCase()} application is the teacher's own, not a student's`);
      const kinds = asked ? [asked] : [...catalog.applicationKinds.values()].filter((kind) => kind.subject !== 'teacher' && mayApplyAs(caller, kind));
      const dicts = store.slice(dictsSlice);
      const request = inRequest(ctx, lang);
      const refusalOf = (student: components['schemas']['Student']): Refusal | null => {
        if (asked) {
          const refused = asked.refuses?.(student, request);
          if (refused) return refused;
          const open = engine.openOf(asked.kind, student.xykh);
          return open ? duplicateRefusal(asked, student.xm, open) : null;
        }
        if (kinds.some((kind) => kind.subject !== 'teacher' && !kind.refuses?.(student, request))) return null;
        const status = { zh: dicts.label('xj_xjzt', student.xjzt) ?? student.xjzt, en: dicts.label('xj_xjzt', student.xjzt, 'en') ?? student.xjzt };
        return new Refusal(
          409,
          `${student.xm}当前为${status.zh}，没有可为其提交的申请`,
          `${student.xm} is ${status.en.toLowerCase()}: no application can be entered for them`,
        );
      };
      return {
        data: students
          .pick(query.keyword, (student) => inScope(caller, student))
          .map((student): components['schemas']['ApplicationCandidate'] => {
            const refused = refusalOf(student);
            return {
              id: student.id,
              xykh: student.xykh,
              xm: student.xm,
              xymc: student.xymc,
              zymc: student.zymc,
              xjzt: student.xjzt,
              mayApply: refused === null,
              reason: refused === null ? null : say(lang, refused.message, refused.english),
            };
          }),
      };
    }),

    route.authed('get', '/cloud-xj/api/sq/applications', ({ query, caller, lang }) => {
      const cutoff = engine.overdueCutoff(ctx.now());
      const rows = sorted(query.sortField ?? 'submitTime', query.sortOrder === 'asc' ? 1 : -1);
      const page = paginateMatching(rows, matcher(query, caller, cutoff), query.current, query.size);
      // The caller's flags for the page's records only: the filter above ran over every row.
      const request = inRequest(ctx, lang);
      return { data: { ...page, records: page.records.map((row) => answer(request, caller, row.application, cutoff)) } };
    }),

    // Before `/applications/{id}`: the first handler whose path matches answers.
    route.authed('get', '/cloud-xj/api/sq/applications/export', ({ query, caller }) => {
      const cutoff = engine.overdueCutoff(ctx.now());
      const rows = sorted(query.sortField ?? 'submitTime', query.sortOrder === 'asc' ? 1 : -1).filter(matcher(query, caller, cutoff));
      if (rows.length > MAX_EXPORT_ROWS) fail(400, `符合条件的申请有 ${rows.length} 条，一次最多导出 ${MAX_EXPORT_ROWS} 条，请缩小筛选范围后再导出`);
      const cells = (i: number) => {
        const row = rows[i]!;
        const { application } = row;
        const { subject } = application;
        const pending = row.pendingRole === null ? undefined : application.steps[application.currentStep!];
        return [
          application.kindName,
          subject.xykh ?? subject.gh ?? '',
          subject.xm,
          subject.xymc,
          application.summary,
          STATE_LABELS[application.state],
          pending?.label ?? '—',
          application.submitTime ?? '',
          row.overdue(cutoff) ? '是' : '否',
        ];
      };
      return streamResponse(xlsxStream('申请列表', EXPORT_COLUMNS, rows.length, cells), `申请列表-${fileDay(ctx.now())}.xlsx`, MEDIA.xlsx);
    }),

    route.authed('get', '/cloud-xj/api/sq/worklist', ({ caller }) => {
      const cutoff = engine.overdueCutoff(ctx.now());
      const counts = { todo: 0, done: 0, mine: 0, overdue: 0 };
      const me = caller.user.id;
      // Every box is within what the caller may read (applicant, decider, or the pending step's holder).
      for (const row of rowsNow()) {
        if (row.waitsFor(caller)) {
          counts.todo += 1;
          if (row.overdue(cutoff)) counts.overdue += 1;
        }
        if (row.decidedBy(me)) counts.done += 1;
        if (row.applicantId === me) counts.mine += 1;
      }
      return { data: counts };
    }),

    route.authed('post', '/cloud-xj/api/sq/applications', ({ body, caller, lang }) => {
      const request = inRequest(ctx, lang);
      const kind = kindOf(body.kind);
      if (body.payload.kind !== body.kind) fail(400, `申请内容的类型（payload.kind = ${body.payload.kind}）须与申请类型 ${body.kind} 一致`);
      if (!mayApplyAs(caller, kind)) fail(403, `当前角色不能提交${kind.name}申请`);
      let subject: SubjectRecord;
      if (kind.subject === 'teacher') {
        if (body.xykh !== undefined) fail(400, `${kind.name}申请由教师本人提交，不能指定学生（xykh）`);
        const teacher = caller.user.gh ? org.teacherOf(caller.user.gh) : undefined;
        if (!teacher) fail(404, '未找到您的教师信息');
        subject = { type: 'teacher', teacher };
      } else if (caller.role.roleKey === 'student') {
        if (body.xykh !== undefined && body.xykh !== caller.user.xykh) fail(403, '学生只能为本人提交申请');
        const student = caller.user.xykh ? students.byXykh(caller.user.xykh) : undefined;
        if (!student) fail(404, '未找到您的学籍信息');
        subject = { type: 'student', student };
      } else {
        if (body.xykh === undefined) fail(400, '请指定申请的学生（xykh）');
        const student = students.byXykh(body.xykh);
        if (!student) fail(404, `学号 ${body.xykh} 的学生不存在`);
        subject = { type: 'student', student };
      }
      const { reason } = windowState(ctx, kind);
      if (reason) fail(409, reason, windowState(ctx, kind, 'en').reason ?? undefined);
      const attachments = [...new Set(body.attachments ?? [])];
      if (attachments.length > MAX_ATTACHMENTS) fail(400, `附件最多 ${MAX_ATTACHMENTS} 个`);
      for (const id of attachments) {
        const file = storage.get(id);
        // Only the caller's own uploads; anything else is answered as missing, as an unknown id is.
        if (!file || file.ownerId !== caller.user.id) fail(400, `附件 ${id} 不存在`);
      }
      const application = engine.submit(request, kind, { caller, subject, payload: body.payload, attachments });
      for (const id of [...attachments, ...(kind.files?.(application.payload) ?? [])]) storage.share(id, { kind: 'application', key: application.id });
      // Word of it in the same write: the first step's deciders are waiting for it (issue 22).
      for (const hook of catalog.applicationEventHooks) hook(ctx, { type: 'submitted', application, actor: caller });
      return { data: answer(request, caller, application), message: say(lang, '申请已提交', 'Application submitted') };
    }),

    route.authed('get', '/cloud-xj/api/sq/applications/{id}', ({ params, caller, lang }) => ({
      data: answer(inRequest(ctx, lang), caller, readable(caller, params.id)),
    })),

    route.authed('get', '/cloud-xj/api/sq/applications/{id}/print', async ({ params, caller }) => {
      const application = readable(caller, params.id);
      const form = printedForm(application, catalog.applicationKinds.get(application.kind), ctx);
      // The browser worker has no CJK font (megabytes it does not load): it says so instead of printing boxes.
      const refused = '浏览器演示模式不能生成 PDF 打印件，请连接模拟服务器（pnpm mock）后再打印';
      if (!ctx.pdfFonts) fail(501, refused);
      const fonts = await ctx.pdfFonts.load().catch(() => fail(501, `${refused}（未能加载中文字体）`));
      const bytes = await applicationFormPdf(form, fonts);
      return fileResponse(bytes, `${form.title}-${application.subject.xm}-${application.id}.pdf`, MEDIA.pdf, { inline: true });
    }),

    route.authed('post', '/cloud-xj/api/sq/applications/{id}/withdraw', ({ params, caller, lang }) => {
      const application = engine.applications.get(params.id);
      if (!application) fail(404, `申请 ${params.id} 不存在`, `There is no application ${params.id}`);
      const withdrawn = engine.withdraw(application, caller);
      // Word of it in the same write, to whoever the pending step was waiting for (issue 22).
      for (const hook of catalog.applicationEventHooks) hook(ctx, { type: 'withdrawn', application: withdrawn, step: application.currentStep, actor: caller });
      return { data: answer(inRequest(ctx, lang), caller, withdrawn), message: say(lang, '申请已撤回', 'Application withdrawn') };
    }),
  ];
}
