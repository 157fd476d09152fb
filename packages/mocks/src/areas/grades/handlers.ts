import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import { FLAG_NAMES, type Mark, isComplete, isLevel, markProblem, passedOf, pointsOf, sheetStats, weightedAverage } from '@gs/sdk/rules/grade';
import { reportCardPdf } from '../../files/pdf.ts';
import type { Caller, MockContext } from '../../http/context.ts';
import { inScope, seesEveryone } from '../../http/data-scope.ts';
import { say } from '../../http/language.ts';
import { paginate } from '../../http/paging.ts';
import { MEDIA, MockHttpError, SUCCESS, fail, fileResponse } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { coursesSlice } from '../courses/store.ts';
import { dictsSlice } from '../dicts/store.ts';
import { type OfferingRecord, offeringOrder, offeringsSlice } from '../offerings/store.ts';
import { orgSlice, termNameEn } from '../org/store.ts';
import { plansSlice } from '../plans/store.ts';
import { studentsSlice } from '../students/store.ts';
import { type Actor, type ChangeRecord, type GradeMark, type SheetRecord, gradeIdOf, gradesSlice, markOf, parseGradeId, sameMark } from './store.ts';

type Offering = components['schemas']['Offering'];
type Student = components['schemas']['Student'];
type GradeRow = components['schemas']['GradeRow'];
type GradeSheet = components['schemas']['GradeSheet'];
type GradeSheetBrief = components['schemas']['GradeSheetBrief'];
type GradeRecord = components['schemas']['GradeRecord'];
type GradeChange = components['schemas']['GradeChange'];
type GradeCellInput = components['schemas']['GradeCellInput'];
type ReportCard = components['schemas']['ReportCard'];
type ReportCardBrief = components['schemas']['ReportCardBrief'];
type ReportCardCourse = components['schemas']['ReportCardCourse'];
type PracticeSummaryRow = components['schemas']['PracticeSummaryRow'];
type PracticeEvaluation = components['schemas']['PracticeEvaluation'];
type PlanDegree = components['schemas']['PlanDegree'];

/** A problem of a request, in both languages. */
interface Said {
  zh: string;
  en: string;
}

/** The English names of the plan templates' groups (the plans store Chinese names only). */
const GROUP_NAMES_EN: Readonly<Record<string, string>> = {
  'g-public': 'Public required courses',
  'g-degree': 'Degree courses',
  'g-elective': 'Electives',
  'g-practice': 'Practice',
};

/** At most this many problems are named in one refusal; the rest are counted. */
const NAMED = 5;

/** Refuses with 400 naming the first problems and how many more (nothing is stored: the write is undone). */
function refuseAll(problems: readonly Said[]): void {
  if (problems.length === 0) return;
  const first = problems.slice(0, NAMED);
  const more = problems.length - first.length;
  fail(
    400,
    `${first.map((p) => p.zh).join('；')}${more > 0 ? `；另有 ${more} 处错误` : ''}`,
    `${first.map((p) => p.en).join('; ')}${more > 0 ? `; and ${more} more` : ''}`,
  );
}

/** A mark as a cell or a correction sends it: what it leaves out is cleared. */
const markFrom = (input: { score?: number | null; level?: string | null; flag?: GradeMark['flag'] }): Mark => ({
  score: input.score ?? null,
  level: input.level ?? null,
  flag: input.flag ?? null,
});

/** A mark `markProblem` found valid, as stored (its level one of the scale's). */
const stored = (mark: Mark): GradeMark => ({ ...mark, level: isLevel(mark.level) ? mark.level : null });

/** The degree type of the plan a student follows: doctoral students', else by their degree type (学术/专业学位). */
const degreeOf = (student: Student): PlanDegree => (student.pycc === '1' ? 'doctoral' : student.xwlx === '2' ? 'professional-master' : 'academic-master');

export function gradesHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const store = ctx.store;
  const grades = store.slice(gradesSlice);
  const offerings = store.slice(offeringsSlice);
  const students = store.slice(studentsSlice);
  const dicts = store.slice(dictsSlice);
  const org = store.slice(orgSlice);
  const plans = store.slice(plansSlice);
  const courses = store.slice(coursesSlice);
  const base = '/cloud-xj/api/cjgl' as const;

  /** The request's clock as the backend writes times (tests move it). */
  const now = () => store.now(new Date(ctx.now()));
  const actorOf = (caller: Caller): Actor => ({ id: caller.user.id, name: caller.user.realName || caller.user.username });
  const released = (sheet: SheetRecord, at = now()) => sheet.state === 'submitted' && sheet.releaseAt !== null && sheet.releaseAt <= at;
  const nameOf = (xykh: string) => students.byXykh(xykh)?.xm ?? xykh;
  const collegeName = (xydm: string) => dicts.label('xj_xy', xydm) ?? xydm;

  function offeringAnswer({ students: enrolled, ...offering }: OfferingRecord): Offering {
    return { ...offering, xymc: collegeName(offering.xydm), enrolled: enrolled.length };
  }

  function rowOf(offering: OfferingRecord, xykh: string): GradeRow {
    const entry = grades.entry(offering.id, xykh);
    const student = students.byXykh(xykh);
    return {
      id: gradeIdOf(offering.id, xykh),
      xykh,
      xm: student?.xm ?? xykh,
      zymc: student?.zymc ?? student?.zydm ?? '',
      ...markOf(entry),
      version: entry?.version ?? 0,
      updatedBy: entry?.updatedBy ?? null,
      updatedById: entry?.updatedById ?? null,
      updatedAt: entry?.updatedAt ?? null,
    };
  }

  const marksOf = (offering: OfferingRecord) => offering.students.map((xykh) => markOf(grades.entry(offering.id, xykh)));
  const statsOf = (offering: OfferingRecord) => sheetStats(offering.scale, marksOf(offering));

  function sheetAnswer(offering: OfferingRecord): GradeSheet {
    const sheet = grades.sheetOf(offering.id);
    return {
      offering: offeringAnswer(offering),
      state: sheet.state,
      submittedAt: sheet.submittedAt,
      submittedByName: sheet.submittedByName,
      releaseAt: sheet.releaseAt,
      released: released(sheet),
      rows: offering.students.map((xykh) => rowOf(offering, xykh)),
      stats: statsOf(offering),
    };
  }

  function briefOf(offering: OfferingRecord): GradeSheetBrief {
    const sheet = grades.sheetOf(offering.id);
    const { id, term, kcdm, kcmc, kcmcEn, xf, kclx, xydm, teachers, scale } = offering;
    return {
      ...{ id, term, kcdm, kcmc, kcmcEn, xf, kclx, xydm, teachers, scale },
      xymc: collegeName(xydm),
      state: sheet.state,
      entered: marksOf(offering).filter((mark) => isComplete(scale, mark)).length,
      total: offering.students.length,
      submittedAt: sheet.submittedAt,
      releaseAt: sheet.releaseAt,
      released: released(sheet),
    };
  }

  function recordOf(offering: OfferingRecord, xykh: string, at = now()): GradeRecord {
    const student = students.byXykh(xykh);
    const entry = grades.entry(offering.id, xykh);
    const mark = markOf(entry);
    const sheet = grades.sheetOf(offering.id);
    return {
      id: gradeIdOf(offering.id, xykh),
      term: offering.term,
      offeringId: offering.id,
      kcdm: offering.kcdm,
      kcmc: offering.kcmc,
      kcmcEn: offering.kcmcEn,
      xf: offering.xf,
      kclx: offering.kclx,
      scale: offering.scale,
      xykh,
      xm: student?.xm ?? xykh,
      xydm: student?.xydm ?? '',
      xymc: student ? collegeName(student.xydm) : '',
      ...mark,
      points: pointsOf(mark),
      state: sheet.state,
      released: released(sheet, at),
      version: entry?.version ?? 0,
      updatedBy: entry?.updatedBy ?? null,
      updatedAt: entry?.updatedAt ?? null,
    };
  }

  function changeAnswer(change: ChangeRecord): GradeChange {
    const offering = offerings.offerings.get(change.offeringId);
    const { offeringId: _offering, ...rest } = change;
    return { ...rest, term: offering?.term ?? '', kcdm: offering?.kcdm ?? '', kcmc: offering?.kcmc ?? '', xm: nameOf(change.xykh) };
  }

  /** The offering of a sheet if the caller reaches it: 404 unknown, 403 outside their reach. */
  function reachable(caller: Caller, offeringId: string): OfferingRecord {
    const offering = offerings.offering(offeringId);
    if (!offerings.reaches(caller, offering)) {
      fail(
        403,
        `无权查看教学班 ${offeringId} 的成绩：只能查看本人任教或本学院的教学班`,
        `You may not see the grades of offering ${offeringId}: only those you teach or of your college`,
      );
    }
    return offering;
  }

  /** The offering of a sheet the caller may fill in: its teacher, or the graduate school. */
  function editable(caller: Caller, offeringId: string): OfferingRecord {
    const offering = reachable(caller, offeringId);
    if (!seesEveryone(caller) && !offerings.teaches(caller, offering)) {
      fail(403, `只有教学班 ${offeringId} 的任课教师可以录入成绩`, `Only the teachers of offering ${offeringId} may enter its grades`);
    }
    return offering;
  }

  /** Who a list of students reaches: the graduate school all, a college secretary their college's. */
  const collegeReach = (caller: Caller) => (xydm: string | undefined) =>
    seesEveryone(caller) || (caller.role.dataScope === 'college' && caller.user.deptId !== null && xydm === caller.user.deptId);

  /** The problems of a mark on the offering's scale, naming the student and the value. */
  function problemOf(offering: OfferingRecord, xykh: string, mark: Mark): Said | undefined {
    const problem = markProblem(offering.scale, mark);
    if (!problem) return undefined;
    const who = `${nameOf(xykh)}（${xykh}）`;
    return { zh: `${who}：${problem.zh}`, en: `${nameOf(xykh)} (${xykh}): ${problem.en}` };
  }

  /** Refuses with 409 when rows changed since the caller read them, naming them and giving them as stored now. */
  function refuseConflicts(offering: OfferingRecord, changed: readonly string[]): void {
    if (changed.length === 0) return;
    const names = changed.slice(0, NAMED).map((xykh) => `${nameOf(xykh)}（${xykh}）`);
    const more = changed.length > NAMED ? ' 等' : '';
    throw new MockHttpError(
      409,
      `${changed.length} 名学生的成绩在您读取后已被他人修改，本次未保存，请核对对方的值后再保存：${names.join('、')}${more}`,
      `The grades of ${changed.length} student(s) changed since you read them, so nothing was saved; compare the other values before saving again: ${changed.slice(0, NAMED).join(', ')}`,
      { conflicts: changed.map((xykh) => rowOf(offering, xykh)) },
    );
  }

  /** The offering and student of a grade id: 404 when the offering or the enrolment does not exist. */
  function gradeOf(id: string): { offering: OfferingRecord; xykh: string } {
    const parsed = parseGradeId(id);
    const offering = parsed && offerings.offerings.get(parsed.offeringId);
    if (!parsed || !offering || !offering.students.includes(parsed.xykh)) fail(404, `成绩 ${id} 不存在`, `Grade ${id} does not exist`);
    return { offering, xykh: parsed.xykh };
  }

  /** Changes newest first, sorted once per version of the history. */
  let newest: { version: number; rows: ChangeRecord[] } | undefined;
  function changesNewestFirst(): ChangeRecord[] {
    if (newest?.version !== grades.changes.version) {
      const rows = [...grades.changes.values()].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
      newest = { version: grades.changes.version, rows };
    }
    return newest.rows;
  }

  /** A student's released grades, by term, with credits, averages and their plan's groups. */
  function reportCardOf(student: Student): ReportCard {
    const at = now();
    const byTerm = new Map<string, ReportCardCourse[]>();
    const passedCourses: { kcdm: string; xf: number; points: number }[] = [];
    for (const offering of offerings.ofStudent(student.xykh)) {
      if (!released(grades.sheetOf(offering.id), at)) continue;
      const mark = markOf(grades.entry(offering.id, student.xykh));
      const points = pointsOf(mark);
      const passed = passedOf(mark);
      if (passed && points !== null) passedCourses.push({ kcdm: offering.kcdm, xf: offering.xf, points });
      const list = byTerm.get(offering.term) ?? byTerm.set(offering.term, []).get(offering.term)!;
      const { kcdm, kcmc, kcmcEn, xf, kclx, scale } = offering;
      list.push({ kcdm, kcmc, kcmcEn, xf, kclx, scale, ...mark, points, passed });
    }
    const earned = (list: readonly ReportCardCourse[]) => list.reduce((sum, c) => sum + (c.passed ? c.xf : 0), 0);
    const terms = [...byTerm]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, list]) => {
        const term = org.terms.get(id);
        const sorted = list.sort((a, b) => a.kcdm.localeCompare(b.kcdm));
        return {
          term: id,
          name: term?.name ?? id,
          nameEn: term ? termNameEn(term) : id,
          courses: sorted,
          credits: earned(sorted),
          average: weightedAverage(sorted),
        };
      });
    const all = terms.flatMap((t) => t.courses);
    const plan = plans.planFor(student.zydm, student.rxnj, degreeOf(student));
    const groups = (plan?.groups ?? []).map((group) => {
      const ids = new Set(group.courses.map((c) => c.courseId));
      const counted = passedCourses.filter((c) => {
        const course = courses.courseByCode(c.kcdm);
        return course !== undefined && ids.has(course.id) && c.points >= (group.minGrade ?? 60);
      });
      return {
        name: group.name,
        nameEn: GROUP_NAMES_EN[group.id] ?? null,
        requiredCredits: group.minCredits,
        earnedCredits: counted.reduce((sum, c) => sum + c.xf, 0),
      };
    });
    return {
      student: {
        xykh: student.xykh,
        xm: student.xm,
        xydm: student.xydm,
        xymc: collegeName(student.xydm),
        zymc: student.zymc ?? student.zydm,
        rxnj: student.rxnj,
        pycc: student.pycc,
      },
      terms,
      credits: earned(all),
      weightedAverage: weightedAverage(all),
      groups,
      generatedAt: at,
    };
  }

  /** The student of a report card if the caller reaches them (a student themself, a supervisor theirs ...). */
  function cardStudent(caller: Caller, xykh: string): Student {
    const student = students.byXykh(xykh);
    if (!student) fail(404, `学生 ${xykh} 不存在`, `Student ${xykh} does not exist`);
    if (!inScope(caller, student)) fail(403, `无权查看学生 ${xykh} 的成绩报告单`, `You may not see the report card of student ${xykh}`);
    return student;
  }

  /** A course's mark as the printed card shows it (files stay Chinese): the score, the level's name or the flag's. */
  const markText = (course: ReportCardCourse) => {
    if (course.flag) return FLAG_NAMES[course.flag][0];
    if (course.level) return dicts.label('cj_djcj', course.level) ?? course.level;
    return course.score === null ? '—' : String(course.score);
  };

  return [
    route.authed('get', `${base}/sheets`, ({ query, caller }) => {
      const keyword = query.keyword?.trim().toLowerCase();
      const rows = [...offerings.offerings.values()]
        .filter(
          (o) =>
            offerings.reaches(caller, o) &&
            (!query.term || o.term === query.term) &&
            (!query.xydm || o.xydm === query.xydm) &&
            (!query.state || grades.sheetOf(o.id).state === query.state) &&
            (!keyword ||
              o.kcdm.toLowerCase().includes(keyword) ||
              o.kcmc.toLowerCase().includes(keyword) ||
              Boolean(o.kcmcEn?.toLowerCase().includes(keyword))),
        )
        .sort(offeringOrder);
      const page = paginate(rows, query.current, query.size);
      return { data: { ...page, records: page.records.map(briefOf) } };
    }),

    route.authed('get', `${base}/sheets/{offeringId}`, ({ params, caller }) => ({ data: sheetAnswer(reachable(caller, params.offeringId)) })),

    route.authed('put', `${base}/sheets/{offeringId}/cells`, ({ params, body, caller, lang }) => {
      const offering = editable(caller, params.offeringId);
      if (grades.sheetOf(offering.id).state === 'submitted') {
        fail(409, '成绩单已提交，需研究生院解锁后才能修改', 'The grade sheet is submitted: the graduate school must unlock it before it can change');
      }
      const enrolled = new Set(offering.students);
      const seen = new Set<string>();
      const problems: Said[] = [];
      for (const cell of body.cells) {
        if (seen.has(cell.xykh)) problems.push({ zh: `学生 ${cell.xykh} 在本次保存中出现了不止一次`, en: `Student ${cell.xykh} appears more than once` });
        seen.add(cell.xykh);
        if (!enrolled.has(cell.xykh)) {
          problems.push({
            zh: `学生 ${cell.xykh} 未选修本教学班（${offering.kcmc}）`,
            en: `Student ${cell.xykh} is not enrolled in this offering (${offering.kcdm})`,
          });
          continue;
        }
        const problem = problemOf(offering, cell.xykh, markFrom(cell));
        if (problem) problems.push(problem);
      }
      refuseAll(problems);
      refuseConflicts(
        offering,
        body.cells.filter((cell: GradeCellInput) => (grades.entry(offering.id, cell.xykh)?.version ?? 0) !== cell.version).map((cell) => cell.xykh),
      );
      const by = actorOf(caller);
      const at = now();
      for (const cell of body.cells) {
        const mark = stored(markFrom(cell));
        // A cell sent as it is stored changes nothing: no new version, no history.
        if (!sameMark(markOf(grades.entry(offering.id, cell.xykh)), mark)) grades.setMark(offering.id, cell.xykh, mark, body.source, by, at);
      }
      return { data: { rows: body.cells.map((cell) => rowOf(offering, cell.xykh)), stats: statsOf(offering) }, message: say(lang, '保存成功', 'Saved') };
    }),

    route.authed('post', `${base}/sheets/{offeringId}/submit`, ({ params, caller, lang }) => {
      const offering = editable(caller, params.offeringId);
      const sheet = grades.sheetOf(offering.id);
      if (sheet.state === 'submitted') fail(409, '成绩单已提交，不能重复提交', 'The grade sheet is already submitted');
      const incomplete = offering.students.filter((xykh) => !isComplete(offering.scale, markOf(grades.entry(offering.id, xykh))));
      if (incomplete.length > 0) {
        const first = incomplete.slice(0, 3);
        fail(
          400,
          `还有 ${incomplete.length} 名学生的成绩未录入，不能提交：${first.map((xykh) => `${nameOf(xykh)}（${xykh}）`).join('、')}${incomplete.length > 3 ? ' 等' : ''}`,
          `${incomplete.length} student(s) have no grade yet, so the sheet cannot be submitted: ${first.map((xykh) => `${nameOf(xykh)} (${xykh})`).join(', ')}${incomplete.length > 3 ? ' ...' : ''}`,
        );
      }
      const by = actorOf(caller);
      const at = now();
      grades.setSheet({ ...sheet, state: 'submitted', submittedAt: at, submittedById: by.id, submittedByName: by.name }, 'submit', offering.students, by, at);
      return { data: sheetAnswer(offering), message: say(lang, '提交成功', 'Submitted') };
    }),

    route.authed('post', `${base}/sheets/{offeringId}/unlock`, ({ params, body, caller, lang }) => {
      const offering = reachable(caller, params.offeringId);
      const sheet = grades.sheetOf(offering.id);
      if (sheet.state !== 'submitted') fail(409, '成绩单尚未提交，无需解锁', 'The grade sheet is not submitted, so there is nothing to unlock');
      const reason = body.reason.trim();
      if (reason.length < 2) fail(400, '请填写解锁原因（至少 2 个字）', 'Give the reason for unlocking (2 characters at least)');
      const by = actorOf(caller);
      const at = now();
      // A draft again: the teacher may change it; students see none of it until it is submitted and released again.
      grades.setSheet(
        { ...sheet, state: 'draft', submittedAt: null, submittedById: null, submittedByName: null, releaseAt: null },
        'unlock',
        offering.students,
        by,
        at,
        reason,
      );
      return { data: sheetAnswer(offering), message: say(lang, '已解锁', 'Unlocked') };
    }),

    route.authed('put', `${base}/sheets/{offeringId}/release`, ({ params, body, caller, lang }) => {
      const offering = reachable(caller, params.offeringId);
      const sheet = grades.sheetOf(offering.id);
      if (sheet.state !== 'submitted') fail(409, '成绩单尚未提交，不能设置发布时间', 'The grade sheet is not submitted, so it cannot be released');
      const releaseAt = body.releaseAt;
      if (releaseAt !== null && Number.isNaN(Date.parse(releaseAt.replace(' ', 'T')))) {
        fail(400, `发布时间 ${releaseAt} 不是有效的时间`, `Release time ${releaseAt} is not a valid time`);
      }
      grades.setSheet({ ...sheet, releaseAt }, null, [], actorOf(caller), now());
      return { data: sheetAnswer(offering), message: say(lang, ...SUCCESS.saved) };
    }),

    route.authed('get', `${base}/grades`, ({ query, caller }) => {
      const keyword = query.keyword?.trim().toLowerCase();
      const who = query.student?.trim().toLowerCase();
      const reach = collegeReach(caller);
      const at = now();
      const rows: { offering: OfferingRecord; xykh: string }[] = [];
      for (const offering of [...offerings.offerings.values()].sort(offeringOrder)) {
        if (query.term && offering.term !== query.term) continue;
        if (keyword && !offering.kcdm.toLowerCase().includes(keyword) && !offering.kcmc.toLowerCase().includes(keyword)) continue;
        if (query.state && grades.sheetOf(offering.id).state !== query.state) continue;
        for (const xykh of offering.students) {
          const student = students.byXykh(xykh);
          if (!reach(student?.xydm) || (query.xydm && student?.xydm !== query.xydm)) continue;
          if (who && !xykh.startsWith(who) && !student?.xm.toLowerCase().includes(who)) continue;
          if (query.flag && grades.entry(offering.id, xykh)?.flag !== query.flag) continue;
          rows.push({ offering, xykh });
        }
      }
      const page = paginate(rows, query.current, query.size);
      return { data: { ...page, records: page.records.map((row) => recordOf(row.offering, row.xykh, at)) } };
    }),

    route.authed('get', `${base}/grades/{id}`, ({ params, caller }) => {
      const { offering, xykh } = gradeOf(params.id);
      const student = students.byXykh(xykh);
      const open = released(grades.sheetOf(offering.id));
      const own = caller.role.roleKey === 'student' && caller.user.xykh === xykh;
      // A student's own grade does not exist for them before it is released; anyone else outside the reach is refused.
      if (own && !open) fail(404, `成绩 ${params.id} 不存在`, `Grade ${params.id} does not exist`);
      const supervisor = caller.role.roleKey === 'teacher' && caller.user.gh !== null && student?.dsgh === caller.user.gh;
      const allowed = seesEveryone(caller) || collegeReach(caller)(student?.xydm) || offerings.teaches(caller, offering) || own || (supervisor && open);
      if (!allowed) fail(403, `无权查看成绩 ${params.id}`, `You may not see grade ${params.id}`);
      return { data: { grade: recordOf(offering, xykh), history: grades.historyOf(params.id).map(changeAnswer) } };
    }),

    route.authed('post', `${base}/grades/{id}/correct`, ({ params, body, caller, lang }) => {
      const { offering, xykh } = gradeOf(params.id);
      const mark = stored(markFrom(body));
      refuseAll([problemOf(offering, xykh, markFrom(body))].filter((p): p is Said => p !== undefined));
      const reason = body.reason.trim();
      if (reason.length < 2) fail(400, '请填写更正原因（至少 2 个字）', 'Give the reason for the correction (2 characters at least)');
      if ((grades.entry(offering.id, xykh)?.version ?? 0) !== body.version) refuseConflicts(offering, [xykh]);
      if (sameMark(markOf(grades.entry(offering.id, xykh)), mark))
        fail(400, '更正后的成绩与现有成绩相同', 'The corrected grade is the same as the current one');
      grades.setMark(offering.id, xykh, mark, 'correction', actorOf(caller), now(), reason);
      return { data: recordOf(offering, xykh), message: say(lang, ...SUCCESS.saved) };
    }),

    route.authed('get', `${base}/changes`, ({ query, caller }) => {
      const who = query.student?.trim().toLowerCase();
      const course = query.course?.trim().toLowerCase();
      const person = query.person?.trim().toLowerCase();
      const reach = collegeReach(caller);
      const everyone = seesEveryone(caller);
      const rows = changesNewestFirst().filter((change) => {
        if (query.how && change.how !== query.how) return false;
        const day = change.at.slice(0, 10);
        if ((query.from && day < query.from) || (query.to && day > query.to)) return false;
        if (person && change.byId.toLowerCase() !== person && !change.byName.toLowerCase().includes(person)) return false;
        if (course) {
          const offering = offerings.offerings.get(change.offeringId);
          if (!offering || (!offering.kcdm.toLowerCase().includes(course) && !offering.kcmc.toLowerCase().includes(course))) return false;
        }
        if (!everyone || who) {
          const student = students.byXykh(change.xykh);
          if (!reach(student?.xydm)) return false;
          if (who && !change.xykh.startsWith(who) && !student?.xm.toLowerCase().includes(who)) return false;
        }
        return true;
      });
      const page = paginate(rows, query.current, query.size);
      return { data: { ...page, records: page.records.map(changeAnswer) } };
    }),

    route.authed('get', `${base}/report-cards`, ({ query, caller }) => {
      const keyword = query.keyword?.trim().toLowerCase();
      const rows = [...students.students.values()]
        .filter(
          (s) =>
            inScope(caller, s) &&
            (!query.xydm || s.xydm === query.xydm) &&
            (!query.zydm || s.zydm === query.zydm) &&
            (query.rxnj === undefined || s.rxnj === query.rxnj) &&
            (!keyword || s.xykh.startsWith(keyword) || s.xm.toLowerCase().includes(keyword)),
        )
        .sort((a, b) => a.xykh.localeCompare(b.xykh));
      const page = paginate(rows, query.current, query.size);
      const records = page.records.map((student): ReportCardBrief => {
        const card = reportCardOf(student);
        const { xykh, xm, xydm, xymc, zymc, rxnj } = card.student;
        return {
          xykh,
          xm,
          xydm,
          xymc,
          zymc,
          rxnj,
          courses: card.terms.reduce((n, t) => n + t.courses.length, 0),
          credits: card.credits,
          weightedAverage: card.weightedAverage,
        };
      });
      return { data: { ...page, records } };
    }),

    route.authed('get', `${base}/report-cards/{xykh}`, ({ params, caller }) => ({ data: reportCardOf(cardStudent(caller, params.xykh)) })),

    route.authed('get', `${base}/report-cards/{xykh}/pdf`, async ({ params, caller }) => {
      const card = reportCardOf(cardStudent(caller, params.xykh));
      // The browser worker has no CJK font (megabytes it does not load): it says so instead of printing boxes.
      const refused = '浏览器演示模式不能生成 PDF 打印件，请连接模拟服务器（pnpm mock）后再打印';
      if (!ctx.pdfFonts) fail(501, refused);
      const fonts = await ctx.pdfFonts.load().catch(() => fail(501, `${refused}（未能加载中文字体）`));
      const { student } = card;
      const bytes = await reportCardPdf(
        {
          title: '研究生成绩报告单',
          issuer: '研究生院',
          student: [
            ['姓名', student.xm],
            ['学号', student.xykh],
            ['学院', student.xymc],
            ['专业', student.zymc],
            ['年级', String(student.rxnj)],
            ['培养层次', dicts.label('xj_pycc', student.pycc) ?? student.pycc],
          ],
          terms: card.terms.map((term) => ({
            name: term.name,
            rows: term.courses.map((c) => [
              c.kcdm,
              c.kcmc,
              String(c.xf),
              dicts.label('kc_kclx', c.kclx) ?? c.kclx,
              markText(c),
              c.passed === null ? '—' : c.passed ? '是' : '否',
            ]),
            summary: `本学期获得学分 ${term.credits}，学分加权平均 ${term.average ?? '—'}`,
          })),
          summary: `已获学分 ${card.credits}，学分加权平均成绩 ${card.weightedAverage ?? '—'}（等级按 优95/良85/中75/及格65/不及格50 计，缺考、违纪计 0，缓考不计）`,
          groups: card.groups.map((g) => [g.name, String(g.requiredCredits), String(g.earnedCredits)]),
          printedAt: new Date(ctx.now()),
        },
        fonts,
      );
      return fileResponse(bytes, `成绩报告单-${student.xm}-${student.xykh}.pdf`, MEDIA.pdf, { inline: true });
    }),

    route.authed('get', `${base}/practice`, ({ query, caller }) => {
      const reach = collegeReach(caller);
      const rows = new Map<string, PracticeSummaryRow>();
      for (const evaluation of grades.practice.values()) {
        if (!reach(evaluation.xydm) || (query.kind && evaluation.kind !== query.kind)) continue;
        if (query.year !== undefined && students.byXykh(evaluation.xykh)?.rxnj !== query.year) continue;
        const key = `${evaluation.xydm}/${evaluation.kind}`;
        const row =
          rows.get(key) ??
          rows
            .set(key, {
              xydm: evaluation.xydm,
              xymc: collegeName(evaluation.xydm),
              kind: evaluation.kind,
              total: 0,
              A: 0,
              B: 0,
              C: 0,
              D: 0,
              E: 0,
              pending: 0,
              passRate: null,
            })
            .get(key)!;
        row.total += 1;
        if (evaluation.level === null) row.pending += 1;
        else row[evaluation.level as 'A' | 'B' | 'C' | 'D' | 'E'] += 1;
      }
      const data = [...rows.values()]
        .map((row) => {
          const evaluated = row.total - row.pending;
          return { ...row, passRate: evaluated === 0 ? null : Math.round(((evaluated - row.E) / evaluated) * 1000) / 10 };
        })
        .sort((a, b) => a.xydm.localeCompare(b.xydm) || a.kind.localeCompare(b.kind));
      return { data };
    }),

    route.authed('get', `${base}/practice/{xydm}`, ({ params, query, caller }) => {
      if (!collegeReach(caller)(params.xydm))
        fail(403, `无权查看学院 ${params.xydm} 的实践评价`, `You may not see the practice evaluations of college ${params.xydm}`);
      if (!dicts.label('xj_xy', params.xydm)) fail(404, `学院 ${params.xydm} 不存在`, `College ${params.xydm} does not exist`);
      const keyword = query.keyword?.trim().toLowerCase();
      const rows: PracticeEvaluation[] = [];
      for (const evaluation of grades.practice.values()) {
        if (evaluation.xydm !== params.xydm || (query.kind && evaluation.kind !== query.kind)) continue;
        if (query.level && (query.level === 'pending' ? evaluation.level !== null : evaluation.level !== query.level)) continue;
        const student = students.byXykh(evaluation.xykh);
        if (
          keyword &&
          !evaluation.xykh.startsWith(keyword) &&
          !student?.xm.toLowerCase().includes(keyword) &&
          !evaluation.title.toLowerCase().includes(keyword)
        )
          continue;
        const { xydm: _college, ...rest } = evaluation;
        rows.push({ ...rest, xm: student?.xm ?? evaluation.xykh, zymc: student?.zymc ?? student?.zydm ?? '', rxnj: student?.rxnj ?? 0 });
      }
      rows.sort((a, b) => a.xykh.localeCompare(b.xykh) || a.kind.localeCompare(b.kind));
      return { data: paginate(rows, query.current, query.size) };
    }),
  ];
}
