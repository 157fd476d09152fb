import type { components } from '@gs/sdk/schema';
import type { Store } from '../../core/store.ts';
import { type Lang, say } from '../../http/language.ts';
import { auditsSlice } from '../audits/store.ts';
import { studentsSlice } from '../students/store.ts';
import { degreeSlice } from './store.ts';

type Student = components['schemas']['Student'];
type DegreeCondition = components['schemas']['DegreeCondition'];
type ThesisState = components['schemas']['ThesisState'];

const THESIS_STATES: Readonly<Record<ThesisState, readonly [zh: string, en: string]>> = {
  awaiting_reviewers: ['论文评阅尚未完成（待分配评阅人）', 'The thesis review is not finished (reviewers to be assigned)'],
  in_review: ['论文评阅尚未完成', 'The thesis review is not finished'],
  revising: ['论文评阅要求修改，待提交修改稿', 'A review asked for revision; the revised thesis is awaited'],
  passed: ['论文评阅已通过', 'The thesis passed its review'],
  failed: ['论文评阅未通过', 'The thesis failed its review'],
  appealed: ['论文评阅未通过，申诉处理中', 'The thesis failed its review; the appeal is being decided'],
};

/** A condition of the degree with what it says in both languages (a refusal carries both). */
export interface BilingualCondition {
  key: DegreeCondition['key'];
  met: boolean;
  zh: string;
  en: string;
}

const both = (zh: string, en: string): readonly [zh: string, en: string] => [zh, en];

/**
 * The conditions of a student's degree at `at` (our model, issue 24 §1), in order: the training plan's audit met
 * (`audits.ownAuditStatus`), the thesis review passed, the latest defence passed, no open disciplinary flag; each
 * with what it says. The degree file shows them and the degree application refuses the first unmet one.
 */
export function degreeConditionsBoth(store: Store, student: Pick<Student, 'xykh'>, at: string): BilingualCondition[] {
  const degree = store.slice(degreeSlice);
  const audits = store.slice(auditsSlice);
  const record = store.slice(studentsSlice).byXykh(student.xykh);
  // Without a plan for the student's major, cohort and degree type there is nothing to audit (and nothing met).
  const audit = record && audits.ownPlanOf(record) ? audits.ownAuditStatus(student.xykh, at) : undefined;
  const totals = audit?.totals;
  const auditMet = audit?.status === 'met';
  const auditDetail = !audit
    ? both('所在专业、年级没有培养方案，无法审核', 'No training plan of their major and cohort to audit against')
    : auditMet
      ? both(
          `培养方案要求已全部完成（已获 ${totals!.earned} 学分，要求 ${totals!.required} 学分）`,
          `The training plan is met (${totals!.earned} of ${totals!.required} credits)`,
        )
      : both(
          `培养方案尚未完成（已获 ${totals!.earned} 学分，要求 ${totals!.required} 学分，尚缺 ${totals!.left} 学分）`,
          `The training plan is not met yet (${totals!.earned} of ${totals!.required} credits, ${totals!.left} still to take)`,
        );

  const thesis = degree.thesisOf(student.xykh);
  const reviewDetail = thesis ? THESIS_STATES[thesis.state] : both('尚未提交学位论文', 'No thesis submitted yet');

  const defence = degree.defencesOf(student.xykh)[0];
  const defenceDetail = !defence
    ? both('尚未答辩', 'No defence yet')
    : defence.state === 'passed'
      ? both(`答辩已通过（${defence.time}）`, `The defence passed (${defence.time})`)
      : defence.state === 'failed'
        ? both(`答辩未通过（${defence.time}），可重新安排答辩`, `The defence failed (${defence.time}); another may be scheduled`)
        : both(`答辩已安排（${defence.time}，${defence.room}）`, `The defence is scheduled (${defence.time}, ${defence.room})`);

  const open = degree.flagsOf(student.xykh).filter((f) => f.closedAt === null);
  const disciplineDetail =
    open.length === 0
      ? both('无未解除的处分', 'No open disciplinary flag')
      : both(`有 ${open.length} 项未解除的处分：${open[0]!.reason}`, `${open.length} open disciplinary flag(s): ${open[0]!.reason}`);

  const condition = (key: DegreeCondition['key'], met: boolean, [zh, en]: readonly [string, string]): BilingualCondition => ({ key, met, zh, en });
  return [
    condition('audit', auditMet, auditDetail),
    condition('review', thesis?.state === 'passed', reviewDetail),
    condition('defence', defence?.state === 'passed', defenceDetail),
    condition('discipline', open.length === 0, disciplineDetail),
  ];
}

/** The conditions of a student's degree at `at`, each saying what it says in `lang`. */
export function degreeConditions(store: Store, student: Pick<Student, 'xykh'>, at: string, lang: Lang | undefined): DegreeCondition[] {
  return degreeConditionsBoth(store, student, at).map(({ key, met, zh, en }) => ({ key, met, detail: say(lang, zh, en) }));
}
