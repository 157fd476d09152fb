import { DAY_MS, SEED_NOW, utcDateTime } from '../../core/clock.ts';
import { Random } from '../../core/random.ts';
import { type AssessmentRecord, CRITERIA, assessedTotal } from './store.ts';

/**
 * The area's own random sequence: areas merged before it in the registry may draw more or fewer
 * numbers without moving its data (the spec's examples name seeded assessments).
 */
export function supervisorsRandom(seed: number): Random {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of 'supervisors') hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return new Random(hash >>> 0);
}

const COMMENTS: Readonly<Record<AssessmentRecord['level'], readonly string[]>> = {
  excellent: ['师德高尚，科研成果突出，指导认真负责', '培养质量高，学生成果丰硕', '科研与育人并重，表现优秀'],
  qualified: ['能够履行导师职责，指导较为认真', '科研稳定，培养工作按计划推进', '整体表现良好'],
  basic: ['指导频次偏少，需加强过程管理', '科研产出不足，培养成效一般'],
  unqualified: ['未能履行导师基本职责，须限期整改', '学生论文抽检存在问题，指导不到位'],
};

export interface AssessmentSeedInput {
  /** Staff numbers of the supervisors (kind 1 or 2), in order. */
  supervisors: readonly string[];
  /** The year of the current term: last year's assessments are all submitted, a part of this year's are drafts. */
  year: number;
  /** The demo `teacher`: left unassessed this year (the browser journey assesses them). */
  demoTeacher: string | undefined;
  assessor: { username: string; name: string };
}

/** Last year's assessment of every supervisor (submitted in January), and drafts for about a third this year. */
export function seedAssessments(random: Random, input: AssessmentSeedInput): AssessmentRecord[] {
  const out: AssessmentRecord[] = [];
  const record = (year: number, gh: string, state: AssessmentRecord['state'], at: number): AssessmentRecord => {
    // Most supervisors are 合格 and few fail (our model); their quality shows in every criterion, with some spread.
    const [low, high] = random.weighted([
      [[0.9, 0.98], 18],
      [[0.75, 0.9], 55],
      [[0.6, 0.75], 22],
      [[0.45, 0.6], 5],
    ] as const);
    const quality = low + random.next() * (high - low);
    const scores = CRITERIA.map((criterion) => {
      const share = Math.min(1, Math.max(0, quality + (random.next() - 0.5) * 0.16));
      return { criterionId: criterion.id, score: Math.round(share * criterion.maxScore) };
    });
    const { total, level } = assessedTotal(scores);
    return {
      year,
      gh,
      state,
      scores,
      total,
      level,
      comment: random.chance(0.7) ? random.pick(COMMENTS[level]) : null,
      assessedBy: input.assessor.username,
      assessedByName: input.assessor.name,
      updateTime: utcDateTime(at),
      submitTime: state === 'submitted' ? utcDateTime(at) : null,
    };
  };
  // Last year's round closed in mid-January; this year's drafts were saved in the last weeks before SEED_NOW.
  const closedLastYear = Date.UTC(input.year, 0, 12, 2, 0, 0);
  for (const gh of input.supervisors) {
    out.push(record(input.year - 1, gh, 'submitted', closedLastYear + random.int(0, 4 * 24) * 3_600_000));
  }
  for (const gh of input.supervisors) {
    if (gh === input.demoTeacher || !random.chance(0.35)) continue;
    out.push(record(input.year, gh, 'draft', SEED_NOW - random.int(1, 20) * DAY_MS + random.int(1, 9) * 3_600_000));
  }
  return out;
}
