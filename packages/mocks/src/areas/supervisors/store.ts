import { levelOf, weightedTotal } from '@gs/sdk/rules/assessment';
import type { components } from '@gs/sdk/schema';
import { defineSlice } from '../../core/store.ts';
import type { Lang } from '../../http/language.ts';
import { configSlice } from '../config/store.ts';

type AssessmentCriterion = components['schemas']['AssessmentCriterion'];
type AssessmentLevel = components['schemas']['AssessmentLevel'];
type AssessmentScore = components['schemas']['AssessmentScore'];

/** The criteria of the yearly assessment (our model; no randomness): the weights add up to 100. */
export const CRITERIA: readonly AssessmentCriterion[] = [
  { id: 'ldsr', name: '立德树人', description: '师德师风，思想政治教育和学术道德引导', weight: 20, maxScore: 10 },
  { id: 'kysp', name: '科研水平', description: '科研项目、经费、论文与成果', weight: 35, maxScore: 100 },
  { id: 'zdzl', name: '指导质量', description: '指导频次、开题与中期把关、论文抽检结果', weight: 30, maxScore: 100 },
  { id: 'pycx', name: '培养成效', description: '学生按期毕业、学位授予、学术成果与就业', weight: 15, maxScore: 50 },
];

/** The criteria in English (issue 22 §13), by id. */
const CRITERIA_EN: Readonly<Record<string, Pick<AssessmentCriterion, 'name' | 'description'>>> = {
  ldsr: { name: 'Fostering virtue', description: 'Ethics and conduct as a teacher, political and ideological education, guidance in research integrity' },
  kysp: { name: 'Research standing', description: 'Research projects, funding, papers and results' },
  zdzl: {
    name: 'Quality of supervision',
    description: 'How often students are supervised, the proposal and mid-term reviews, the results of thesis spot checks',
  },
  pycx: { name: 'Outcomes of training', description: "Students' graduation on time, degrees awarded, their research output and employment" },
};

/** The criteria as answered in `lang`: their names and descriptions in English where asked (issue 22 §13). */
export function criteriaIn(lang: Lang): AssessmentCriterion[] {
  return CRITERIA.map((criterion) => (lang === 'en' ? { ...criterion, ...CRITERIA_EN[criterion.id] } : { ...criterion }));
}

/**
 * The weighted total and level of complete scores, by the rule the web's entry dialog previews
 * (`@gs/sdk/rules/assessment`).
 */
export function assessedTotal(scores: readonly AssessmentScore[]): { total: number; level: AssessmentLevel } {
  const total = weightedTotal(CRITERIA, Object.fromEntries(scores.map((s) => [s.criterionId, s.score])));
  return { total, level: levelOf(total) };
}

/** One supervisor's assessment of one year, as stored (names and college come from the staff record). */
export interface AssessmentRecord {
  year: number;
  gh: string;
  state: 'draft' | 'submitted';
  scores: readonly AssessmentScore[];
  total: number;
  level: AssessmentLevel;
  comment: string | null;
  assessedBy: string;
  assessedByName: string;
  updateTime: string;
  submitTime: string | null;
}

/** What a teacher writes about their own research (the profile's other fields are the org area's). */
export interface SupervisorNote {
  gh: string;
  bio: string;
  updateTime: string;
}

export const assessmentKey = (year: number, gh: string) => `${year}:${gh}`;

/**
 * Supervisors (our model, issue 15 §6): the teachers' introductions and the yearly assessments. The
 * profile itself (kind, directions, quota) stays the org area's teacher profile.
 */
export const supervisorsSlice = defineSlice('supervisors', (store) => {
  const config = store.slice(configSlice);
  const assessments = store.collection<AssessmentRecord>('supervisorAssessments', (a) => assessmentKey(a.year, a.gh));
  const notes = store.collection<SupervisorNote>('supervisorNotes', (n) => n.gh);
  return {
    assessments,
    notes,
    assessment: (year: number, gh: string) => assessments.get(assessmentKey(year, gh)),
    /**
     * The year of the current term (`term.current`, 2026 for 2026-2027-1): the enrolment year the quotas
     * count and the year being assessed. Configuration, not the wall clock, so it moves when the term does.
     */
    currentYear(): number {
      const term = config.items.get('term.current')?.value;
      const year = typeof term === 'string' ? Number(term.slice(0, 4)) : NaN;
      return Number.isInteger(year) ? year : 2026;
    },
  };
});
