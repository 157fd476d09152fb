import type { components } from '@gs/sdk/schema';
import { Refusal } from '../../core/refusal.ts';
import { say } from '../../http/language.ts';
import type { ApplicationKind, FormField, KindContext, Payload, PayloadInput, StepRole } from '../application-kind.ts';
import { majorByCode } from '../dicts/data.ts';
import { dictsSlice } from '../dicts/store.ts';
import { orgSlice } from '../org/store.ts';
import { studentsSlice } from '../students/store.ts';

type Student = components['schemas']['Student'];
type KindOf<K extends Payload['kind']> = Extract<PayloadInput, { kind: K }>;

/** How the approval dialog is opened for every status change (the business `xjyd`, SPEC 3). */
const XJYD = { mkCode: 'xj', coreCode: 'xjyd', type: 'xjydApproval', callback: '/cloud-xj/api/xj/xjyd/callback', window: 'window.xjyd' } as const;

/** Every status change is decided by the supervisor, the college, then the graduate school (AREAS.md). */
const CHAIN: readonly StepRole[] = ['supervisor', 'college', 'school'];

/**
 * A kind's `refuses`: the students whose status is not one of `allowed` (409, in both languages, the
 * statuses named by their dictionary's labels).
 */
function takes(allowed: readonly string[], what: string, whatEn: string): (student: Student, ctx: KindContext) => Refusal | null {
  return (student, ctx) => {
    if (allowed.includes(student.xjzt)) return null;
    const dicts = ctx.store.slice(dictsSlice);
    const zh = (value: string) => dicts.label('xj_xjzt', value) ?? value;
    const en = (value: string) => (dicts.label('xj_xjzt', value, 'en') ?? value).toLowerCase();
    return new Refusal(
      409,
      `${what}仅限学籍状态为${allowed.map(zh).join('、')}的学生，${student.xm}当前为${zh(student.xjzt)}`,
      `${whatEn} is only for students who are ${allowed.map(en).join(' or ')}; ${student.xm} is ${en(student.xjzt)}`,
    );
  };
}

/** The payload narrowed to its kind; the engine has checked that it is the application's kind. */
function as<K extends Payload['kind']>(payload: PayloadInput | Payload, kind: K): KindOf<K> {
  if (payload.kind !== kind) throw new Refusal(400, `申请内容的类型须为 ${kind}`);
  return payload as KindOf<K>;
}

function addYears(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
}

function setStudent(ctx: KindContext, xykh: string | undefined, changes: Partial<Student>): void {
  const students = ctx.store.slice(studentsSlice);
  const student = xykh ? students.byXykh(xykh) : undefined;
  if (!student) throw new Refusal(409, `学号 ${xykh ?? ''} 的学生已不存在，无法办理`);
  students.update(student.id, changes);
}

/** The supervisor's room in the quota of the student's enrolment year (our model: 409 when full). */
function checkQuota(ctx: KindContext, dsgh: string, student: Student): void {
  const org = ctx.store.slice(orgSlice);
  const teacher = org.teacherOf(dsgh);
  if (!teacher) throw new Refusal(400, `工号 ${dsgh} 的导师不存在`);
  const taken = org.studentsOfYear(dsgh, student.rxnj).filter((s) => s.id !== student.id).length;
  if (taken >= teacher.quota) throw new Refusal(409, `${teacher.xm}的 ${student.rxnj} 级招生名额（${teacher.quota} 人）已满`);
}

const base = { ...XJYD, applicants: ['student', 'staff'], steps: () => CHAIN } as const;

/** The printable form of a status change (学籍异动审批表): its kind, its own fields, then the reason. */
function xjydForm<K extends Payload['kind']>(kind: K, name: string, fields: (p: KindOf<K>, ctx: KindContext) => FormField[]): ApplicationKind['form'] {
  return {
    title: '学籍异动审批表',
    fields(payload, ctx) {
      const p = as(payload, kind);
      return [['异动类型', name], ...fields(p, ctx), ['申请理由', (p as { reason: string }).reason]];
    },
  };
}

export const STATUS_CHANGE_KINDS: readonly ApplicationKind[] = [
  {
    ...base,
    kind: 'suspension',
    name: '休学',
    nameEn: 'Suspension',
    refuses: takes(['01'], '休学申请', 'Suspension'),
    validate(payload) {
      const p = as(payload, 'suspension');
      // Military service (category 3) may last two years; any other suspension one year at a time.
      const limit = p.category === '3' ? 24 : 12;
      if (p.months > limit) throw new Refusal(400, `休学期限最长 ${limit} 个月${p.category === '3' ? '（应征入伍）' : '，应征入伍最长 24 个月'}`);
      return { ...p, reason: p.reason.trim() };
    },
    summary(payload, ctx) {
      const p = as(payload, 'suspension');
      const reason = ctx.store.slice(dictsSlice).label('xj_xxyy', p.category, ctx.lang);
      return say(
        ctx.lang,
        `${reason ?? '休学'}，自 ${p.startDate} 起休学 ${p.months} 个月`,
        `${reason ?? 'Suspension'}: suspended for ${p.months} months from ${p.startDate}`,
      );
    },
    form: xjydForm('suspension', '休学', (p, ctx) => [
      ['休学原因', ctx.store.slice(dictsSlice).label('xj_xxyy', p.category) ?? p.category],
      ['休学开始日期', p.startDate],
      ['休学期限', `${p.months} 个月`],
    ]),
    effect: {
      describe: (_payload, _student, ctx) => say(ctx.lang, '学籍状态改为休学', 'Status becomes suspended'),
      apply: (application, ctx) => setStudent(ctx, application.subject.xykh, { xjzt: '02' }),
    },
  },
  {
    ...base,
    kind: 'resumption',
    name: '复学',
    nameEn: 'Resumption',
    refuses: takes(['02'], '复学申请', 'Resumption'),
    validate(payload) {
      const p = as(payload, 'resumption');
      return { ...p, reason: p.reason.trim() };
    },
    summary: (payload, ctx) => {
      const date = as(payload, 'resumption').resumeDate;
      return say(ctx.lang, `自 ${date} 起复学`, `Resumes studies from ${date}`);
    },
    form: xjydForm('resumption', '复学', (p) => [['复学日期', p.resumeDate]]),
    effect: {
      describe: (_payload, _student, ctx) => say(ctx.lang, '学籍状态改为在读', 'Status becomes enrolled'),
      apply: (application, ctx) => setStudent(ctx, application.subject.xykh, { xjzt: '01' }),
    },
  },
  {
    ...base,
    kind: 'withdrawal',
    name: '退学',
    nameEn: 'Withdrawal',
    refuses: takes(['01', '02', '06'], '退学申请', 'Withdrawal'),
    validate(payload) {
      const p = as(payload, 'withdrawal');
      return { ...p, reason: p.reason.trim() };
    },
    summary: (payload, ctx) => {
      const date = as(payload, 'withdrawal').withdrawDate;
      return say(ctx.lang, `自 ${date} 起退学`, `Withdraws from ${date}`);
    },
    form: xjydForm('withdrawal', '退学', (p) => [['退学日期', p.withdrawDate]]),
    effect: {
      describe: (_payload, _student, ctx) => say(ctx.lang, '学籍状态改为退学', 'Status becomes withdrawn'),
      apply: (application, ctx) => setStudent(ctx, application.subject.xykh, { xjzt: '03' }),
    },
  },
  {
    ...base,
    kind: 'extension',
    name: '延期毕业',
    nameEn: 'Extension of study',
    refuses: takes(['01', '06'], '延期毕业申请', 'Extension of study'),
    validate(payload, student) {
      const p = as(payload, 'extension');
      const current = student.yjbyrq;
      if (current && p.yjbyrq <= current) throw new Refusal(400, `新的预计毕业日期须晚于当前的 ${current}`);
      if (current && p.yjbyrq > addYears(current, 2)) throw new Refusal(400, `延期最长两年：新的预计毕业日期不能晚于 ${addYears(current, 2)}`);
      return { ...p, reason: p.reason.trim() };
    },
    summary: (payload, ctx) => {
      const date = as(payload, 'extension').yjbyrq;
      return say(ctx.lang, `预计毕业日期延至 ${date}`, `Expected graduation moves to ${date}`);
    },
    form: xjydForm('extension', '延期毕业', (p) => [['延期后预计毕业日期', p.yjbyrq]]),
    effect: {
      describe(payload, _student, ctx) {
        const date = as(payload, 'extension').yjbyrq;
        return say(ctx.lang, `学籍状态改为延期，预计毕业日期改为 ${date}`, `Status becomes extended, expected graduation ${date}`);
      },
      apply: (application, ctx) => setStudent(ctx, application.subject.xykh, { xjzt: '06', yjbyrq: as(application.payload, 'extension').yjbyrq }),
    },
  },
  {
    ...base,
    kind: 'majorChange',
    name: '转专业',
    nameEn: 'Change of major',
    refuses: takes(['01'], '转专业申请', 'Change of major'),
    validate(payload, student) {
      const p = as(payload, 'majorChange');
      const found = majorByCode(p.zydm);
      if (!found || found.college.code !== p.xydm) throw new Refusal(400, `专业 ${p.zydm} 不属于学院 ${p.xydm}`);
      if (p.zydm === student.zydm) throw new Refusal(400, '新专业须与当前专业不同');
      if (student.pycc === '1' && found.major.professional) throw new Refusal(400, '博士研究生不能转入专业学位专业');
      return { ...p, reason: p.reason.trim() };
    },
    // College and major names stay as they are in English (names are not translated).
    summary(payload, ctx) {
      const p = as(payload, 'majorChange');
      const found = majorByCode(p.zydm);
      const [college, major] = [found?.college.name ?? p.xydm, found?.major.name ?? p.zydm];
      return say(ctx.lang, `转入${college}${major}专业`, `Moves to ${major}, ${college}`);
    },
    form: xjydForm('majorChange', '转专业', (p) => {
      const found = majorByCode(p.zydm);
      return [
        ['转入学院', found?.college.name ?? p.xydm],
        ['转入专业', `${found?.major.name ?? p.zydm}（${p.zydm}）`],
      ];
    }),
    effect: {
      describe(payload, _student, ctx) {
        const found = majorByCode(as(payload, 'majorChange').zydm);
        const [college, major] = [found?.college.name ?? '', found?.major.name ?? ''];
        return say(ctx.lang, `学院、专业改为${college}${major}`, `College and major become ${major}, ${college}`);
      },
      apply(application, ctx) {
        const p = as(application.payload, 'majorChange');
        const professional = majorByCode(p.zydm)?.major.professional ?? false;
        setStudent(ctx, application.subject.xykh, { xydm: p.xydm, zydm: p.zydm, xwlx: professional ? '2' : '1' });
      },
    },
  },
  {
    ...base,
    kind: 'supervisorChange',
    name: '更换导师',
    nameEn: 'Change of supervisor',
    refuses: takes(['01'], '更换导师申请', 'Change of supervisor'),
    validate(payload, student, ctx) {
      const p = as(payload, 'supervisorChange');
      const teacher = ctx.store.slice(orgSlice).teacherOf(p.dsgh);
      if (!teacher) throw new Refusal(400, `工号 ${p.dsgh} 的导师不存在`);
      if (teacher.dslx === '0') throw new Refusal(400, `${teacher.xm}不是研究生导师`);
      if (student.pycc === '1' && teacher.dslx !== '1') throw new Refusal(400, `博士研究生须由博士生导师指导，${teacher.xm}是硕士生导师`);
      if (p.dsgh === student.dsgh) throw new Refusal(400, `${teacher.xm}已是该生的导师`);
      checkQuota(ctx, p.dsgh, student);
      return { ...p, reason: p.reason.trim() };
    },
    summary(payload, ctx) {
      const p = as(payload, 'supervisorChange');
      const name = ctx.store.slice(orgSlice).teacherOf(p.dsgh)?.xm ?? p.dsgh;
      return say(ctx.lang, `导师更换为${name}（${p.dsgh}）`, `New supervisor: ${name} (${p.dsgh})`);
    },
    form: xjydForm('supervisorChange', '更换导师', (p, ctx) => [['拟更换导师', `${ctx.store.slice(orgSlice).teacherOf(p.dsgh)?.xm ?? ''}（${p.dsgh}）`]]),
    effect: {
      describe(payload, _student, ctx) {
        const name = ctx.store.slice(orgSlice).teacherOf(as(payload, 'supervisorChange').dsgh)?.xm ?? '';
        return say(ctx.lang, `导师改为${name}`, `Supervisor becomes ${name}`);
      },
      apply(application, ctx) {
        const p = as(application.payload, 'supervisorChange');
        const student = application.subject.xykh ? ctx.store.slice(studentsSlice).byXykh(application.subject.xykh) : undefined;
        if (!student) throw new Refusal(409, '该学生已不存在，无法办理');
        // Checked again: the quota may have filled since the application was made.
        checkQuota(ctx, p.dsgh, student);
        setStudent(ctx, application.subject.xykh, { dsgh: p.dsgh });
      },
    },
  },
];
