import type { components } from '@gs/sdk/schema';
import { Refusal } from '../../core/refusal.ts';
import { say } from '../../http/language.ts';
import type { KindContext, Payload, PayloadInput, StepRole, TeacherApplicationKind } from '../application-kind.ts';
import { majorByCode } from '../dicts/data.ts';
import { dictsSlice } from '../dicts/store.ts';
import { orgSlice } from '../org/store.ts';
import { storageSlice } from '../storage/store.ts';

type SelectionPayload = components['schemas']['SupervisorSelectionPayload'];
type Teacher = components['schemas']['Teacher'];

/** Module of the review forms the dedicated endpoint stores: only those may be named as `reviewForm`. */
export const REVIEW_FORM_MODULE = 'ds-review-form';

/** How the approval dialog is opened for a selection (the business `dsls`, SPEC 3). */
export const DSLS = { mkCode: 'ds', coreCode: 'dsls', type: 'dslsApproval', callback: '/cloud-xj/api/ds/dsls/callback', window: 'window.dsls' } as const;

/** The college vets the teacher, then the graduate school decides (our model; no supervisor step). */
const CHAIN: readonly StepRole[] = ['college', 'school'];

export const KIND_NAMES: Readonly<Record<string, string>> = { '1': '博士生导师', '2': '硕士生导师', '0': '非导师' };
const KIND_NAMES_EN: Readonly<Record<string, string>> = { '1': 'doctoral supervisor', '2': "master's supervisor", '0': 'not a supervisor' };
/** New students a year of a teacher who had no quota before (our model). */
export const DEFAULT_QUOTA: Readonly<Record<SelectionPayload['dslx'], number>> = { '1': 3, '2': 5 };
/** Senior titles (正高级): 教授, 研究员, 正高级工程师 (dictionary `xj_zc`); a doctoral supervisor holds one. */
const SENIOR_TITLES = new Set(['1', '3', '6']);

export function selectionOf(payload: PayloadInput | Payload): SelectionPayload {
  if (payload.kind !== 'dsls') throw new Refusal(400, '申请内容的类型须为 dsls');
  return payload;
}

/** The names of the directions, listed as the request's language lists (、 in Chinese, a comma in English). */
function directionNames(ctx: KindContext, ids: readonly string[]): string {
  const org = ctx.store.slice(orgSlice);
  return ids.map((id) => org.directions.get(id)?.name ?? id).join(say(ctx.lang, '、', ', '));
}

/**
 * Supervisor selection (导师遴选): a teacher asks to become a doctoral or master's supervisor with a
 * review form; approval sets the supervisor kind of their profile (and a quota if they had none).
 */
export const SUPERVISOR_SELECTION: TeacherApplicationKind = {
  ...DSLS,
  kind: 'dsls',
  name: '导师遴选',
  nameEn: 'Supervisor selection',
  subject: 'teacher',
  applicants: ['teacher'],
  steps: () => CHAIN,
  validate(payload, teacher, ctx, caller) {
    const p = selectionOf(payload);
    if (!teacher.xydm) throw new Refusal(409, `${teacher.xm}不属于任何学院，不能申请导师遴选`);
    if (p.dslx === teacher.dslx) throw new Refusal(409, `${teacher.xm}已是${KIND_NAMES[p.dslx]}，不能重复申请`);
    const major = majorByCode(p.zydm);
    if (!major || major.college.code !== teacher.xydm) throw new Refusal(400, `学科专业 ${p.zydm} 不是${teacher.xymc ?? teacher.xydm}的专业`);
    const org = ctx.store.slice(orgSlice);
    for (const id of p.directionIds) {
      const direction = org.directions.get(id);
      if (!direction || majorByCode(direction.zydm)?.college.code !== teacher.xydm)
        throw new Refusal(400, `研究方向 ${id} 不是${teacher.xymc ?? teacher.xydm}的研究方向`);
    }
    if (!ctx.store.slice(dictsSlice).has('xj_zc', p.zc)) throw new Refusal(400, `zc 的值 '${p.zc}' 不在字典 xj_zc 中`);
    if (p.dslx === '1' && !SENIOR_TITLES.has(p.zc)) throw new Refusal(400, '申请博士生导师须具有正高级职称（教授、研究员或正高级工程师）');
    const researchSummary = p.researchSummary.trim();
    if (researchSummary.length < 10) throw new Refusal(400, '科研成果简述至少 10 个字');
    const file = ctx.store.slice(storageSlice).get(p.reviewForm);
    if (!file) throw new Refusal(400, `评审表 ${p.reviewForm} 不存在`);
    // The form of another account is not the applicant's to attach, whatever its id says.
    if (!caller || file.ownerId !== caller.user.id) throw new Refusal(403, '只能提交本人上传的评审表');
    if (file.meta.modules !== REVIEW_FORM_MODULE) throw new Refusal(400, '评审表须通过评审表上传接口上传（PDF 或 Word 文档）');
    if (file.scope.kind === 'application') throw new Refusal(409, '该评审表已用于另一份申请，请重新上传');
    return { ...p, researchSummary };
  },
  files: (payload) => [selectionOf(payload).reviewForm],
  summary(payload, ctx) {
    const p = selectionOf(payload);
    const major = majorByCode(p.zydm)?.major.name ?? p.zydm;
    const directions = directionNames(ctx, p.directionIds);
    return say(
      ctx.lang,
      `申请${KIND_NAMES[p.dslx]}（${major}），研究方向：${directions}`,
      `Applies as ${KIND_NAMES_EN[p.dslx]} (${major}); research directions: ${directions}`,
    );
  },
  form: {
    title: '申请审批表',
    fields(payload, ctx) {
      const p = selectionOf(payload);
      const found = majorByCode(p.zydm);
      return [
        ['申请类型', '导师遴选'],
        ['申请导师类别', KIND_NAMES[p.dslx] ?? p.dslx],
        ['学科专业', `${found?.major.name ?? p.zydm}（${p.zydm}）`],
        ['研究方向', directionNames(ctx, p.directionIds)],
        ['职称', ctx.store.slice(dictsSlice).label('xj_zc', p.zc) ?? p.zc],
        ['科研成果简述', p.researchSummary],
      ];
    },
  },
  effect: {
    describe(payload, teacher: Teacher, ctx) {
      const p = selectionOf(payload);
      const quota = DEFAULT_QUOTA[p.dslx];
      return teacher.quota > 0
        ? say(
            ctx.lang,
            `导师类别改为${KIND_NAMES[p.dslx]}，研究方向增加所申请的方向`,
            `Supervisor kind becomes ${KIND_NAMES_EN[p.dslx]}, the directions applied for are added`,
          )
        : say(
            ctx.lang,
            `导师类别改为${KIND_NAMES[p.dslx]}，每年招生名额 ${quota} 人，研究方向增加所申请的方向`,
            `Supervisor kind becomes ${KIND_NAMES_EN[p.dslx]}, ${quota} new students a year, the directions applied for are added`,
          );
    },
    apply(application, ctx) {
      const p = selectionOf(application.payload);
      const org = ctx.store.slice(orgSlice);
      const profile = application.subject.gh ? org.profiles.get(application.subject.gh) : undefined;
      if (!profile) throw new Refusal(409, `工号 ${application.subject.gh ?? ''} 的教师已不存在，无法办理`);
      org.updateProfile(profile.gh, {
        dslx: p.dslx,
        quota: profile.quota > 0 ? profile.quota : DEFAULT_QUOTA[p.dslx],
        directionIds: [...new Set([...profile.directionIds, ...p.directionIds])],
      });
    },
  },
};
