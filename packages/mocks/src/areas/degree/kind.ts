import type { components } from '@gs/sdk/schema';
import { SEED_NOW, utcDateTime } from '../../core/clock.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Store } from '../../core/store.ts';
import { say } from '../../http/language.ts';
import type { ApplicationKind, KindContext, Payload, PayloadInput, StepRole } from '../application-kind.ts';
import { SCHOOL_CODE } from '../dicts/data.ts';
import { studentsSlice } from '../students/store.ts';
import { degreeConditionsBoth } from './conditions.ts';

type DegreePayload = components['schemas']['DegreeApplicationPayload'];
type Student = components['schemas']['Student'];

/** How the approval dialog is opened for a degree application (the business `xwsq`, SPEC 3). */
export const XWSQ = { mkCode: 'xw', coreCode: 'xwsq', type: 'xwsqApproval', callback: '/cloud-xj/api/xw/xwsq/callback', window: 'window.xwsq' } as const;

/** The supervisor, the college, then the graduate school for the degree committee (our model). */
const CHAIN: readonly StepRole[] = ['supervisor', 'college', 'school'];

function degreeOf(payload: PayloadInput | Payload): DegreePayload {
  if (payload.kind !== 'xwsq') throw new Refusal(400, '申请内容的类型须为 xwsq', 'The payload must be of kind xwsq');
  return payload;
}

/** The time of the kind's rules: the request's clock, or the seed's "today" while seeding. */
const timeOf = (ctx: KindContext) => (ctx.now ? ctx.store.now(new Date(ctx.now())) : utcDateTime(SEED_NOW));

/**
 * The next degree certificate number (our model): school code (5 digits), year (4), level (1: `pycc`), then a
 * sequence of 4 digits, one past the highest of that prefix on record.
 */
export function nextCertificateNumber(store: Store, year: string, pycc: string): string {
  const prefix = `${SCHOOL_CODE}${year}${pycc}`;
  let max = 0;
  for (const s of store.slice(studentsSlice).students.values()) {
    if (s.xwzsbh && s.xwzsbh.length === prefix.length + 4 && s.xwzsbh.startsWith(prefix)) max = Math.max(max, Number(s.xwzsbh.slice(prefix.length)) || 0);
  }
  return `${prefix}${String(max + 1).padStart(4, '0')}`;
}

/** The refusal for a student whose degree is on record, or whose first condition is unmet; null when they may apply. */
export function degreeRefusal(student: Student, ctx: KindContext): Refusal | null {
  if (student.xwzsbh) {
    return new Refusal(409, `${student.xm}已授予学位（证书编号 ${student.xwzsbh}）`, `${student.xm} already holds the degree (certificate ${student.xwzsbh})`);
  }
  const unmet = degreeConditionsBoth(ctx.store, student, timeOf(ctx)).find((c) => !c.met);
  if (!unmet) return null;
  return new Refusal(409, `${student.xm}尚不满足学位申请条件：${unmet.zh}`, `${student.xm} does not meet the degree's conditions yet: ${unmet.en}`);
}

/**
 * Degree application (学位申请, kind `xwsq`; our model, issue 24 §1): a student every condition of whose degree file
 * holds applies (or the graduate school for them); the supervisor, the college and the graduate school (the degree
 * committee) decide; the last approval confers the degree, setting the certificate number once.
 */
export const DEGREE_APPLICATION: ApplicationKind = {
  ...XWSQ,
  kind: 'xwsq',
  name: '学位申请',
  nameEn: 'Degree application',
  applicants: ['student', 'staff'],
  steps: () => CHAIN,
  refuses: degreeRefusal,
  validate(payload) {
    const statement = degreeOf(payload).statement?.trim() ?? '';
    return { kind: 'xwsq', statement: statement === '' ? null : statement };
  },
  summary(payload, ctx) {
    const statement = degreeOf(payload).statement;
    return statement
      ? say(ctx.lang, `申请授予学位：${statement}`, `Applies for the degree: ${statement}`)
      : say(ctx.lang, '申请授予学位', 'Applies for the degree');
  },
  form: {
    title: '学位授予审批表',
    fields(payload) {
      return [
        ['申请类型', '学位申请'],
        ['申请说明', degreeOf(payload).statement ?? '无'],
      ];
    },
  },
  effect: {
    describe: (_payload, _student, ctx) => say(ctx.lang, '授予学位并生成学位证书编号', 'The degree is conferred and its certificate number issued'),
    apply(application, ctx) {
      const students = ctx.store.slice(studentsSlice);
      const student = application.subject.xykh ? students.byXykh(application.subject.xykh) : undefined;
      if (!student) throw new Refusal(409, `学号 ${application.subject.xykh ?? ''} 的学生已不存在，无法办理`, 'The student no longer exists');
      // The conditions are read again at the last approval: a flag recorded meanwhile stops the degree.
      const refusal = degreeRefusal(student, ctx);
      if (refusal) throw refusal;
      const at = timeOf(ctx);
      students.awardDegree(student.xykh, nextCertificateNumber(ctx.store, at.slice(0, 4), student.pycc), at);
    },
  },
};
