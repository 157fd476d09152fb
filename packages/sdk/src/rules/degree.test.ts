import { describe, expect, it } from 'vitest';
import {
  type ReviewRules,
  type RoundFacts,
  type RoundReview,
  addDays,
  appealProblem,
  appealUntil,
  assignable,
  assignmentProblem,
  committeeProblems,
  defencePasses,
  dueDate,
  isOverdue,
  passVotesNeeded,
  reviewOutcome,
  roundAfterAppeal,
} from './degree.ts';

const RULES: ReviewRules = { masterFailD: 1, doctoralFailD: 2, doctoralExtraReviewers: 2, cReviewer: 'same' };

const submitted = (grade: RoundReview['grade']): RoundReview => ({ state: 'submitted', grade });
const open: RoundReview = { state: 'open', grade: null };
const round = (level: string, reviews: RoundReview[], more: Partial<RoundFacts> = {}): RoundFacts => ({
  level,
  needed: 0,
  extraAdded: false,
  revisionPending: false,
  appealPending: false,
  reviews,
  ...more,
});

describe('the outcome of a blind review (issue 24 §1, our model)', () => {
  it("fails a master's thesis at its first D, by the configured count", () => {
    expect(reviewOutcome(round('2', [submitted('A'), submitted('D')]), RULES)).toMatchObject({ state: 'failed', dCount: 1 });
    expect(reviewOutcome(round('2', [open, submitted('D')]), RULES).state).toBe('failed');
    // Two D's are needed when the item says 2: one D and one A with nothing else pending passes.
    expect(reviewOutcome(round('2', [submitted('A'), submitted('D')]), { ...RULES, masterFailD: 2 }).state).toBe('passed');
  });

  it('adds two reviewers to a doctoral thesis at its first D, once a round, and fails it at the second', () => {
    const first = reviewOutcome(round('1', [submitted('D'), submitted('A')]), RULES);
    expect(first).toMatchObject({ state: 'awaiting_reviewers', needed: 2, extraAdded: true, dCount: 1 });
    // Applied again (another change in the same round) it adds nothing more.
    expect(reviewOutcome(round('1', [submitted('D'), submitted('A')], { needed: first.needed, extraAdded: true }), RULES).needed).toBe(2);
    const extra = [submitted('D'), submitted('A'), submitted('B'), open];
    expect(reviewOutcome(round('1', extra, { extraAdded: true }), RULES).state).toBe('in_review');
    expect(reviewOutcome(round('1', [submitted('D'), submitted('A'), submitted('B'), submitted('A')], { extraAdded: true }), RULES).state).toBe('passed');
    expect(reviewOutcome(round('1', [submitted('D'), submitted('A'), submitted('D'), open], { extraAdded: true }), RULES)).toMatchObject({
      state: 'failed',
      dCount: 2,
    });
    expect(reviewOutcome(round('1', [submitted('D'), open]), { ...RULES, doctoralFailD: 1 }).state).toBe('failed');
  });

  it('holds a thesis in revision after a C until the revised thesis comes, then waits for the review again', () => {
    const revising: RoundReview = { state: 'revising', grade: 'C' };
    expect(reviewOutcome(round('2', [submitted('A'), revising]), RULES).state).toBe('revising');
    expect(reviewOutcome(round('2', [submitted('A'), open]), RULES).state).toBe('in_review');
    // With a new reviewer for the revision, the C stays submitted and the thesis waits for the revision first.
    expect(reviewOutcome(round('2', [submitted('A'), submitted('C')], { revisionPending: true, needed: 1 }), { ...RULES, cReviewer: 'new' }).state).toBe(
      'revising',
    );
    expect(reviewOutcome(round('2', [submitted('A'), submitted('C')], { needed: 1 }), { ...RULES, cReviewer: 'new' }).state).toBe('awaiting_reviewers');
  });

  it('passes only with nothing needed, nothing pending and two reviews submitted; declined reviews do not count', () => {
    expect(reviewOutcome(round('2', [submitted('A'), submitted('B')]), RULES)).toMatchObject({ state: 'passed', submitted: 2 });
    expect(reviewOutcome(round('2', [submitted('A'), submitted('B'), open]), RULES).state).toBe('in_review');
    expect(reviewOutcome(round('2', [submitted('A'), { state: 'declined', grade: null }]), RULES).state).toBe('in_review');
    expect(reviewOutcome(round('2', [submitted('A'), { state: 'declined', grade: null }], { needed: 1 }), RULES).state).toBe('awaiting_reviewers');
    expect(reviewOutcome(round('2', [], { needed: 2 }), RULES).state).toBe('awaiting_reviewers');
    expect(reviewOutcome(round('2', [submitted('D')], { appealPending: true }), RULES).state).toBe('appealed');
  });

  it('takes 2 or 3 reviewers at first, later no more than still needed', () => {
    expect(assignable(2, true)).toBe(3);
    expect(assignable(1, false)).toBe(1);
    expect(assignmentProblem(2, true, 3)).toBeNull();
    expect(assignmentProblem(1, false, 2)?.messageEn).toBe('At most 1 more reviewer may be assigned to the thesis now');
    expect(assignmentProblem(0, false, 1)?.code).toBe('none-needed');
  });
});

describe('due dates and the appeal window', () => {
  it('dues a review the configured days after it was assigned, overdue only while it waits for its reviewer', () => {
    expect(dueDate('2026-08-20 10:00:00', 30)).toBe('2026-09-19');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isOverdue('open', '2026-09-19', '2026-09-19 23:59:59')).toBe(false);
    expect(isOverdue('open', '2026-09-19', '2026-09-20 00:00:00')).toBe(true);
    expect(isOverdue('awaiting_declaration', '2026-09-19', '2026-10-01 08:00:00')).toBe(true);
    expect(isOverdue('submitted', '2026-09-19', '2026-10-01 08:00:00')).toBe(false);
  });

  it('takes one appeal of a failed result within the days', () => {
    const failed = { state: 'failed' as const, appealed: false, resultAt: '2026-09-01 10:00:00' };
    expect(appealUntil(failed.resultAt, 7)).toBe('2026-09-08');
    expect(appealProblem(failed, 7, '2026-09-08 18:00:00')).toBeNull();
    expect(appealProblem(failed, 7, '2026-09-09 08:00:00')?.code).toBe('expired');
    expect(appealProblem({ ...failed, appealed: true }, 7, '2026-09-02 08:00:00')?.code).toBe('appealed');
    expect(appealProblem({ ...failed, state: 'passed' }, 7, '2026-09-02 08:00:00')?.code).toBe('not-failed');
    expect(roundAfterAppeal(1)).toEqual({ round: 2, state: 'awaiting_reviewers', needed: 2, extraAdded: false, revisionPending: false });
  });
});

describe('the defence committee and its vote', () => {
  const exclusions = { supervisorGh: 'T001', reviewerGhs: ['T009'] };
  it('takes 3 to 5 members with one chair and one secretary', () => {
    const ok = [
      { gh: 'T002', role: 'chair' as const },
      { gh: 'T003', role: 'secretary' as const },
      { gh: 'T004', role: 'member' as const },
    ];
    expect(committeeProblems(ok, exclusions)).toEqual([]);
    expect(committeeProblems(ok.slice(0, 2), exclusions).map((p) => p.code)).toEqual(['size']);
    expect(committeeProblems([...ok, { gh: 'T005', role: 'chair' }], exclusions).map((p) => p.code)).toEqual(['chair']);
    expect(committeeProblems([ok[0]!, { gh: 'T003', role: 'member' }, ok[2]!], exclusions).map((p) => p.code)).toEqual(['secretary']);
  });

  it('names the supervisor, a reviewer and a member named twice', () => {
    const members = [
      { gh: 'T001', role: 'chair' as const },
      { gh: 'T009', role: 'secretary' as const },
      { gh: 'T004', role: 'member' as const },
      { gh: 'T004', role: 'member' as const },
    ];
    expect(committeeProblems(members, exclusions).map((p) => [p.code, p.gh])).toEqual([
      ['supervisor', 'T001'],
      ['reviewer', 'T009'],
      ['duplicate', 'T004'],
    ]);
  });

  it('passes by two thirds, more than half, or all the votes', () => {
    expect([3, 4, 5].map((n) => passVotesNeeded(n, '2/3'))).toEqual([2, 3, 4]);
    expect([3, 4, 5].map((n) => passVotesNeeded(n, '1/2'))).toEqual([2, 3, 3]);
    expect(passVotesNeeded(5, 'all')).toBe(5);
    expect(defencePasses(2, 3, '2/3')).toBe(true);
    expect(defencePasses(2, 4, '1/2')).toBe(false);
    expect(defencePasses(4, 5, 'all')).toBe(false);
  });
});
