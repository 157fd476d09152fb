import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import { appealProblem, appealUntil, dueDate, isOverdue, isPending } from '@gs/sdk/rules/degree';
import type { RoleKey } from '../../core/menu.ts';
import type { Caller, MockContext } from '../../http/context.ts';
import { inScope, seesEveryone } from '../../http/data-scope.ts';
import { DOCUMENT_SUFFIXES, documentTypeOf } from '../../http/document-type.ts';
import { type Lang, say } from '../../http/language.ts';
import { paginate } from '../../http/paging.ts';
import { MEDIA, fail, fileResponse } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { applicationsSlice } from '../applications/store.ts';
import { dictsSlice } from '../dicts/store.ts';
import { orgSlice } from '../org/store.ts';
import { storageSlice } from '../storage/store.ts';
import { studentsSlice } from '../students/store.ts';
import { anonymisedPdf, readablePdf } from './anonymise.ts';
import { degreeConditions } from './conditions.ts';
import { DEGREE_APPLICATION } from './kind.ts';
import {
  DEFENCE_RECORD_MODULE,
  type DefenceRecord,
  type FileRef,
  type FlagRecord,
  REVIEW_FORM_MODULE,
  REVIEW_FORM_SCOPE,
  type ReviewRecord,
  THESIS_MODULE,
  type TeacherRef,
  type ThesisRecord,
  degreeSlice,
} from './store.ts';

type Student = components['schemas']['Student'];
type DegreeFile = components['schemas']['DegreeFile'];
type DegreeStudent = components['schemas']['DegreeStudent'];
type Thesis = components['schemas']['Thesis'];
type ThesisReview = components['schemas']['ThesisReview'];
type ThesisRow = components['schemas']['ThesisRow'];
type BlindReview = components['schemas']['BlindReview'];
type Defence = components['schemas']['Defence'];
type DisciplinaryFlag = components['schemas']['DisciplinaryFlag'];
type DegreeTeacher = components['schemas']['DegreeTeacher'];
type Exclusion = components['schemas']['DegreeTeacherExclusion'];

const EXCLUSION_TEXT: Readonly<Record<Exclusion, readonly [zh: string, en: string]>> = {
  supervisor: ['该生导师', "The student's supervisor"],
  reviewer: ['已是该论文评阅人', 'Already a reviewer of the thesis'],
  conflict: ['已声明利益冲突', 'Declared a conflict of interest'],
  member: ['已在答辩委员会中', 'On the defence committee'],
};

/** The college-or-school view: reviewers' names and forms are theirs (and admins'), never the student's or supervisor's. */
const seesNames = (caller: Caller) => seesEveryone(caller) || caller.role.dataScope === 'college';
const isStudentSelf = (caller: Caller, xykh: string) => caller.role.roleKey === 'student' && caller.user.xykh === xykh;

/** A `yyyy-MM-dd HH:mm` that names a real minute (the schema checks only its shape). */
function realMinute(value: string): string {
  const [date = '', time = ''] = value.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const at = new Date(Date.UTC(y!, m! - 1, d!, h, mi));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m! - 1 || at.getUTCDate() !== d || at.getUTCHours() !== h || at.getUTCMinutes() !== mi) {
    fail(400, `答辩时间 ${value} 不是有效的时间`, `The defence time ${value} is not a valid time`);
  }
  return value;
}

export function degreeHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const store = ctx.store;
  const degree = store.slice(degreeSlice);
  const students = store.slice(studentsSlice);
  const dicts = store.slice(dictsSlice);
  const org = store.slice(orgSlice);
  const storage = store.slice(storageSlice);
  const engine = store.slice(applicationsSlice);
  const now = () => store.now(new Date(ctx.now()));

  // ---- lookups ------------------------------------------------------------------------------------------

  /** The student if the caller reaches them (SPEC 6 data scope): 404 unknown, 403 outside the scope. */
  function studentFor(caller: Caller, xykh: string): Student {
    const student = students.byXykh(xykh);
    if (!student) fail(404, `学生 ${xykh} 不存在`, `Student ${xykh} does not exist`);
    if (!inScope(caller, student)) fail(403, `无权查看学生 ${xykh} 的学位档案`, `You may not see the degree file of student ${xykh}`);
    return student;
  }

  function thesisFor(caller: Caller, id: string): { thesis: ThesisRecord; student: Student } {
    const thesis = degree.theses.get(id);
    const student = thesis ? students.byXykh(thesis.xykh) : undefined;
    if (!thesis || !student) fail(404, `论文 ${id} 不存在`, `Thesis ${id} does not exist`);
    if (!inScope(caller, student)) fail(403, `无权管理论文 ${thesis.code}`, `You may not manage thesis ${thesis.code}`);
    return { thesis, student };
  }

  /**
   * The caller's own review; any other reads as unknown, whoever asks (the graduate school reads reviews through the
   * thesis, with names). An admin passes every check (SPEC 6).
   */
  function myReview(caller: Caller, id: string): ReviewRecord {
    const review = degree.reviews.get(id);
    const mine = review !== undefined && (caller.isAdmin || (caller.user.gh !== null && review.reviewerGh === caller.user.gh));
    if (!mine) fail(404, `评阅任务 ${id} 不存在`, `Review ${id} does not exist`);
    return review;
  }

  /** A teacher who may review or sit on a committee: a staff member of a college (400 for any other number). */
  function teacherRef(gh: string): TeacherRef & { xydm: string } {
    const member = students.staff.get(gh);
    if (!member?.xydm) fail(400, `工号 ${gh} 不是学院教师`, `Staff number ${gh} is not a teacher of a college`);
    return { gh: member.gh, xm: member.xm, xydm: member.xydm };
  }

  const collegeName = (xydm: string) => dicts.label('xj_xy', xydm) ?? xydm;

  /** Who may read a defence: the whole school, the student's college, its members. */
  function mayReadDefence(caller: Caller, defence: DefenceRecord, student: Student | undefined): boolean {
    if (seesEveryone(caller)) return true;
    if (caller.role.dataScope === 'college') return student !== undefined && inScope(caller, student);
    return caller.user.gh !== null && defence.members.some((m) => m.gh === caller.user.gh);
  }

  /** Who records any member's vote and closes the defence: the whole school, the student's college, the committee's secretary. */
  function mayManageDefence(caller: Caller, defence: DefenceRecord, student: Student | undefined): boolean {
    if (seesEveryone(caller)) return true;
    if (caller.role.dataScope === 'college') return student !== undefined && inScope(caller, student);
    return caller.user.gh !== null && defence.members.some((m) => m.gh === caller.user.gh && m.role === 'secretary');
  }

  function defenceFor(caller: Caller, id: string): { defence: DefenceRecord; student: Student | undefined } {
    const defence = degree.defences.get(id);
    if (!defence) fail(404, `答辩 ${id} 不存在`, `Defence ${id} does not exist`);
    const student = students.byXykh(defence.xykh);
    if (!mayReadDefence(caller, defence, student)) fail(403, '无权查看该答辩', 'You may not see this defence');
    return { defence, student };
  }

  /** A stored file the caller uploaded through the area's endpoint of `module` (400 unknown or another kind, 403 another's). */
  function ownUpload(caller: Caller, id: string, module: string, what: readonly [string, string]): FileRef {
    const file = storage.get(id);
    if (!file) fail(400, `${what[0]} ${id} 不存在`, `${what[1]} ${id} does not exist`);
    if (file.ownerId !== caller.user.id && !caller.isAdmin)
      fail(403, `只能提交本人上传的${what[0]}`, `Only a ${what[1].toLowerCase()} you uploaded may be named`);
    if (file.meta.modules !== module) fail(400, `${what[0]}须通过对应的上传接口上传`, `The ${what[1].toLowerCase()} must be uploaded through its own endpoint`);
    if (file.scope.kind !== 'private') fail(409, `该${what[0]}已被使用，请重新上传`, `That ${what[1].toLowerCase()} is in use already; upload it again`);
    return { id: file.meta.id, name: file.meta.realName };
  }

  // ---- answers ------------------------------------------------------------------------------------------

  function reviewDue(review: ReviewRecord, thesis: ThesisRecord, at: string): { dueDate: string; overdue: boolean } {
    const due = dueDate(review.dueFrom, degree.settings().dueDays);
    const running = thesis.state !== 'passed' && thesis.state !== 'failed' && thesis.state !== 'appealed';
    return { dueDate: due, overdue: running && isOverdue(review.state, due, at) };
  }

  function thesisReview(review: ReviewRecord, thesis: ThesisRecord, names: boolean, at: string): ThesisReview {
    return {
      id: review.id,
      no: review.no,
      reviewerGh: names ? review.reviewerGh : null,
      reviewerName: names ? review.reviewerName : null,
      round: review.round,
      assignedAt: review.assignedAt,
      ...reviewDue(review, thesis, at),
      state: review.state,
      conflict: review.conflict,
      score: review.score,
      grade: review.grade,
      comments: review.comments,
      reviewForm: names ? review.reviewForm : null,
      submittedAt: review.submittedAt,
    };
  }

  function thesisAnswer(thesis: ThesisRecord, names: boolean, at: string): Thesis {
    const round = degree.reviewsOf(thesis.id).filter((r) => r.round === thesis.round);
    return {
      id: thesis.id,
      code: thesis.code,
      title: thesis.title,
      file: thesis.file,
      uploadedAt: thesis.uploadedAt,
      similarity: thesis.similarity,
      state: thesis.state,
      round: thesis.round,
      needed: thesis.needed,
      dCount: round.filter((r) => r.state === 'submitted' && r.grade === 'D').length,
      resultAt: thesis.resultAt,
      revisionNotes: thesis.revisionNotes,
      reviews: degree.reviewsOf(thesis.id).map((r) => thesisReview(r, thesis, names, at)),
      appeal: thesis.appeal,
    };
  }

  function blindReview(review: ReviewRecord, at: string): BlindReview {
    const thesis = degree.theses.get(review.thesisId)!;
    const student = students.byXykh(thesis.xykh);
    return {
      id: review.id,
      thesisCode: thesis.code,
      title: thesis.title,
      zymc: student?.zymc ?? '',
      pycc: student?.pycc ?? '',
      round: review.round,
      assignedAt: review.assignedAt,
      ...reviewDue(review, thesis, at),
      state: review.state,
      conflict: review.conflict,
      score: review.score,
      grade: review.grade,
      comments: review.comments,
      reviewForm: review.reviewForm,
      submittedAt: review.submittedAt,
      revisionNotes: review.reopenedAt !== null ? thesis.revisionNotes : null,
      mayOpen: review.conflict === false && review.state !== 'declined',
    };
  }

  function defenceAnswer(defence: DefenceRecord, caller: Caller): Defence {
    const student = students.byXykh(defence.xykh);
    const thesis = degree.theses.get(defence.thesisId);
    const open = defence.state === 'scheduled';
    const manages = mayManageDefence(caller, defence, student);
    return {
      id: defence.id,
      xykh: defence.xykh,
      xm: student?.xm ?? '',
      xymc: student ? collegeName(student.xydm) : '',
      zymc: student?.zymc ?? '',
      pycc: student?.pycc ?? '',
      thesisCode: thesis?.code ?? '',
      title: thesis?.title ?? '',
      time: defence.time,
      room: defence.room,
      state: defence.state,
      members: defence.members.map((m) => ({ gh: m.gh, xm: m.xm, role: m.role, vote: m.vote, comment: m.comment })),
      passShare: defence.passShare ?? degree.settings().passShare,
      passVotes: defence.members.filter((m) => m.vote === 'pass').length,
      failVotes: defence.members.filter((m) => m.vote === 'fail').length,
      resolution: defence.resolution,
      recordFile: defence.recordFile,
      closedAt: defence.closedAt,
      mayVote: open && caller.user.gh !== null && defence.members.some((m) => m.gh === caller.user.gh),
      mayRecord: open && manages,
      mayClose: open && manages,
    };
  }

  const flagAnswer = (flag: FlagRecord): DisciplinaryFlag => ({
    id: flag.id,
    reason: flag.reason,
    at: flag.at,
    byName: flag.byName,
    closedAt: flag.closedAt,
    closeNote: flag.closeNote,
    closedByName: flag.closedByName,
  });

  function degreeStudent(student: Student): DegreeStudent {
    return {
      xykh: student.xykh,
      xm: student.xm,
      xydm: student.xydm,
      xymc: collegeName(student.xydm),
      zydm: student.zydm,
      zymc: student.zymc ?? student.zydm,
      pycc: student.pycc,
      xwlx: student.xwlx,
      rxnj: student.rxnj,
      dsgh: student.dsgh ?? null,
      dsxm: student.dsxm ?? null,
    };
  }

  /** The student's latest degree application (kind `xwsq`), by submission. */
  function latestApplication(xykh: string) {
    let latest: { id: string; state: components['schemas']['ApplicationState']; createTime: string } | undefined;
    for (const a of engine.applications.values()) {
      if (a.kind !== 'xwsq' || a.subject.xykh !== xykh) continue;
      if (!latest || a.createTime > latest.createTime || (a.createTime === latest.createTime && a.id > latest.id)) latest = a;
    }
    return latest ? { id: latest.id, state: latest.state } : null;
  }

  function degreeFile(caller: Caller, student: Student, lang: Lang): DegreeFile {
    const at = now();
    const names = seesNames(caller);
    const thesis = degree.thesisOf(student.xykh);
    const conditions = degreeConditions(store, student, at, lang);
    const eligible = conditions.every((c) => c.met);
    const self = isStudentSelf(caller, student.xykh);
    // Who may send the student's degree application: the student, or an applicant of the kind other than a
    // student (the graduate school, on the student's behalf); the file is in the caller's scope already.
    const applicant = self || (caller.role.roleKey !== 'student' && (caller.isAdmin || DEGREE_APPLICATION.applicants.includes(caller.role.roleKey as RoleKey)));
    const application = latestApplication(student.xykh);
    const { appealDays } = degree.settings();
    const appealable = thesis
      ? appealProblem({ state: thesis.state, appealed: thesis.appeal !== null, resultAt: thesis.resultAt }, appealDays, at) === null
      : false;
    const xwzsbh = student.xwzsbh ?? null;
    const defence = degree.defencesOf(student.xykh)[0];
    return {
      student: degreeStudent(student),
      conditions,
      eligible,
      xwzsbh,
      thesis: thesis ? thesisAnswer(thesis, names, at) : null,
      defence: defence ? defenceAnswer(defence, caller) : null,
      flags: degree.flagsOf(student.xykh).map(flagAnswer),
      application,
      mayUploadThesis: self && (!thesis || thesis.state === 'revising'),
      mayAppeal: self && appealable,
      appealUntil: appealable && thesis ? appealUntil(thesis.resultAt, appealDays) : null,
      mayApply: applicant && eligible && !xwzsbh && !(application && (application.state === 'submitted' || application.state === 'in_review')),
    };
  }

  function thesisRow(thesis: ThesisRecord, student: Student, at: string): ThesisRow {
    const round = degree.reviewsOf(thesis.id).filter((r) => r.round === thesis.round);
    const dues = round.map((r) => reviewDue(r, thesis, at));
    return {
      id: thesis.id,
      code: thesis.code,
      xykh: student.xykh,
      xm: student.xm,
      xydm: student.xydm,
      xymc: collegeName(student.xydm),
      zymc: student.zymc ?? student.zydm,
      pycc: student.pycc,
      title: thesis.title,
      similarity: thesis.similarity,
      state: thesis.state,
      round: thesis.round,
      needed: thesis.needed,
      reviewers: round.map((r, i) => ({ name: r.reviewerName, state: r.state, grade: r.grade, overdue: dues[i]!.overdue })),
      overdue: dues.filter((d) => d.overdue).length,
      uploadedAt: thesis.uploadedAt,
    };
  }

  /** Why a teacher may not review the student's thesis or sit on their committee, or null. */
  function exclusionOf(gh: string, student: Student, thesis: ThesisRecord | undefined): Exclusion | null {
    if (gh === student.dsgh) return 'supervisor';
    const theirs = thesis ? degree.reviewsOf(thesis.id).filter((r) => r.reviewerGh === gh) : [];
    if (theirs.some((r) => r.state === 'declined')) return 'conflict';
    if (theirs.length > 0) return 'reviewer';
    const open = degree.defencesOf(student.xykh).find((d) => d.state === 'scheduled');
    if (open?.members.some((m) => m.gh === gh)) return 'member';
    return null;
  }

  function degreeTeacher(gh: string, student: Student, thesis: ThesisRecord | undefined, lang: Lang): DegreeTeacher | undefined {
    const teacher = org.teacherOf(gh);
    if (!teacher?.xydm) return undefined;
    const reviews = degree.reviewsBy(gh);
    const finished = reviews.filter((r) => r.state === 'submitted' && r.submittedAt);
    const days = finished.map((r) => (Date.parse(r.submittedAt!.replace(' ', 'T')) - Date.parse(r.dueFrom.replace(' ', 'T'))) / 86_400_000);
    const excluded = exclusionOf(gh, student, thesis);
    return {
      gh,
      xm: teacher.xm,
      xydm: teacher.xydm,
      xymc: teacher.xymc ?? collegeName(teacher.xydm),
      zc: teacher.zc || null,
      dslx: teacher.dslx,
      openReviews: reviews.filter((r) => isPending(r.state) || r.state === 'revising').length,
      finishedReviews: finished.length,
      avgDays: days.length === 0 ? null : Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10,
      excluded,
      excludedText: excluded ? say(lang, ...EXCLUSION_TEXT[excluded]) : null,
    };
  }

  // ---- uploads ------------------------------------------------------------------------------------------

  /** A PDF or Word document by its bytes and its name (SPEC 7 upload endpoints), else 400. */
  async function documentOf(file: File | undefined, what: readonly [string, string]): Promise<{ bytes: Uint8Array; type: string; name: string }> {
    if (!file) fail(400, "body: missing required field 'file'");
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = documentTypeOf(bytes);
    if (!type)
      fail(400, `${what[0]}须为 PDF 或 Word 文档：文件内容不是 PDF 或 Word 文档`, `The ${what[1]} must be a PDF or Word document; these bytes are neither`);
    const dot = file.name.lastIndexOf('.');
    const suffix = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
    const expected = DOCUMENT_SUFFIXES[type];
    if (!expected.includes(suffix))
      fail(
        400,
        `文件名 ${file.name} 与内容不符，应以 .${expected.join('、.')} 结尾`,
        `The name ${file.name} does not match its content; it should end in .${expected.join(', .')}`,
      );
    return { bytes, type, name: file.name };
  }

  /**
   * Stores a review form or a defence record (the SPEC 7 upload endpoints): checked by `documentOf`, the
   * uploader's own and private until a submitted review or a closed defence names it and shares it.
   */
  async function storeDocument(file: File | undefined, caller: Caller, modules: string, what: readonly [string, string], message: string) {
    const doc = await documentOf(file, what);
    const meta = await storage.add(
      {
        name: doc.name,
        contentType: doc.type,
        bytes: doc.bytes,
        modules,
        biz: caller.user.gh ?? caller.user.id,
        createBy: caller.user.username,
        ownerId: caller.user.id,
        scope: { kind: 'private' },
      },
      (saved) => saved,
    );
    return { data: meta, message };
  }

  const base = '/cloud-xj/api/xw' as const;

  return [
    // ---- the degree file --------------------------------------------------------------------------------
    route.authed('get', `${base}/students/{xykh}`, ({ params, caller, lang }) => ({ data: degreeFile(caller, studentFor(caller, params.xykh), lang) })),

    route.authed('post', `${base}/students/{xykh}/thesis`, async ({ params, body, files, caller, lang }) => {
      const student = studentFor(caller, params.xykh);
      if (!isStudentSelf(caller, student.xykh)) fail(403, '只有学生本人可以提交学位论文', 'Only the student may submit their thesis');
      const file = files.get('file');
      if (!file) fail(400, "body: missing required field 'file'");
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (documentTypeOf(bytes) !== 'application/pdf' || !file.name.toLowerCase().endsWith('.pdf'))
        fail(400, '学位论文须为 PDF 文件（.pdf）', 'The thesis must be a PDF file (.pdf)');
      if (!(await readablePdf(bytes))) fail(400, '无法读取该 PDF 文件，请检查后重新上传', 'The PDF cannot be read; check it and upload it again');
      const title = body.title.trim();
      if (title.length < 2) fail(400, '论文题目至少 2 个字', 'The title needs 2 characters at least');
      const notes = body.revisionNotes?.trim() || null;
      // Checked before the bytes are stored as well as in the write: a refused upload stores nothing.
      const refusal = degree.uploadRefusal(student.xykh, notes);
      if (refusal) throw refusal;
      const thesis = await storage.add(
        {
          name: file.name,
          contentType: MEDIA.pdf,
          bytes,
          modules: THESIS_MODULE,
          biz: student.xykh,
          createBy: caller.user.username,
          ownerId: caller.user.id,
          scope: { kind: 'student', key: student.xykh },
        },
        (meta) => degree.submitThesis(student.xykh, { title, file: { id: meta.id, name: meta.realName }, revisionNotes: notes }, now()),
      );
      return { data: degreeFile(caller, students.byXykh(thesis.xykh)!, lang), message: say(lang, '论文已提交', 'Thesis submitted') };
    }),

    route.authed('post', `${base}/students/{xykh}/appeal`, ({ params, body, caller, lang }) => {
      const student = studentFor(caller, params.xykh);
      if (!isStudentSelf(caller, student.xykh)) fail(403, '只有学生本人可以申诉', 'Only the student may appeal');
      const thesis = degree.thesisOf(student.xykh);
      if (!thesis) fail(409, '尚未提交学位论文，无可申诉的评审结果', 'No thesis has been submitted: there is no result to appeal');
      const reason = body.reason.trim();
      if (reason.length < 10) fail(400, '申诉理由至少 10 个字', 'The reason needs 10 characters at least');
      degree.appeal(thesis, reason, now());
      return { data: degreeFile(caller, student, lang), message: say(lang, '申诉已提交', 'Appeal submitted') };
    }),

    route.authed('post', `${base}/students/{xykh}/appeal/decision`, ({ params, body, caller, lang }) => {
      const student = studentFor(caller, params.xykh);
      const thesis = degree.thesisOf(student.xykh);
      if (!thesis) fail(409, '该学生没有学位论文', 'The student has no thesis');
      const opinion = body.opinion.trim();
      if (opinion.length < 2) fail(400, '处理意见至少 2 个字', 'The opinion needs 2 characters at least');
      degree.decideAppeal(thesis, body.accept, opinion, now());
      return {
        data: degreeFile(caller, student, lang),
        message: body.accept
          ? say(lang, '已受理申诉，论文重新评审', 'Appeal accepted: the thesis is reviewed again')
          : say(lang, '已驳回申诉', 'Appeal rejected'),
      };
    }),

    route.authed('post', `${base}/students/{xykh}/flags`, ({ params, body, caller, lang }) => {
      const student = studentFor(caller, params.xykh);
      const reason = body.reason.trim();
      if (reason.length < 2) fail(400, '处分原因至少 2 个字', 'The reason needs 2 characters at least');
      degree.addFlag(student.xykh, reason, caller.user.realName || caller.user.username, now());
      return { data: degreeFile(caller, student, lang), message: say(lang, '处分已登记', 'Flag recorded') };
    }),

    route.authed('post', `${base}/students/{xykh}/flags/{flagId}/close`, ({ params, body, caller, lang }) => {
      const student = studentFor(caller, params.xykh);
      const flag = degree.flags.get(params.flagId);
      if (!flag || flag.xykh !== student.xykh) fail(404, `处分 ${params.flagId} 不存在`, `Flag ${params.flagId} does not exist`);
      const note = body.note.trim();
      if (note.length < 2) fail(400, '解除说明至少 2 个字', 'The note needs 2 characters at least');
      degree.closeFlag(flag, note, caller.user.realName || caller.user.username, now());
      return { data: degreeFile(caller, student, lang), message: say(lang, '处分已解除', 'Flag closed') };
    }),

    route.authed('get', `${base}/students/{xykh}/teachers`, ({ params, query, caller, lang }) => {
      const student = studentFor(caller, params.xykh);
      const thesis = degree.thesisOf(student.xykh);
      const keyword = (query.keyword ?? '').trim().toLowerCase();
      const rows: DegreeTeacher[] = [];
      for (const member of students.staff.values()) {
        if (!member.xydm) continue;
        if (keyword && !member.gh.toLowerCase().includes(keyword) && !member.xm.toLowerCase().includes(keyword)) continue;
        const row = degreeTeacher(member.gh, student, thesis, lang);
        if (row) rows.push(row);
      }
      // Those who may be picked first, the least loaded first among them.
      rows.sort((a, b) => Number(a.excluded !== null) - Number(b.excluded !== null) || a.openReviews - b.openReviews || a.gh.localeCompare(b.gh));
      return { data: rows };
    }),

    // ---- blind review: the graduate school and the colleges -------------------------------------------
    route.authed('get', `${base}/lwps/theses`, ({ query, caller }) => {
      const at = now();
      const keyword = (query.keyword ?? '').trim().toLowerCase();
      const rows: { thesis: ThesisRecord; student: Student }[] = [];
      for (const thesis of degree.theses.values()) {
        const student = students.byXykh(thesis.xykh);
        if (!student || !inScope(caller, student)) continue;
        if (query.xydm && student.xydm !== query.xydm) continue;
        if (query.pycc && student.pycc !== query.pycc) continue;
        if (query.state && thesis.state !== query.state) continue;
        if (keyword && ![thesis.code, student.xykh, student.xm, thesis.title].some((v) => v.toLowerCase().includes(keyword))) continue;
        if (query.overdue && !degree.reviewsOf(thesis.id).some((r) => r.round === thesis.round && reviewDue(r, thesis, at).overdue)) continue;
        rows.push({ thesis, student });
      }
      rows.sort((a, b) => b.thesis.uploadedAt.localeCompare(a.thesis.uploadedAt) || b.thesis.id.localeCompare(a.thesis.id));
      const page = paginate(rows, query.current ?? 1, query.size ?? 10);
      return { data: { ...page, records: page.records.map((r) => thesisRow(r.thesis, r.student, at)) } };
    }),

    route.authed('put', `${base}/lwps/theses/{thesisId}/similarity`, ({ params, body, caller, lang }) => {
      const { thesis } = thesisFor(caller, params.thesisId);
      const saved = degree.setSimilarity(thesis, Math.round(body.similarity * 10) / 10);
      return { data: thesisAnswer(saved, seesNames(caller), now()), message: say(lang, '查重率已保存', 'Similarity saved') };
    }),

    route.authed('post', `${base}/lwps/theses/{thesisId}/reviewers`, ({ params, body, caller, lang }) => {
      const { thesis, student } = thesisFor(caller, params.thesisId);
      const teachers = body.reviewers.map((gh) => teacherRef(gh));
      const refused = teachers.flatMap((t) => {
        const why = exclusionOf(t.gh, student, thesis);
        return why && why !== 'member' ? [{ t, why }] : [];
      });
      if (refused.length > 0) {
        fail(
          400,
          `不能分配为评阅人：${refused.map(({ t, why }) => `${t.xm}（${EXCLUSION_TEXT[why][0]}）`).join('、')}`,
          `May not review the thesis: ${refused.map(({ t, why }) => `${t.xm} (${EXCLUSION_TEXT[why][1].toLowerCase()})`).join(', ')}`,
        );
      }
      if (new Set(teachers.map((t) => t.gh)).size !== teachers.length) fail(400, '评阅人不能重复', 'A reviewer is named twice');
      const at = now();
      degree.assignReviewers(thesis, teachers, at);
      return { data: thesisAnswer(degree.theses.get(thesis.id)!, seesNames(caller), at), message: say(lang, '评阅人已分配', 'Reviewers assigned') };
    }),

    // ---- blind review: the reviewer ---------------------------------------------------------------------
    route.authed('get', `${base}/lwps/reviews`, ({ query, caller }) => {
      const at = now();
      const mine = caller.user.gh ? degree.reviewsBy(caller.user.gh) : [];
      const rows = mine
        .filter((r) => !query.state || r.state === query.state)
        .map((r) => blindReview(r, at))
        .sort(
          (a, b) =>
            Number(isPending(b.state)) - Number(isPending(a.state)) ||
            Number(b.overdue) - Number(a.overdue) ||
            a.dueDate.localeCompare(b.dueDate) ||
            a.id.localeCompare(b.id),
        );
      return { data: paginate(rows, query.current ?? 1, query.size ?? 10) };
    }),

    route.authed('get', `${base}/lwps/reviews/{reviewId}`, ({ params, caller }) => ({ data: blindReview(myReview(caller, params.reviewId), now()) })),

    route.authed('post', `${base}/lwps/reviews/{reviewId}/declaration`, ({ params, body, caller, lang }) => {
      const review = myReview(caller, params.reviewId);
      const at = now();
      const saved = degree.declare(review, body.conflict, body.note?.trim() || null, at);
      return {
        data: blindReview(saved, at),
        message: body.conflict
          ? say(lang, '已声明利益冲突，该评阅将另行安排', 'Conflict declared: another reviewer will be assigned')
          : say(lang, '已声明无利益冲突', 'No conflict declared'),
      };
    }),

    route.authed('get', `${base}/lwps/reviews/{reviewId}/thesis`, async ({ params, caller }) => {
      const review = myReview(caller, params.reviewId);
      if (review.conflict !== false || review.state === 'declined')
        fail(403, '请先声明无利益冲突后再查看论文', 'Declare that you have no conflict of interest before opening the thesis');
      const thesis = degree.theses.get(review.thesisId)!;
      const bytes = await storage.bytesOf(thesis.file.id);
      if (!bytes) fail(404, '论文文件不存在', 'The thesis file is missing');
      const clean = await anonymisedPdf(bytes).catch(() =>
        fail(409, '论文文件无法读取，请联系研究生院', 'The thesis file cannot be read; contact the graduate school'),
      );
      return fileResponse(clean, `${thesis.code}.pdf`, MEDIA.pdf);
    }),

    route.authed('post', `${base}/lwps/review-form`, ({ files, caller, lang }) =>
      storeDocument(files.get('file'), caller, REVIEW_FORM_MODULE, ['评阅书', 'review form'], say(lang, '评阅书已上传', 'Review form uploaded')),
    ),

    route.authed('post', `${base}/lwps/reviews/{reviewId}/submit`, ({ params, body, caller, lang }) => {
      const review = myReview(caller, params.reviewId);
      const comments = body.comments.trim();
      if (comments.length < 10) fail(400, '评阅意见至少 10 个字', 'The comments need 10 characters at least');
      const form = ownUpload(caller, body.reviewForm, REVIEW_FORM_MODULE, ['评阅书', 'Review form']);
      const at = now();
      const saved = degree.submitReview(review, { score: body.score, grade: body.grade, comments, reviewForm: form }, at);
      storage.share(form.id, { kind: REVIEW_FORM_SCOPE, key: review.id });
      return { data: blindReview(saved, at), message: say(lang, '评阅意见已提交', 'Review submitted') };
    }),

    // ---- defences ---------------------------------------------------------------------------------------
    route.authed('get', `${base}/dbjl/defences`, ({ query, caller }) => {
      const keyword = (query.keyword ?? '').trim().toLowerCase();
      const rows: DefenceRecord[] = [];
      const candidates =
        seesEveryone(caller) || caller.role.dataScope === 'college' ? degree.defences.values() : caller.user.gh ? degree.defencesWith(caller.user.gh) : [];
      for (const defence of candidates) {
        const student = students.byXykh(defence.xykh);
        if (!mayReadDefence(caller, defence, student)) continue;
        if (query.xydm && student?.xydm !== query.xydm) continue;
        if (query.state && defence.state !== query.state) continue;
        const title = degree.theses.get(defence.thesisId)?.title ?? '';
        if (keyword && ![defence.xykh, student?.xm ?? '', title].some((v) => v.toLowerCase().includes(keyword))) continue;
        rows.push(defence);
      }
      // The next defences first (soonest first), then the closed ones (latest first).
      rows.sort((a, b) => {
        const open = Number(b.state === 'scheduled') - Number(a.state === 'scheduled');
        if (open !== 0) return open;
        return a.state === 'scheduled' ? a.time.localeCompare(b.time) || a.id.localeCompare(b.id) : b.time.localeCompare(a.time) || b.id.localeCompare(a.id);
      });
      const page = paginate(rows, query.current ?? 1, query.size ?? 10);
      return { data: { ...page, records: page.records.map((d) => defenceAnswer(d, caller)) } };
    }),

    route.authed('get', `${base}/dbjl/defences/{defenceId}`, ({ params, caller }) => ({
      data: defenceAnswer(defenceFor(caller, params.defenceId).defence, caller),
    })),

    route.authed('post', `${base}/dbjl/defences`, ({ body, caller, lang }) => {
      const student = studentFor(caller, body.xykh);
      const thesis = degree.thesisOf(student.xykh);
      if (!thesis) fail(409, `${student.xm}尚未提交学位论文，不能安排答辩`, `${student.xm} has not submitted a thesis; no defence can be scheduled`);
      const time = realMinute(body.time);
      const room = body.room.trim();
      if (room.length < 2) fail(400, '答辩地点至少 2 个字', 'The room needs 2 characters at least');
      const members = body.members.map((m) => ({ ...teacherRef(m.gh), role: m.role }));
      const defence = degree.scheduleDefence(thesis, { time, room, members }, student.dsgh ?? null, now());
      return { data: defenceAnswer(defence, caller), message: say(lang, '答辩已安排', 'Defence scheduled') };
    }),

    route.authed('put', `${base}/dbjl/defences/{defenceId}`, ({ params, body, caller, lang }) => {
      const { defence } = defenceFor(caller, params.defenceId);
      // Those who may schedule the student's defence may change it (the college its own students').
      const student = studentFor(caller, defence.xykh);
      const time = realMinute(body.time);
      const room = body.room.trim();
      if (room.length < 2) fail(400, '答辩地点至少 2 个字', 'The room needs 2 characters at least');
      const members = body.members.map((m) => ({ ...teacherRef(m.gh), role: m.role }));
      const changed = degree.rescheduleDefence(defence, { time, room, members }, student.dsgh ?? null);
      return { data: defenceAnswer(changed, caller), message: say(lang, '答辩安排已修改', 'Defence arrangements changed') };
    }),

    route.authed('post', `${base}/dbjl/defences/{defenceId}/votes`, ({ params, body, caller, lang }) => {
      const { defence, student } = defenceFor(caller, params.defenceId);
      const own = caller.user.gh !== null && body.gh === caller.user.gh;
      if (!own && !mayManageDefence(caller, defence, student))
        fail(
          403,
          '委员只能登记本人的表决票；秘书、学院或研究生院可登记任一委员的表决票',
          "A member records their own vote; the secretary, the college or the graduate school any member's",
        );
      const saved = degree.recordVote(defence, body.gh, body.vote, body.comment?.trim() || null);
      return { data: defenceAnswer(saved, caller), message: say(lang, '表决票已登记', 'Vote recorded') };
    }),

    route.authed('post', `${base}/dbjl/defences/{defenceId}/close`, ({ params, body, caller, lang }) => {
      const { defence, student } = defenceFor(caller, params.defenceId);
      if (!mayManageDefence(caller, defence, student))
        fail(403, '只有答辩秘书、学院或研究生院可以结束答辩', "Only the committee's secretary, the college or the graduate school may close the defence");
      const resolution = body.resolution.trim();
      if (resolution.length < 10) fail(400, '答辩决议至少 10 个字', 'The resolution needs 10 characters at least');
      const record = ownUpload(caller, body.recordFile, DEFENCE_RECORD_MODULE, ['答辩记录', 'Defence record']);
      const closed = degree.closeDefence(defence, resolution, record, now());
      storage.share(record.id, { kind: 'student', key: defence.xykh });
      return {
        data: defenceAnswer(closed, caller),
        message: closed.state === 'passed' ? say(lang, '答辩通过', 'The defence passed') : say(lang, '答辩未通过', 'The defence failed'),
      };
    }),

    route.authed('post', `${base}/dbjl/record-file`, ({ files, caller, lang }) =>
      storeDocument(files.get('file'), caller, DEFENCE_RECORD_MODULE, ['答辩记录', 'defence record'], say(lang, '答辩记录已上传', 'Defence record uploaded')),
    ),
  ];
}
