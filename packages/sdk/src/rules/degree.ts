import type { components } from '../generated/schema.ts';

/*
 * The rules of a degree (our model, issue 24 §1; api-spec components/degree.yaml): how a thesis's blind review
 * comes out given its reviews and the configured pass rule, when a review is due and overdue, the appeal window,
 * the checks of a defence committee and the share of votes a defence needs. The mock backend enforces them and the
 * web previews them (the staff list's "needs N more reviewers", the committee form's problems), from one module.
 */

export type ThesisState = components['schemas']['ThesisState'];
export type ReviewState = components['schemas']['ReviewState'];
export type ReviewGrade = components['schemas']['ReviewGrade'];
export type CommitteeRole = components['schemas']['CommitteeRole'];
export type PassShare = components['schemas']['PassShare'];
/** Level of study (`xj_pycc`): '1' doctoral, '2' master's. */
export type Level = string;

/** The configured pass rule of the blind review (data configuration items `lwps.*`). */
export interface ReviewRules {
  /** `lwps.master.failD`: D results that fail a master's thesis. */
  masterFailD: number;
  /** `lwps.doctoral.failD`: D results that fail a doctoral thesis. */
  doctoralFailD: number;
  /** `lwps.doctoral.extraReviewers`: reviewers added (once a round) when a doctoral thesis gets its first D. */
  doctoralExtraReviewers: number;
  /** `lwps.cReviewer`: who reviews the revised thesis after a C. */
  cReviewer: 'same' | 'new';
}

/** Reviewers a thesis needs when a round starts (the first upload, an accepted appeal). */
export const INITIAL_REVIEWERS = 2;
/** At most this many reviewers are assigned at once (the first assignment of a round may take one more than needed). */
export const MAX_ASSIGNED_AT_ONCE = 3;

/** A review of the current round as the outcome reads it. */
export interface RoundReview {
  state: ReviewState;
  grade: ReviewGrade | null;
}

/** What the thesis keeps of its current round. */
export interface RoundFacts {
  level: Level;
  /** Reviewers still to be assigned. */
  needed: number;
  /** The doctoral first-D reviewers were added this round. */
  extraAdded: boolean;
  /** A C asked for revision and the student has not yet submitted the revised thesis. */
  revisionPending: boolean;
  /** An appeal of the failed result waits for the graduate school. */
  appealPending: boolean;
  reviews: readonly RoundReview[];
}

export interface RoundOutcome {
  state: ThesisState;
  needed: number;
  extraAdded: boolean;
  /** D results of the round (declined reviews do not count). */
  dCount: number;
  /** Reviews submitted in the round. */
  submitted: number;
}

const PENDING: ReadonlySet<ReviewState> = new Set(['awaiting_declaration', 'open']);

/** Whether a review still waits for its reviewer (the declaration or the review itself). */
export const isPending = (state: ReviewState): boolean => PENDING.has(state);

/** The number of D results that fail a thesis of this level. */
export function failAt(level: Level, rules: ReviewRules): number {
  return level === '1' ? rules.doctoralFailD : rules.masterFailD;
}

/**
 * Where the round stands after a change (a review assigned, declared, submitted; a revision uploaded), over the
 * reviews that are not declined. Master's: `masterFailD` D results fail it. Doctoral: `doctoralFailD` D results fail
 * it; the first D adds `doctoralExtraReviewers` to `needed`, once a round. A C (with the same reviewer: the review
 * `revising`; with a new one: `revisionPending`) holds it in `revising` until the student uploads the revision.
 * Passed when nothing is needed, nothing is pending, nothing revising and at least two reviews are submitted.
 * `needed` increments of a declined review or of a C for a new reviewer are the caller's (they happen once, at the
 * event); this function is idempotent: applied twice it gives the same answer.
 */
export function reviewOutcome(round: RoundFacts, rules: ReviewRules): RoundOutcome {
  const counted = round.reviews.filter((r) => r.state !== 'declined');
  const submitted = counted.filter((r) => r.state === 'submitted');
  const dCount = submitted.filter((r) => r.grade === 'D').length;
  let { needed, extraAdded } = round;
  const base = { dCount, submitted: submitted.length };
  if (round.appealPending) return { state: 'appealed', needed, extraAdded, ...base };
  if (dCount >= failAt(round.level, rules)) return { state: 'failed', needed, extraAdded, ...base };
  if (round.level === '1' && dCount >= 1 && !extraAdded) {
    needed += rules.doctoralExtraReviewers;
    extraAdded = true;
  }
  const revising = round.revisionPending || counted.some((r) => r.state === 'revising');
  let state: ThesisState;
  if (revising) state = 'revising';
  else if (needed > 0) state = 'awaiting_reviewers';
  else if (counted.some((r) => isPending(r.state)) || submitted.length < INITIAL_REVIEWERS) state = 'in_review';
  else state = 'passed';
  return { state, needed, extraAdded, ...base };
}

/** A problem in both languages (the server refuses with it, the web shows it). */
export interface Problem {
  code: string;
  message: string;
  messageEn: string;
}

/**
 * How many reviewers may be assigned now: the first assignment of a round up to `MAX_ASSIGNED_AT_ONCE` (two are
 * needed, a third may be added), later at most the number still needed.
 */
export function assignable(needed: number, firstOfRound: boolean): number {
  return firstOfRound ? Math.max(needed, Math.min(MAX_ASSIGNED_AT_ONCE, needed + 1)) : needed;
}

/** Whether `count` reviewers may be assigned now (null when they may), and what `needed` becomes. */
export function assignmentProblem(needed: number, firstOfRound: boolean, count: number): Problem | null {
  const most = assignable(needed, firstOfRound);
  if (most === 0) return { code: 'none-needed', message: '该论文目前不需要再分配评阅人', messageEn: 'The thesis needs no more reviewers now' };
  if (count > most)
    return {
      code: 'too-many',
      message: `该论文目前最多还能分配 ${most} 位评阅人`,
      messageEn: `At most ${most} more reviewer${most === 1 ? '' : 's'} may be assigned to the thesis now`,
    };
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

const DAY_MS = 86_400_000;

/** `yyyy-MM-dd` `days` after the day of `at` (`yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`), by the calendar. */
export function addDays(at: string, days: number): string {
  const ms = Date.UTC(Number(at.slice(0, 4)), Number(at.slice(5, 7)) - 1, Number(at.slice(8, 10))) + days * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day a review is due: `lwps.dueDays` after the day it was assigned (or reopened after a revision). */
export function dueDate(assignedAt: string, dueDays: number): string {
  return addDays(assignedAt, dueDays);
}

/** A review waiting for its reviewer (declaration or review) after its due day, on the day of `now`. */
export function isOverdue(state: ReviewState, due: string, now: string): boolean {
  return isPending(state) && now.slice(0, 10) > due;
}

/** What the appeal rule looks at of a thesis. */
export interface AppealFacts {
  state: ThesisState;
  /** An appeal was made (whatever came of it): one per thesis. */
  appealed: boolean;
  resultAt: string | null;
}

/** The last day a failed result may be appealed (`lwps.appealDays` after the result), or null when it has none. */
export function appealUntil(resultAt: string | null, appealDays: number): string | null {
  return resultAt === null ? null : addDays(resultAt, appealDays);
}

/** Why the thesis may not be appealed now (null when it may): only a failed result, once, within the days. */
export function appealProblem(thesis: AppealFacts, appealDays: number, now: string): Problem | null {
  if (thesis.appealed)
    return { code: 'appealed', message: '每篇论文只能申诉一次，已申诉过', messageEn: 'A thesis may be appealed once, and this one has been' };
  if (thesis.state !== 'failed')
    return { code: 'not-failed', message: '只有评审不通过的论文可以申诉', messageEn: 'Only a thesis that failed its review may be appealed' };
  const until = appealUntil(thesis.resultAt, appealDays);
  if (until === null || now.slice(0, 10) > until)
    return {
      code: 'expired',
      message: `申诉期限已过（评审结果公布后 ${appealDays} 天内${until ? `，截至 ${until}` : ''}）`,
      messageEn: `The appeal period is over (${appealDays} days after the result${until ? `, until ${until}` : ''})`,
    };
  return null;
}

/** What an accepted appeal resets: a new round with two reviewers to assign, no D, no extra reviewers. */
export function roundAfterAppeal(round: number): { round: number; state: ThesisState; needed: number; extraAdded: false; revisionPending: false } {
  return { round: round + 1, state: 'awaiting_reviewers', needed: INITIAL_REVIEWERS, extraAdded: false, revisionPending: false };
}

// ---------------------------------------------------------------------------------------------------------------
// Defence

export interface CommitteeMember {
  gh: string;
  role: CommitteeRole;
}

/** Who may not sit on the committee: the student's supervisor and the thesis's reviewers (any round). */
export interface CommitteeExclusions {
  supervisorGh: string | null;
  reviewerGhs: readonly string[];
}

export const COMMITTEE_SIZE = { min: 3, max: 5 } as const;

/**
 * The problems of a defence committee (none when it may be scheduled): 3 to 5 members, each once, exactly one
 * chair and one secretary, none the student's supervisor nor a reviewer of the thesis.
 */
export function committeeProblems(members: readonly CommitteeMember[], exclusions: CommitteeExclusions): (Problem & { gh: string | null })[] {
  const problems: (Problem & { gh: string | null })[] = [];
  const whole = (code: string, message: string, messageEn: string) => problems.push({ code, gh: null, message, messageEn });
  if (members.length < COMMITTEE_SIZE.min || members.length > COMMITTEE_SIZE.max)
    whole(
      'size',
      `答辩委员会须有 ${COMMITTEE_SIZE.min} 至 ${COMMITTEE_SIZE.max} 名委员`,
      `A committee has ${COMMITTEE_SIZE.min} to ${COMMITTEE_SIZE.max} members`,
    );
  const chairs = members.filter((m) => m.role === 'chair').length;
  const secretaries = members.filter((m) => m.role === 'secretary').length;
  if (chairs !== 1) whole('chair', '答辩委员会须有且只有一名主席', 'A committee has exactly one chair');
  if (secretaries !== 1) whole('secretary', '答辩委员会须有且只有一名秘书', 'A committee has exactly one secretary');
  const seen = new Set<string>();
  const reviewers = new Set(exclusions.reviewerGhs);
  for (const { gh } of members) {
    if (seen.has(gh)) problems.push({ code: 'duplicate', gh, message: `委员 ${gh} 重复`, messageEn: `Member ${gh} is named twice` });
    seen.add(gh);
    if (gh === exclusions.supervisorGh)
      problems.push({
        code: 'supervisor',
        gh,
        message: `${gh} 是该学生的导师，不能担任答辩委员`,
        messageEn: `${gh} is the student's supervisor and may not sit on the committee`,
      });
    if (reviewers.has(gh))
      problems.push({
        code: 'reviewer',
        gh,
        message: `${gh} 是该论文的评阅人，不能担任答辩委员`,
        messageEn: `${gh} reviewed the thesis and may not sit on the committee`,
      });
  }
  return problems;
}

/** The fewest pass votes of `members` that pass a defence: two thirds at least, more than half, or all. */
export function passVotesNeeded(members: number, share: PassShare): number {
  if (share === 'all') return members;
  if (share === '1/2') return Math.floor(members / 2) + 1;
  return Math.ceil((members * 2) / 3);
}

/** Whether `passVotes` of `members` pass a defence by the configured share. */
export function defencePasses(passVotes: number, members: number, share: PassShare): boolean {
  return members > 0 && passVotes >= passVotesNeeded(members, share);
}
