import type { components } from '@gs/sdk/schema';
import {
  INITIAL_REVIEWERS,
  type ReviewRules,
  appealProblem,
  assignmentProblem,
  committeeProblems,
  defencePasses,
  reviewOutcome,
  roundAfterAppeal,
} from '@gs/sdk/rules/degree';
import type { ReadonlyCollection } from '../../core/collection.ts';
import { Refusal } from '../../core/refusal.ts';
import { defineSlice } from '../../core/store.ts';
import { configSlice } from '../config/store.ts';
import { studentsSlice } from '../students/store.ts';

type ThesisState = components['schemas']['ThesisState'];
type ReviewState = components['schemas']['ReviewState'];
type ReviewGrade = components['schemas']['ReviewGrade'];
type ThesisAppeal = components['schemas']['ThesisAppeal'];
type CommitteeRole = components['schemas']['CommitteeRole'];
type DefenceVote = components['schemas']['DefenceVote'];
type PassShare = components['schemas']['PassShare'];

/** Modules of the stored files of the area: only a file of the right module may be named where one is asked for. */
export const THESIS_MODULE = 'xw-thesis';
export const REVIEW_FORM_MODULE = 'xw-review-form';
export const DEFENCE_RECORD_MODULE = 'xw-defence-record';
/** The file scope of a submitted review's form: the graduate school and the student's college read it, nobody else. */
export const REVIEW_FORM_SCOPE = 'xw-review';

/** A stored file as a degree record names it. */
export type FileRef = components['schemas']['FileRef'];

/**
 * A student's thesis as stored (our model, issue 24 §1): one per student, its latest upload, and where its
 * review stands. `extraAdded` and `revisionPending` are the round's facts the pass rule reads
 * (`@gs/sdk/rules/degree`); the answers do not show them.
 */
export interface ThesisRecord {
  id: string;
  code: string;
  xykh: string;
  title: string;
  file: FileRef;
  uploadedAt: string;
  similarity: number | null;
  state: ThesisState;
  round: number;
  needed: number;
  extraAdded: boolean;
  revisionPending: boolean;
  resultAt: string | null;
  revisionNotes: string | null;
  appeal: ThesisAppeal | null;
}

/** One review as stored: the reviewer's staff number and name never leave the server to the student or a reviewer. */
export interface ReviewRecord {
  id: string;
  thesisId: string;
  no: number;
  reviewerGh: string;
  reviewerName: string;
  round: number;
  assignedAt: string;
  /** When the current work started (the assignment, or the revised thesis reopening it): the due date counts from it. */
  dueFrom: string;
  /** When the revised thesis reopened it after its C (the reviewer then reads the student's notes); null before. */
  reopenedAt: string | null;
  state: ReviewState;
  conflict: boolean | null;
  declarationNote: string | null;
  score: number | null;
  grade: ReviewGrade | null;
  comments: string | null;
  reviewForm: FileRef | null;
  submittedAt: string | null;
}

/** A member as stored: the answer's shape (their name as it was when they were named). */
export type DefenceMemberRecord = components['schemas']['DefenceMember'];

export interface DefenceRecord {
  id: string;
  xykh: string;
  thesisId: string;
  time: string;
  room: string;
  state: 'scheduled' | 'passed' | 'failed';
  members: DefenceMemberRecord[];
  /** The share the result was worked out with (the configured one until it is closed). */
  passShare: PassShare | null;
  resolution: string | null;
  recordFile: FileRef | null;
  closedAt: string | null;
  createdAt: string;
}

export interface FlagRecord {
  id: string;
  xykh: string;
  reason: string;
  at: string;
  byName: string;
  closedAt: string | null;
  closeNote: string | null;
  closedByName: string | null;
}

/** The configured rules of a call (data configuration items `lwps.*`, `dbjl.passShare`), read per call. */
export interface DegreeSettings extends ReviewRules {
  dueDays: number;
  appealDays: number;
  passShare: PassShare;
}

const DEFAULTS: DegreeSettings = {
  dueDays: 30,
  masterFailD: 1,
  doctoralExtraReviewers: 2,
  doctoralFailD: 2,
  cReviewer: 'same',
  appealDays: 7,
  passShare: '2/3',
};

/** A teacher as a review or a committee names them. */
export interface TeacherRef {
  gh: string;
  xm: string;
}

function addToIndex(index: Map<string, Set<string>>, key: string, id: string): void {
  let ids = index.get(key);
  if (!ids) index.set(key, (ids = new Set()));
  ids.add(id);
}

/** The next id of a numbered series (`lw-0004`): one past the highest stored. */
function nextNumber(prefix: string, keys: Iterable<string>): string {
  let max = 0;
  const pattern = new RegExp(`^${prefix}-(\\d+)$`);
  for (const key of keys) {
    const m = pattern.exec(key);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `${prefix}-${String(max + 1).padStart(4, '0')}`;
}

/**
 * Degree records (our model, issue 24 §1): theses, their reviews, defences and disciplinary flags, with the indexes by
 * student and by teacher. Every change goes through a function named for it, which applies the pass rule of
 * `@gs/sdk/rules/degree` with the configuration read at that moment, and refuses (a `Refusal` in both languages)
 * what the state does not allow; the caller's write undoes everything a refusal interrupted.
 *
 * What other areas use: nothing (the figures of conferred degrees are the students' `xwzsbh`).
 */
export const degreeSlice = defineSlice('degree', (store) => {
  const thesisByStudent = new Map<string, string>();
  const reviewsByThesis = new Map<string, Set<string>>();
  const reviewsByTeacher = new Map<string, Set<string>>();
  const defencesByStudent = new Map<string, Set<string>>();
  const defencesByMember = new Map<string, Set<string>>();
  const flagsByStudent = new Map<string, Set<string>>();

  const theses = store.collection<ThesisRecord>('degreeTheses', (t) => t.id, {
    onChange(before, after) {
      if (before && thesisByStudent.get(before.xykh) === before.id) thesisByStudent.delete(before.xykh);
      if (after) thesisByStudent.set(after.xykh, after.id);
    },
  });
  const reviews = store.collection<ReviewRecord>('degreeReviews', (r) => r.id, {
    onChange(before, after) {
      if (before) {
        reviewsByThesis.get(before.thesisId)?.delete(before.id);
        reviewsByTeacher.get(before.reviewerGh)?.delete(before.id);
      }
      if (after) {
        addToIndex(reviewsByThesis, after.thesisId, after.id);
        addToIndex(reviewsByTeacher, after.reviewerGh, after.id);
      }
    },
  });
  const defences = store.collection<DefenceRecord>('degreeDefences', (d) => d.id, {
    onChange(before, after) {
      if (before) {
        defencesByStudent.get(before.xykh)?.delete(before.id);
        for (const m of before.members) defencesByMember.get(m.gh)?.delete(before.id);
      }
      if (after) {
        addToIndex(defencesByStudent, after.xykh, after.id);
        for (const m of after.members) addToIndex(defencesByMember, m.gh, after.id);
      }
    },
  });
  const flags = store.collection<FlagRecord>('degreeFlags', (f) => f.id, {
    onChange(before, after) {
      if (before) flagsByStudent.get(before.xykh)?.delete(before.id);
      if (after) addToIndex(flagsByStudent, after.xykh, after.id);
    },
  });

  const pick = <T>(ids: Iterable<string> | undefined, from: ReadonlyCollection<T>): T[] => [...(ids ?? [])].flatMap((id) => from.get(id) ?? []);

  function settings(): DegreeSettings {
    const items = store.slice(configSlice).items;
    const num = (key: string, fallback: number) => {
      const value = items.get(key)?.value;
      return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
    };
    const cReviewer = items.get('lwps.cReviewer')?.value;
    const share = items.get('dbjl.passShare')?.value;
    return {
      dueDays: num('lwps.dueDays', DEFAULTS.dueDays),
      masterFailD: num('lwps.master.failD', DEFAULTS.masterFailD),
      doctoralExtraReviewers: num('lwps.doctoral.extraReviewers', DEFAULTS.doctoralExtraReviewers),
      doctoralFailD: num('lwps.doctoral.failD', DEFAULTS.doctoralFailD),
      cReviewer: cReviewer === 'new' ? 'new' : 'same',
      appealDays: num('lwps.appealDays', DEFAULTS.appealDays),
      passShare: share === '1/2' || share === 'all' ? share : '2/3',
    };
  }

  /** The reviews of a thesis in assignment order (every round). */
  function reviewsOf(thesisId: string): ReviewRecord[] {
    return pick(reviewsByThesis.get(thesisId), reviews).sort((a, b) => a.no - b.no);
  }

  function thesisOf(xykh: string): ThesisRecord | undefined {
    const id = thesisByStudent.get(xykh);
    return id === undefined ? undefined : theses.get(id);
  }

  /** Applies the pass rule to the thesis as it is now and stores it (the result's time set when it passes or fails). */
  function settle(thesis: ThesisRecord, at: string): ThesisRecord {
    const round = reviewsOf(thesis.id).filter((r) => r.round === thesis.round);
    const level = store.slice(studentsSlice).byXykh(thesis.xykh)?.pycc ?? '2';
    const outcome = reviewOutcome(
      {
        level,
        needed: thesis.needed,
        extraAdded: thesis.extraAdded,
        revisionPending: thesis.revisionPending,
        appealPending: thesis.appeal?.state === 'pending',
        reviews: round,
      },
      settings(),
    );
    const decided = outcome.state === 'passed' || outcome.state === 'failed';
    const wasDecided = thesis.state === 'passed' || thesis.state === 'failed';
    return theses.set({
      ...thesis,
      state: outcome.state,
      needed: outcome.needed,
      extraAdded: outcome.extraAdded,
      resultAt: decided ? (wasDecided && thesis.resultAt ? thesis.resultAt : at) : null,
    });
  }

  /** A thesis whose review is still running (not passed, failed or appealed), else 409. */
  function assertReviewing(thesis: ThesisRecord): void {
    if (thesis.state === 'passed' || thesis.state === 'failed' || thesis.state === 'appealed') {
      throw new Refusal(409, `论文 ${thesis.code} 的评审已结束，不能再更改评阅`, `The review of thesis ${thesis.code} is over; its reviews cannot change`);
    }
  }

  /** Why the student may not upload now (null when they may): the first upload, or a revision with its notes. */
  function uploadRefusal(xykh: string, revisionNotes: string | null): Refusal | null {
    const current = thesisOf(xykh);
    if (!current) return null;
    if (current.state !== 'revising') {
      return new Refusal(
        409,
        `论文 ${current.code} 已提交，只有评阅意见要求修改（C）时才能提交修改稿`,
        `Thesis ${current.code} is already submitted; a revised thesis is taken only when a review asks for revision (C)`,
      );
    }
    if (!revisionNotes) return new Refusal(400, '提交修改稿须填写修改说明', 'A revised thesis needs notes on what changed');
    return null;
  }

  return {
    theses: theses as ReadonlyCollection<ThesisRecord>,
    uploadRefusal,
    reviews: reviews as ReadonlyCollection<ReviewRecord>,
    defences: defences as ReadonlyCollection<DefenceRecord>,
    flags: flags as ReadonlyCollection<FlagRecord>,
    settings,
    thesisOf,
    reviewsOf,
    /** A teacher's reviews (every thesis, every round). */
    reviewsBy(gh: string): ReviewRecord[] {
      return pick(reviewsByTeacher.get(gh), reviews);
    },
    /** A student's defences, the latest first. */
    defencesOf(xykh: string): DefenceRecord[] {
      return pick(defencesByStudent.get(xykh), defences).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    },
    /** The defences a teacher sits on. */
    defencesWith(gh: string): DefenceRecord[] {
      return pick(defencesByMember.get(gh), defences);
    },
    /** A student's flags, oldest first. */
    flagsOf(xykh: string): FlagRecord[] {
      return pick(flagsByStudent.get(xykh), flags).sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
    },

    /**
     * The student uploads their thesis: the first upload opens the review (two reviewers needed); while it is in
     * revision, the revised thesis (with notes) reopens the C reviews for the same reviewers, or, when the C stayed
     * submitted for a new reviewer, lets the new reviewer be assigned. 409 at any other time.
     */
    submitThesis(xykh: string, upload: { title: string; file: FileRef; revisionNotes: string | null }, at: string): ThesisRecord {
      const current = thesisOf(xykh);
      if (!current) {
        const year = at.slice(0, 4);
        const codes = [...theses.values()].filter((t) => t.code.startsWith(`LW${year}-`)).map((t) => t.code);
        const seq = codes.reduce((max, code) => Math.max(max, Number(code.slice(7)) || 0), 0) + 1;
        return theses.set({
          id: nextNumber('lw', theses.keys()),
          code: `LW${year}-${String(seq).padStart(4, '0')}`,
          xykh,
          title: upload.title,
          file: upload.file,
          uploadedAt: at,
          similarity: null,
          state: 'awaiting_reviewers',
          round: 1,
          needed: INITIAL_REVIEWERS,
          extraAdded: false,
          revisionPending: false,
          resultAt: null,
          revisionNotes: null,
          appeal: null,
        });
      }
      const refusal = uploadRefusal(xykh, upload.revisionNotes);
      if (refusal) throw refusal;
      for (const review of reviewsOf(current.id)) {
        if (review.round === current.round && review.state === 'revising') {
          reviews.set({ ...review, state: 'open', dueFrom: at, reopenedAt: at, score: null, grade: null, comments: null, reviewForm: null, submittedAt: null });
        }
      }
      const updated = theses.set({
        ...current,
        title: upload.title,
        file: upload.file,
        uploadedAt: at,
        revisionNotes: upload.revisionNotes,
        revisionPending: false,
      });
      return settle(updated, at);
    },

    /** Sets the similarity check's figure. */
    setSimilarity(thesis: ThesisRecord, similarity: number): ThesisRecord {
      return theses.set({ ...thesis, similarity });
    },

    /**
     * Assigns reviewers to the current round: 2 or 3 at first, later at most the number still needed (409 when none
     * is, or while the revised thesis is awaited); the caller has checked who may review.
     */
    assignReviewers(thesis: ThesisRecord, teachers: readonly TeacherRef[], at: string): ReviewRecord[] {
      if (thesis.state === 'revising') {
        throw new Refusal(
          409,
          `论文 ${thesis.code} 正在等待修改稿，收到后再分配评阅人`,
          `Thesis ${thesis.code} waits for its revised version; assign reviewers once it comes`,
        );
      }
      assertReviewing(thesis);
      const firstOfRound = !reviewsOf(thesis.id).some((r) => r.round === thesis.round);
      const problem = assignmentProblem(thesis.needed, firstOfRound, teachers.length);
      if (problem) throw new Refusal(problem.code === 'none-needed' ? 409 : 400, problem.message, problem.messageEn);
      let no = reviewsOf(thesis.id).length;
      const assigned = teachers.map((teacher) => {
        no += 1;
        return reviews.set({
          id: nextNumber('ps', reviews.keys()),
          thesisId: thesis.id,
          no,
          reviewerGh: teacher.gh,
          reviewerName: teacher.xm,
          round: thesis.round,
          assignedAt: at,
          dueFrom: at,
          reopenedAt: null,
          state: 'awaiting_declaration',
          conflict: null,
          declarationNote: null,
          score: null,
          grade: null,
          comments: null,
          reviewForm: null,
          submittedAt: null,
        });
      });
      settle({ ...thesis, needed: Math.max(0, thesis.needed - teachers.length) }, at);
      return assigned;
    },

    /** The reviewer declares a conflict of interest (the review is declined, one more reviewer needed) or none (it opens). */
    declare(review: ReviewRecord, conflict: boolean, note: string | null, at: string): ReviewRecord {
      const thesis = theses.get(review.thesisId)!;
      if (review.state !== 'awaiting_declaration') {
        throw new Refusal(409, '已声明过利益冲突情况，不能再次声明', 'The declaration has been made already');
      }
      assertReviewing(thesis);
      const saved = reviews.set({ ...review, state: conflict ? 'declined' : 'open', conflict, declarationNote: note });
      settle({ ...thesis, needed: thesis.needed + (conflict ? 1 : 0) }, at);
      return saved;
    },

    /**
     * The reviewer's result on an open review; the pass rule is applied in the same write. A C with the same reviewer
     * puts the review in revision; with a new reviewer it stays submitted and one more reviewer is needed.
     */
    submitReview(review: ReviewRecord, result: { score: number; grade: ReviewGrade; comments: string; reviewForm: FileRef }, at: string): ReviewRecord {
      const thesis = theses.get(review.thesisId)!;
      if (review.state !== 'open') {
        const why: Record<ReviewState, [string, string]> = {
          awaiting_declaration: ['请先声明是否存在利益冲突', 'Declare first whether you have a conflict of interest'],
          declined: ['已声明利益冲突，该评阅不再需要提交', 'You declared a conflict; this review is not yours to submit'],
          revising: ['正在等待学生提交修改稿', 'The revised thesis has not come yet'],
          submitted: ['评阅意见已提交', 'The review is submitted already'],
          open: ['', ''],
        };
        const [zh, en] = why[review.state];
        throw new Refusal(409, zh, en);
      }
      assertReviewing(thesis);
      const { cReviewer } = settings();
      const revise = result.grade === 'C' && cReviewer === 'same';
      const saved = reviews.set({ ...review, ...result, state: revise ? 'revising' : 'submitted', submittedAt: at });
      const forNew = result.grade === 'C' && cReviewer === 'new';
      settle({ ...thesis, needed: thesis.needed + (forNew ? 1 : 0), revisionPending: thesis.revisionPending || forNew }, at);
      return saved;
    },

    /** The student appeals the failed result: once per thesis, within the configured days (409 otherwise). */
    appeal(thesis: ThesisRecord, reason: string, at: string): ThesisRecord {
      const problem = appealProblem({ state: thesis.state, appealed: thesis.appeal !== null, resultAt: thesis.resultAt }, settings().appealDays, at);
      if (problem) throw new Refusal(409, problem.message, problem.messageEn);
      return theses.set({ ...thesis, state: 'appealed', appeal: { reason, at, state: 'pending', opinion: null, decidedAt: null } });
    },

    /** The graduate school decides the pending appeal: a new round, or the result stands. */
    decideAppeal(thesis: ThesisRecord, accept: boolean, opinion: string, at: string): ThesisRecord {
      if (thesis.appeal?.state !== 'pending') throw new Refusal(409, `论文 ${thesis.code} 没有待处理的申诉`, `Thesis ${thesis.code} has no pending appeal`);
      const appeal: ThesisAppeal = { ...thesis.appeal, state: accept ? 'accepted' : 'rejected', opinion, decidedAt: at };
      if (!accept) return theses.set({ ...thesis, state: 'failed', appeal });
      return theses.set({ ...thesis, ...roundAfterAppeal(thesis.round), resultAt: null, appeal });
    },

    /**
     * Schedules a defence of a student whose thesis passed (409 otherwise, and while one is open); 400 naming each
     * problem of the committee (`committeeProblems`).
     */
    scheduleDefence(
      thesis: ThesisRecord,
      input: { time: string; room: string; members: readonly (TeacherRef & { role: CommitteeRole })[] },
      supervisorGh: string | null,
      at: string,
    ): DefenceRecord {
      if (thesis.state !== 'passed') {
        throw new Refusal(
          409,
          `论文 ${thesis.code} 尚未通过评审，不能安排答辩`,
          `Thesis ${thesis.code} has not passed its review; no defence can be scheduled`,
        );
      }
      const open = pick(defencesByStudent.get(thesis.xykh), defences).find((d) => d.state === 'scheduled');
      if (open) throw new Refusal(409, `该学生已有待进行的答辩（${open.time}）`, `The student already has a defence scheduled (${open.time})`);
      const problems = committeeProblems(input.members, { supervisorGh, reviewerGhs: reviewsOf(thesis.id).map((r) => r.reviewerGh) });
      if (problems.length > 0) throw new Refusal(400, problems.map((p) => p.message).join('；'), problems.map((p) => p.messageEn).join('; '));
      return defences.set({
        id: nextNumber('db', defences.keys()),
        xykh: thesis.xykh,
        thesisId: thesis.id,
        time: input.time,
        room: input.room,
        state: 'scheduled',
        members: input.members.map((m) => ({ gh: m.gh, xm: m.xm, role: m.role, vote: null, comment: null })),
        passShare: null,
        resolution: null,
        recordFile: null,
        closedAt: null,
        createdAt: at,
      });
    },

    /**
     * Moves a scheduled defence or changes its committee before any vote (409 once closed or a vote is recorded:
     * the votes were cast for that committee); the committee's rules are those of scheduling (400 naming each).
     */
    rescheduleDefence(
      defence: DefenceRecord,
      input: { time: string; room: string; members: readonly (TeacherRef & { role: CommitteeRole })[] },
      supervisorGh: string | null,
    ): DefenceRecord {
      if (defence.state !== 'scheduled') throw new Refusal(409, '答辩已结束，不能再修改安排', 'The defence is closed; its arrangements no longer change');
      const voted = defence.members.filter((m) => m.vote !== null);
      if (voted.length > 0) {
        const names = voted.map((m) => m.xm);
        throw new Refusal(
          409,
          `已有委员投票（${names.join('、')}），不能再修改安排`,
          `Members have voted (${names.join(', ')}); the arrangements no longer change`,
        );
      }
      const problems = committeeProblems(input.members, { supervisorGh, reviewerGhs: reviewsOf(defence.thesisId).map((r) => r.reviewerGh) });
      if (problems.length > 0) throw new Refusal(400, problems.map((p) => p.message).join('；'), problems.map((p) => p.messageEn).join('; '));
      return defences.set({
        ...defence,
        time: input.time,
        room: input.room,
        members: input.members.map((m) => ({ gh: m.gh, xm: m.xm, role: m.role, vote: null, comment: null })),
      });
    },

    /** Records (or changes) a member's vote until the defence is closed. */
    recordVote(defence: DefenceRecord, gh: string, vote: DefenceVote, comment: string | null): DefenceRecord {
      if (defence.state !== 'scheduled') throw new Refusal(409, '答辩已结束，不能再投票', 'The defence is closed; votes no longer change');
      if (!defence.members.some((m) => m.gh === gh)) throw new Refusal(400, `${gh} 不是该答辩委员会的委员`, `${gh} is not on the committee`);
      return defences.set({ ...defence, members: defence.members.map((m) => (m.gh === gh ? { ...m, vote, comment } : m)) });
    },

    /** Closes the defence once every member voted: passed by the configured share, else failed. */
    closeDefence(defence: DefenceRecord, resolution: string, recordFile: FileRef, at: string): DefenceRecord {
      if (defence.state !== 'scheduled') throw new Refusal(409, '答辩已结束', 'The defence is closed already');
      const missing = defence.members.filter((m) => m.vote === null);
      if (missing.length > 0) {
        const names = missing.map((m) => m.xm);
        throw new Refusal(409, `尚有委员未投票：${names.join('、')}`, `Not every member has voted yet: ${names.join(', ')}`);
      }
      const share = settings().passShare;
      const passVotes = defence.members.filter((m) => m.vote === 'pass').length;
      const state = defencePasses(passVotes, defence.members.length, share) ? 'passed' : 'failed';
      return defences.set({ ...defence, state, passShare: share, resolution, recordFile, closedAt: at });
    },

    addFlag(xykh: string, reason: string, byName: string, at: string): FlagRecord {
      return flags.set({ id: nextNumber('cf', flags.keys()), xykh, reason, at, byName, closedAt: null, closeNote: null, closedByName: null });
    },

    closeFlag(flag: FlagRecord, note: string, byName: string, at: string): FlagRecord {
      if (flag.closedAt !== null) throw new Refusal(409, `该处分已于 ${flag.closedAt} 解除`, `The flag was closed on ${flag.closedAt}`);
      return flags.set({ ...flag, closedAt: at, closeNote: note, closedByName: byName });
    },

    /** Seeding: records as a journey would have left them. */
    seed(records: { theses?: ThesisRecord[]; reviews?: ReviewRecord[]; defences?: DefenceRecord[]; flags?: FlagRecord[] }): void {
      for (const r of records.theses ?? []) theses.set(r);
      for (const r of records.reviews ?? []) reviews.set(r);
      for (const r of records.defences ?? []) defences.set(r);
      for (const r of records.flags ?? []) flags.set(r);
    },
  };
});

export type Degree = ReturnType<typeof degreeSlice.create>;
