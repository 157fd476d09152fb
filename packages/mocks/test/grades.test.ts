/**
 * Offerings and grades (issue 23 §3; our model) as each caller sees them: who reaches which offering and
 * sheet, the demo data the journeys use, every refusal of a save with nothing stored, the 409 that hands back
 * the rows another changed first, submit and unlock, corrections with their reasons, the history of every
 * change, release dates that hide a sheet from its students, report cards with their credit-weighted averages
 * and plan groups (and their PDF), and the practice evaluations.
 */
import type { components } from '@gs/sdk/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { gradesSlice } from '../src/areas/grades/store.ts';
import { offeringsSlice } from '../src/areas/offerings/store.ts';
import { identitySlice } from '../src/core/identity.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { createMockServer } from '../src/node.ts';
import { pdfUnicodeText } from './read-files.ts';
import { BASE, signIn } from './support.ts';

type Offering = components['schemas']['Offering'];
type OfferingPage = components['schemas']['OfferingPage'];
type GradeSheet = components['schemas']['GradeSheet'];
type GradeSheetPage = components['schemas']['GradeSheetPage'];
type GradeRow = components['schemas']['GradeRow'];
type GradeDetail = components['schemas']['GradeDetail'];
type GradeRecord = components['schemas']['GradeRecord'];
type GradeChangePage = components['schemas']['GradeChangePage'];
type GradeCellsResult = components['schemas']['GradeCellsResult'];
type ReportCard = components['schemas']['ReportCard'];
type ReportCardPage = components['schemas']['ReportCardPage'];
type PracticeSummaryRow = components['schemas']['PracticeSummaryRow'];
type PracticeEvaluationPage = components['schemas']['PracticeEvaluationPage'];
type Menu = components['schemas']['MenuNode'][];

const mock = await createMockServer({ students: 2000 });
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());
const { store } = mock;
const offerings = store.slice(offeringsSlice);
const grades = store.slice(gradesSlice);
const students = store.slice(studentsSlice);
const identity = store.slice(identitySlice);

const [staff, teacher, student, college, admin, multi] = await Promise.all([
  signIn('staff'),
  signIn('teacher'),
  signIn('student'),
  signIn('college'),
  signIn('admin'),
  signIn('multi'),
]);
const P = '/cloud-xj/api/pkgl/offerings';
const G = '/cloud-xj/api/cjgl';
const CURRENT = '2026-2027-1';

interface Answer<T> {
  status: number;
  json?: { code: number; message: string; data: T };
  bytes?: Uint8Array;
}

async function call<T = never>(who: { token(): string | null }, method: string, path: string, body?: unknown, lang?: 'en'): Promise<Answer<T>> {
  const headers: Record<string, string> = { Authorization: `Bearer ${who.token() ?? ''}` };
  if (lang) headers['Accept-Language'] = lang;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if ((response.headers.get('content-type') ?? '').startsWith('application/json'))
    return { status: response.status, json: (await response.json()) as Answer<T>['json'] };
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}
const data = async <T>(answer: Promise<Answer<T>>): Promise<T> => {
  const got = await answer;
  expect(got.status, got.json?.message).toBe(200);
  return got.json!.data;
};

/** The grades' records as a fingerprint: a refused request must leave them exactly as they were. */
const snapshot = () => {
  const { collections } = store.toSnapshot();
  return JSON.stringify([collections.grades, collections.gradeSheets, collections.gradeChanges]);
};

const teacherUser = identity.userByUsername('teacher')!;
const studentUser = identity.userByUsername('student')!;
const collegeUser = identity.userByUsername('college')!;
const mine = (gh: string) => (o: { teachers: readonly { gh: string }[] }) => o.teachers.some((t) => t.gh === gh);
/** The demo teacher's offerings of the current term, in id order: a draft of 36, an empty draft, a level-scale draft, a submitted one. */
const demoSheets = offerings
  .ofTeacher(teacherUser.gh!)
  .filter((o) => o.term === CURRENT)
  .sort((a, b) => a.id.localeCompare(b.id));

describe('the demo data the journeys use', () => {
  it('gives the teacher four offerings this term (36 students with six marks, an empty one, a level-scale one, a submitted one) and past ones, all with the student', async () => {
    expect(demoSheets.map((o) => o.id)).toEqual(['jxb-2026-2027-1-001', 'jxb-2026-2027-1-002', 'jxb-2026-2027-1-003', 'jxb-2026-2027-1-004']);
    const sheets = await Promise.all(demoSheets.map((o) => data(call<GradeSheet>(teacher, 'GET', `${G}/sheets/${o.id}`))));
    expect(sheets.map((s) => [s.state, s.offering.scale, s.stats.entered, s.stats.total])).toEqual([
      ['draft', 'score', 6, 36],
      ['draft', 'score', 0, 20],
      ['draft', 'level', 13, 25],
      ['submitted', 'score', 28, 28],
    ]);
    for (const sheet of sheets) expect(sheet.rows.map((r) => r.xykh)).toContain(studentUser.xykh);
    const past = offerings.ofTeacher(teacherUser.gh!).filter((o) => o.term !== CURRENT);
    expect(past.length).toBeGreaterThanOrEqual(4);
    expect(offerings.ofTeacher(identity.userByUsername('multi')!.gh!)).toHaveLength(2);
  });

  it('gives the student released grades of past terms and nothing of this term yet', async () => {
    const card = await data(call<ReportCard>(student, 'GET', `${G}/report-cards/${studentUser.xykh}`));
    expect(card.terms.map((t) => t.term)).toEqual(['2025-2026-1', '2025-2026-2']);
    expect(card.terms.flatMap((t) => t.courses).length).toBeGreaterThanOrEqual(6);
    expect(offerings.ofStudent(studentUser.xykh!).length).toBeGreaterThanOrEqual(8);
  });
});

describe('who reaches which offering (scopes)', () => {
  it('lists a teacher only the offerings they teach, a secretary their college’s, the graduate school all; a student none', async () => {
    const own = await data(call<OfferingPage>(teacher, 'GET', `${P}?size=100`));
    expect(own.total).toBe(offerings.ofTeacher(teacherUser.gh!).length);
    expect(own.records.every(mine(teacherUser.gh!))).toBe(true);
    const ofCollege = await data(call<OfferingPage>(college, 'GET', `${P}?size=1000`));
    expect(ofCollege.total).toBeGreaterThan(0);
    expect(ofCollege.records.every((o) => o.xydm === collegeUser.deptId)).toBe(true);
    const all = await data(call<OfferingPage>(staff, 'GET', `${P}?size=1&term=${CURRENT}`));
    expect(all.total).toBe([...offerings.offerings.values()].filter((o) => o.term === CURRENT).length);
    expect((await call(student, 'GET', P)).status).toBe(403);
    // Newest term first, then course code.
    expect(own.records[0]!.term).toBe(CURRENT);
  });

  it('filters by teacher (staff number or user id), by course and by the caller’s own offerings', async () => {
    const byGh = await data(call<OfferingPage>(staff, 'GET', `${P}?size=100&teacher=${teacherUser.gh}`));
    const byId = await data(call<OfferingPage>(staff, 'GET', `${P}?size=100&teacher=${teacherUser.id}`));
    expect(byGh.records.map((o) => o.id).sort()).toEqual(
      offerings
        .ofTeacher(teacherUser.gh!)
        .map((o) => o.id)
        .sort(),
    );
    expect(byId.total).toBe(byGh.total);
    expect((await data(call<OfferingPage>(staff, 'GET', `${P}?mine=true`))).total).toBe(0);
    expect((await data(call<OfferingPage>(teacher, 'GET', `${P}?mine=true&size=100`))).total).toBe(byGh.total);
    const searched = await data(call<OfferingPage>(staff, 'GET', `${P}?size=100&keyword=${encodeURIComponent('分布式')}&term=${CURRENT}`));
    expect(searched.records.map((o) => o.id)).toContain('jxb-2026-2027-1-001');
    expect(searched.records.every((o) => o.kcmc.includes('分布式') && o.term === CURRENT)).toBe(true);
  });

  it('refuses an offering outside the reach with 403 and an unknown one with 404, in both languages', async () => {
    const other = [...offerings.offerings.values()].find((o) => !mine(teacherUser.gh!)(o) && o.xydm !== collegeUser.deptId)!;
    const refused = await call(teacher, 'GET', `${P}/${other.id}`);
    expect(refused.status).toBe(403);
    expect(refused.json!.message).toContain(other.id);
    expect((await call(college, 'GET', `${P}/${other.id}/students`)).status).toBe(403);
    expect((await call(teacher, 'GET', `${G}/sheets/${other.id}`)).status).toBe(403);
    const unknown = await call(staff, 'GET', `${P}/jxb-nope`, undefined, 'en');
    expect(unknown.status).toBe(404);
    expect(unknown.json!.message).toBe('Offering jxb-nope does not exist');
  });

  it('lists an offering’s students with their majors, searchable by name or card number', async () => {
    const offering = demoSheets[0]!;
    const page = await data(call<components['schemas']['OfferingStudentPage']>(teacher, 'GET', `${P}/${offering.id}/students?size=100`));
    expect(page.total).toBe(36);
    const found = await data(call<components['schemas']['OfferingStudentPage']>(teacher, 'GET', `${P}/${offering.id}/students?keyword=${studentUser.xykh}`));
    expect(found.records).toEqual([expect.objectContaining({ xykh: studentUser.xykh, xm: studentUser.realName, rxnj: expect.any(Number) })]);
    const detail = await data(call<Offering>(teacher, 'GET', `${P}/${offering.id}`));
    expect(detail).toMatchObject({ id: offering.id, enrolled: 36, xymc: expect.any(String), teachers: [{ id: teacherUser.id, gh: teacherUser.gh }] });
  });

  it('lists a teacher only their own sheets, a secretary their college’s to read, and refuses students', async () => {
    const own = await data(call<GradeSheetPage>(teacher, 'GET', `${G}/sheets?size=100&term=${CURRENT}`));
    expect(own.records.map((r) => r.id)).toEqual(
      demoSheets.map((o) => o.id).sort((a, b) => own.records.findIndex((r) => r.id === a) - own.records.findIndex((r) => r.id === b)),
    );
    expect(own.total).toBe(4);
    const drafts = await data(call<GradeSheetPage>(college, 'GET', `${G}/sheets?size=1000&state=draft`));
    expect(drafts.records.every((r) => r.xydm === collegeUser.deptId && r.state === 'draft')).toBe(true);
    expect((await call(student, 'GET', `${G}/sheets`)).status).toBe(403);
    // A secretary reads but does not enter.
    expect(
      (await call(college, 'PUT', `${G}/sheets/${demoSheets[1]!.id}/cells`, { source: 'entry', cells: [{ xykh: studentUser.xykh, score: 80, version: 0 }] }))
        .status,
    ).toBe(403);
  });
});

describe('saving cells', () => {
  const sheetId = demoSheets[1]!.id; // the empty draft
  const cellsOf = async (who = teacher) => (await data(call<GradeSheet>(who, 'GET', `${G}/sheets/${sheetId}`))).rows;

  it('stores each changed cell with a new version and who set it, and answers the sheet’s figures', async () => {
    const rows = await cellsOf();
    const [a, b, c] = rows;
    const saved = await data(
      call<GradeCellsResult>(teacher, 'PUT', `${G}/sheets/${sheetId}/cells`, {
        source: 'paste',
        cells: [
          { xykh: a!.xykh, score: 91.5, version: 0 },
          { xykh: b!.xykh, score: 58, version: 0 },
          { xykh: c!.xykh, flag: 'absent', version: 0 },
        ],
      }),
    );
    expect(saved.rows.map((r) => [r.xykh, r.score, r.flag, r.version, r.updatedBy, r.updatedById])).toEqual([
      [a!.xykh, 91.5, null, 1, teacherUser.realName, teacherUser.id],
      [b!.xykh, 58, null, 1, teacherUser.realName, teacherUser.id],
      [c!.xykh, null, 'absent', 1, teacherUser.realName, teacherUser.id],
    ]);
    // Absent counts as 0 and a fail: (91.5 + 58 + 0) / 3 = 49.8.
    expect(saved.stats).toMatchObject({ entered: 3, total: 20, average: 49.8, passed: 1 });
    expect(saved.stats.distribution).toEqual([
      { band: '90-100', count: 1 },
      { band: '80-89', count: 0 },
      { band: '70-79', count: 0 },
      { band: '60-69', count: 0 },
      { band: '0-59', count: 2 },
    ]);
    // The same value again changes nothing: no new version, no history.
    const again = await data(
      call<GradeCellsResult>(teacher, 'PUT', `${G}/sheets/${sheetId}/cells`, { source: 'entry', cells: [{ xykh: a!.xykh, score: 91.5, version: 1 }] }),
    );
    expect(again.rows[0]!.version).toBe(1);
    const detail = await data(call<GradeDetail>(staff, 'GET', `${G}/grades/${a!.id}`));
    expect(detail.history).toEqual([
      expect.objectContaining({
        how: 'paste',
        old: null,
        new: { score: 91.5, level: null, flag: null },
        byId: teacherUser.id,
        byName: teacherUser.realName,
        reason: null,
      }),
    ]);
  });

  it('refuses the whole save with 409 when a row changed since it was read, handing back the stored row, and stores nothing', async () => {
    const [a, , , d] = await cellsOf();
    // The graduate school changes a's mark first; the teacher's grid still holds version 1.
    await data(call<GradeCellsResult>(staff, 'PUT', `${G}/sheets/${sheetId}/cells`, { source: 'entry', cells: [{ xykh: a!.xykh, score: 93, version: 1 }] }));
    const before = snapshot();
    const refused = await call<{ conflicts: GradeRow[] }>(teacher, 'PUT', `${G}/sheets/${sheetId}/cells`, {
      source: 'entry',
      cells: [
        { xykh: d!.xykh, score: 80, version: 0 },
        { xykh: a!.xykh, score: 90, version: 1 },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.json!.message).toMatch(/^1 名学生的成绩在您读取后已被他人修改，本次未保存，请核对对方的值后再保存：.+（\d+）$/);
    const staffUser = identity.userByUsername('staff')!;
    expect(refused.json!.data.conflicts).toEqual([
      expect.objectContaining({
        id: a!.id,
        xykh: a!.xykh,
        score: 93,
        version: 2,
        updatedBy: staffUser.realName,
        updatedById: staffUser.id,
        updatedAt: expect.any(String),
      }),
    ]);
    expect(snapshot()).toBe(before);
    // The valid cell of the refused save was not stored either.
    expect(grades.entry(sheetId, d!.xykh)).toBeUndefined();
    const english = await call<{ conflicts: GradeRow[] }>(
      teacher,
      'PUT',
      `${G}/sheets/${sheetId}/cells`,
      { source: 'entry', cells: [{ xykh: a!.xykh, score: 90, version: 1 }] },
      'en',
    );
    expect(english.json!.message).toMatch(/^The grades of 1 student\(s\) changed since you read them/);
    expect(english.json!.data.conflicts).toHaveLength(1);
  });

  it.each([
    ['a student not enrolled', { xykh: '1999999999', score: 80, version: 0 }, /学生 1999999999 未选修本教学班/],
    ['a score over 100', { score: 100.5 }, /分数 100.5 超出 0-100 的范围/],
    ['a negative score', { score: -1 }, /分数 -1 超出 0-100 的范围/],
    ['two decimals', { score: 88.25 }, /分数 88.25 最多保留一位小数/],
    ['a level on the score scale', { score: null, level: 'A' }, /本课程按百分制记分，等级 A 无效/],
    ['a score and a level', { score: 80, level: 'B' }, /不能同时填写分数 80 和等级 B/],
    ['a flag and a score', { score: 80, flag: 'deferred' }, /已标记为缓考，不能再填写成绩 80/],
  ])('refuses %s with 400 naming the student and the value, and stores nothing', async (_, cell, message) => {
    const rows = await cellsOf();
    const target = rows[5]!;
    const before = snapshot();
    const answer = await call(teacher, 'PUT', `${G}/sheets/${sheetId}/cells`, {
      source: 'entry',
      cells: [
        { xykh: rows[6]!.xykh, score: 75, version: rows[6]!.version },
        { xykh: target.xykh, version: target.version, ...cell },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.json!.message).toMatch(message);
    if (!('xykh' in cell)) expect(answer.json!.message).toContain(`${target.xm}（${target.xykh}）`);
    expect(snapshot()).toBe(before);
  });

  it('refuses a level not in the scale and a student named twice, in English too', async () => {
    const levelSheet = demoSheets[2]!;
    const rows = (await data(call<GradeSheet>(teacher, 'GET', `${G}/sheets/${levelSheet.id}`))).rows;
    const empty = rows.find((r) => r.version === 0)!;
    const before = snapshot();
    const wrongLevel = await call(
      teacher,
      'PUT',
      `${G}/sheets/${levelSheet.id}/cells`,
      { source: 'entry', cells: [{ xykh: empty.xykh, level: 'F', version: 0 }] },
      'en',
    );
    expect(wrongLevel.status).toBe(400);
    expect(wrongLevel.json!.message).toBe(`${empty.xm} (${empty.xykh}): level F is not one of A-E`);
    const score = await call(teacher, 'PUT', `${G}/sheets/${levelSheet.id}/cells`, { source: 'entry', cells: [{ xykh: empty.xykh, score: 90, version: 0 }] });
    expect(score.json!.message).toContain('本课程按等级记分，分数 90 无效');
    const twice = await call(teacher, 'PUT', `${G}/sheets/${levelSheet.id}/cells`, {
      source: 'entry',
      cells: [
        { xykh: empty.xykh, level: 'A', version: 0 },
        { xykh: empty.xykh, level: 'B', version: 0 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.json!.message).toContain(`学生 ${empty.xykh} 在本次保存中出现了不止一次`);
    expect(snapshot()).toBe(before);
    // A level the scale takes is stored.
    const saved = await data(
      call<GradeCellsResult>(teacher, 'PUT', `${G}/sheets/${levelSheet.id}/cells`, { source: 'fill', cells: [{ xykh: empty.xykh, level: 'A', version: 0 }] }),
    );
    expect(saved.rows[0]).toMatchObject({ level: 'A', score: null, version: 1 });
  });

  it('refuses a teacher another teacher’s sheet (403) and anyone a submitted sheet (409), storing nothing', async () => {
    const before = snapshot();
    const submitted = demoSheets[3]!;
    const row = (await data(call<GradeSheet>(teacher, 'GET', `${G}/sheets/${submitted.id}`))).rows[0]!;
    const locked = await call(teacher, 'PUT', `${G}/sheets/${submitted.id}/cells`, {
      source: 'entry',
      cells: [{ xykh: row.xykh, score: 70, version: row.version }],
    });
    expect(locked.status).toBe(409);
    expect(locked.json!.message).toBe('成绩单已提交，需研究生院解锁后才能修改');
    expect((await call(multi, 'PUT', `${G}/sheets/${sheetId}/cells`, { source: 'entry', cells: [{ xykh: row.xykh, score: 70, version: 0 }] })).status).toBe(
      403,
    );
    expect(snapshot()).toBe(before);
  });
});

describe('submit, unlock, release and corrections', () => {
  const sheet = demoSheets[1]!;

  it('refuses to submit a sheet with rows missing, naming how many and the first three', async () => {
    const before = snapshot();
    const answer = await call(teacher, 'POST', `${G}/sheets/${sheet.id}/submit`);
    expect(answer.status).toBe(400);
    expect(answer.json!.message).toMatch(/^还有 \d+ 名学生的成绩未录入，不能提交：.+（\d+）、.+（\d+）、.+（\d+） 等$/);
    expect(snapshot()).toBe(before);
  });

  it('submits a complete sheet and locks it; only the graduate school unlocks it, with the reason in the history', async () => {
    const rows = (await data(call<GradeSheet>(teacher, 'GET', `${G}/sheets/${sheet.id}`))).rows;
    await data(
      call(teacher, 'PUT', `${G}/sheets/${sheet.id}/cells`, {
        source: 'fill',
        cells: rows.filter((r) => r.version === 0 || (r.score === null && r.flag === null)).map((r) => ({ xykh: r.xykh, score: 76, version: r.version })),
      }),
    );
    const submitted = await data(call<GradeSheet>(teacher, 'POST', `${G}/sheets/${sheet.id}/submit`));
    expect(submitted).toMatchObject({ state: 'submitted', submittedByName: teacherUser.realName, released: false, releaseAt: null });
    expect((await call(teacher, 'POST', `${G}/sheets/${sheet.id}/submit`)).status).toBe(409);
    expect((await call(teacher, 'POST', `${G}/sheets/${sheet.id}/unlock`, { reason: '录错了' })).status).toBe(403);
    const before = snapshot();
    const blank = await call(staff, 'POST', `${G}/sheets/${sheet.id}/unlock`, { reason: '  x ' });
    expect(blank.status).toBe(400);
    expect(snapshot()).toBe(before);
    const unlocked = await data(call<GradeSheet>(staff, 'POST', `${G}/sheets/${sheet.id}/unlock`, { reason: '任课教师申请更正' }));
    expect(unlocked).toMatchObject({ state: 'draft', submittedAt: null });
    expect((await call(staff, 'POST', `${G}/sheets/${sheet.id}/unlock`, { reason: '再次解锁' })).status).toBe(409);
    const history = await data(call<GradeDetail>(teacher, 'GET', `${G}/grades/${rows[0]!.id}`));
    expect(history.history.map((h) => h.how).slice(-2)).toEqual(['submit', 'unlock']);
    expect(history.history.at(-1)).toMatchObject({ reason: '任课教师申请更正', byName: identity.userByUsername('staff')!.realName });
    await data(call(teacher, 'POST', `${G}/sheets/${sheet.id}/submit`));
  });

  it('hides a submitted sheet from its students until its release date, then shows it on their card and as their grade', async () => {
    const gradeId = `${sheet.id}_${studentUser.xykh}`;
    expect((await call(student, 'GET', `${G}/grades/${gradeId}`)).status).toBe(404);
    const coursesOf = async () =>
      (await data(call<ReportCard>(student, 'GET', `${G}/report-cards/${studentUser.xykh}`))).terms.flatMap((t) => t.courses.map((c) => c.kcdm));
    expect(await coursesOf()).not.toContain(sheet.kcdm);
    // The teacher's view of the student (their supervisor) does not show it either.
    expect((await data(call<ReportCard>(teacher, 'GET', `${G}/report-cards/${studentUser.xykh}`))).terms.map((t) => t.term)).not.toContain(CURRENT);
    await data(call(staff, 'PUT', `${G}/sheets/${sheet.id}/release`, { releaseAt: '2099-01-01 00:00:00' }));
    expect((await call(student, 'GET', `${G}/grades/${gradeId}`)).status).toBe(404);
    expect((await call(teacher, 'PUT', `${G}/sheets/${sheet.id}/release`, { releaseAt: '2026-01-01 00:00:00' })).status).toBe(403);
    const released = await data(call<GradeSheet>(staff, 'PUT', `${G}/sheets/${sheet.id}/release`, { releaseAt: '2026-09-01 00:00:00' }));
    expect(released.released).toBe(true);
    expect(await coursesOf()).toContain(sheet.kcdm);
    const own = await data(call<GradeDetail>(student, 'GET', `${G}/grades/${gradeId}`));
    expect(own.grade).toMatchObject({ xykh: studentUser.xykh, released: true, state: 'submitted' });
    // The released term's figures: this course is the only released one of the term.
    const card = await data(call<ReportCard>(student, 'GET', `${G}/report-cards/${studentUser.xykh}`));
    const term = card.terms.find((t) => t.term === CURRENT)!;
    expect(term.courses).toHaveLength(1);
    expect(term.average).toBe(term.courses[0]!.points);
    expect(term.credits).toBe(term.courses[0]!.passed ? term.courses[0]!.xf : 0);
    // A draft cannot be released.
    const draft = await call(staff, 'PUT', `${G}/sheets/${demoSheets[0]!.id}/release`, { releaseAt: '2026-09-01 00:00:00' });
    expect(draft.status).toBe(409);
  });

  it('lets the graduate school correct a submitted grade with a reason and the version it read, keeping old and new in the history', async () => {
    const gradeId = `${sheet.id}_${studentUser.xykh}`;
    const { grade } = await data(call<GradeDetail>(staff, 'GET', `${G}/grades/${gradeId}`));
    const before = snapshot();
    expect((await call(teacher, 'POST', `${G}/grades/${gradeId}/correct`, { score: 95, reason: '复核', version: grade.version })).status).toBe(403);
    const stale = await call<{ conflicts: GradeRow[] }>(staff, 'POST', `${G}/grades/${gradeId}/correct`, {
      score: 95,
      reason: '复核试卷',
      version: grade.version - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.json!.data.conflicts).toEqual([expect.objectContaining({ id: gradeId, version: grade.version, score: grade.score })]);
    const wrong = await call(staff, 'POST', `${G}/grades/${gradeId}/correct`, { score: 101, reason: '复核试卷', version: grade.version });
    expect(wrong.status).toBe(400);
    expect(wrong.json!.message).toContain(`${studentUser.realName}（${studentUser.xykh}）：分数 101 超出 0-100 的范围`);
    const same = await call(staff, 'POST', `${G}/grades/${gradeId}/correct`, { score: grade.score, reason: '复核试卷', version: grade.version });
    expect(same.status).toBe(400);
    expect(snapshot()).toBe(before);
    const corrected = await data(
      call<GradeRecord>(staff, 'POST', `${G}/grades/${gradeId}/correct`, { score: 95, reason: '复核试卷发现漏计分数', version: grade.version }),
    );
    expect(corrected).toMatchObject({ score: 95, points: 95, version: grade.version + 1, state: 'submitted' });
    const { history } = await data(call<GradeDetail>(student, 'GET', `${G}/grades/${gradeId}`));
    expect(history.at(-1)).toMatchObject({
      how: 'correction',
      old: { score: grade.score, level: null, flag: null },
      new: { score: 95, level: null, flag: null },
      reason: '复核试卷发现漏计分数',
      byName: identity.userByUsername('staff')!.realName,
    });
    const changes = await data(call<GradeChangePage>(staff, 'GET', `${G}/changes?how=correction&student=${studentUser.xykh}&size=100`));
    expect(changes.records[0]).toMatchObject({ gradeId, how: 'correction', xm: studentUser.realName, kcdm: sheet.kcdm });
    expect(changes.records.every((c) => c.how === 'correction' && c.xykh === studentUser.xykh)).toBe(true);
    const byPerson = await data(call<GradeChangePage>(staff, 'GET', `${G}/changes?person=${teacherUser.id}&size=5`));
    expect(byPerson.records.every((c) => c.byId === teacherUser.id)).toBe(true);
    // Newest first.
    const newest = await data(call<GradeChangePage>(staff, 'GET', `${G}/changes?size=20`));
    expect(newest.records.map((c) => c.at)).toEqual([...newest.records.map((c) => c.at)].sort().reverse());
  });

  it('shows a grade to its teacher, the college and the graduate school; to others 403', async () => {
    const grade = `${demoSheets[0]!.id}_${studentUser.xykh}`;
    expect((await call(teacher, 'GET', `${G}/grades/${grade}`)).status).toBe(200);
    expect((await call(multi, 'GET', `${G}/grades/${grade}`)).status).toBe(403);
    expect((await call(admin, 'GET', `${G}/grades/${grade}`)).status).toBe(200);
    expect((await call(staff, 'GET', `${G}/grades/${demoSheets[0]!.id}_1999999999`)).status).toBe(404);
    expect((await call(staff, 'GET', `${G}/grades/nonsense_1`)).status).toBe(404);
  });

  it('lists grades of the college’s students only to its secretary, filtered by flag and state', async () => {
    const page = await data(call<components['schemas']['GradeRecordPage']>(college, 'GET', `${G}/grades?size=200&flag=absent`));
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((g) => g.xydm === collegeUser.deptId && g.flag === 'absent' && g.points === 0)).toBe(true);
    expect((await call(teacher, 'GET', `${G}/grades`)).status).toBe(403);
  });
});

describe('report cards', () => {
  it('averages the graded courses weighted by credits, leaving deferred ones out, and counts the plan’s groups', async () => {
    const card = await data(call<ReportCard>(staff, 'GET', `${G}/report-cards/${studentUser.xykh}`));
    const all = card.terms.flatMap((t) => t.courses);
    const counted = all.filter((c) => c.points !== null);
    const expected = Math.round((counted.reduce((s, c) => s + c.points! * c.xf, 0) / counted.reduce((s, c) => s + c.xf, 0)) * 10) / 10;
    expect(card.weightedAverage).toBe(expected);
    expect(card.credits).toBe(all.reduce((s, c) => s + (c.passed ? c.xf : 0), 0));
    expect(card.groups.map((g) => g.name)).toEqual(['公共必修课', '专业学位课', '专业选修课', '实践环节']);
    expect(card.groups.every((g) => g.earnedCredits <= card.credits)).toBe(true);
    expect(card.groups.find((g) => g.nameEn === 'Degree courses')?.earnedCredits).toBeGreaterThan(0);
    const list = await data(call<ReportCardPage>(teacher, 'GET', `${G}/report-cards?size=100`));
    // A teacher's list is the students they supervise.
    expect(list.records.map((r) => r.xykh).sort()).toEqual(
      students
        .studentsOfSupervisor(teacherUser.gh!)
        .map((s) => s.xykh)
        .sort(),
    );
    expect(list.records.find((r) => r.xykh === studentUser.xykh)).toMatchObject({ weightedAverage: card.weightedAverage, credits: card.credits });
  });

  it('shows a card only to the student, their supervisor, their college and the graduate school', async () => {
    const other = [...students.students.values()].find((s) => s.xykh !== studentUser.xykh && s.dsgh !== teacherUser.gh && s.xydm !== collegeUser.deptId)!;
    for (const who of [student, teacher, college]) expect((await call(who, 'GET', `${G}/report-cards/${other.xykh}`)).status).toBe(403);
    expect((await call(student, 'GET', `${G}/report-cards/${other.xykh}/pdf`)).status).toBe(403);
    expect((await call(staff, 'GET', `${G}/report-cards/${other.xykh}`)).status).toBe(200);
    expect((await call(staff, 'GET', `${G}/report-cards/0000000000`)).status).toBe(404);
    expect((await call(student, 'GET', `${G}/report-cards`)).status).toBe(403);
  });

  it('prints the card as a PDF whose text names the student and their courses', async () => {
    const card = await data(call<ReportCard>(student, 'GET', `${G}/report-cards/${studentUser.xykh}`));
    const answer = await call(student, 'GET', `${G}/report-cards/${studentUser.xykh}/pdf`);
    expect(answer.status).toBe(200);
    const text = pdfUnicodeText(answer.bytes!);
    expect(text).toContain('研究生成绩报告单');
    expect(text).toContain(studentUser.realName);
    expect(text).toContain(studentUser.xykh!);
    const course = card.terms[0]!.courses[0]!;
    expect(text).toContain(course.kcdm);
    expect(text).toContain(course.kcmc.slice(0, 6));
    expect(text).toContain(`学分加权平均成绩 ${card.weightedAverage}`);
  });
});

describe('practice evaluations', () => {
  it('sums a college’s evaluations by level with the pass rate, the secretary their own college only', async () => {
    const all = await data(call<PracticeSummaryRow[]>(staff, 'GET', `${G}/practice`));
    expect(new Set(all.map((r) => r.xydm)).size).toBeGreaterThan(5);
    for (const row of all) {
      expect(row.A + row.B + row.C + row.D + row.E + row.pending).toBe(row.total);
      const evaluated = row.total - row.pending;
      if (evaluated > 0) expect(row.passRate).toBe(Math.round(((evaluated - row.E) / evaluated) * 1000) / 10);
    }
    expect(all.some((r) => r.kind === 'teaching')).toBe(true);
    const own = await data(call<PracticeSummaryRow[]>(college, 'GET', `${G}/practice?kind=research`));
    expect(own.map((r) => [r.xydm, r.kind])).toEqual([[collegeUser.deptId, 'research']]);
    const other = all.find((r) => r.xydm !== collegeUser.deptId)!;
    expect((await call(college, 'GET', `${G}/practice/${other.xydm}`)).status).toBe(403);
    const pending = await data(call<PracticeEvaluationPage>(college, 'GET', `${G}/practice/${collegeUser.deptId}?level=pending&size=500`));
    expect(pending.total).toBe(own[0]!.pending + all.filter((r) => r.xydm === collegeUser.deptId && r.kind === 'teaching').reduce((n, r) => n + r.pending, 0));
    expect(pending.records.every((r) => r.level === null && r.score === null && r.evaluatedAt === null)).toBe(true);
    expect((await call(teacher, 'GET', `${G}/practice`)).status).toBe(403);
  });
});

describe('terms and menus', () => {
  it('marks the current term and gives its English name', async () => {
    const terms = await data(call<components['schemas']['Term'][]>(student, 'GET', '/kernel/terms'));
    expect(terms.filter((t) => t.current).map((t) => t.id)).toEqual([CURRENT]);
    expect(terms.find((t) => t.id === CURRENT)?.nameEn).toBe('2026-2027, semester 1');
  });

  it('gives teachers grade entry and report cards, secretaries maintenance, and the student their own grades', async () => {
    const menuOf = async (who: { token(): string | null }) => {
      const tree = await data(call<Menu>(who, 'GET', '/kernel/menus/build?service=cloud-xj'));
      const flat = (nodes: Menu): string[] => nodes.flatMap((n) => [n.path, ...flat(n.children ?? [])]);
      return flat(tree);
    };
    const forTeacher = await menuOf(teacher);
    expect(forTeacher).toEqual(expect.arrayContaining(['/cjgl', '/cjgl/cjlr', '/cjgl/xscjgb', '/cjlr/xkxsIdex', '/xscjgb/indexView']));
    expect(forTeacher).not.toContain('/cjgl/whcjgl');
    const forCollege = await menuOf(college);
    expect(forCollege).toEqual(expect.arrayContaining(['/cjgl/whcjgl', '/cjgl/xscjgb', '/cjgl/sjpjhz', '/whcjgl/indexCjmx']));
    expect(forCollege).not.toContain('/cjgl/cjlr');
    const forStudent = await menuOf(student);
    expect(forStudent).toEqual(expect.arrayContaining(['/my/cj', '/xscjgb/indexView']));
    expect(forStudent).not.toContain('/cjgl');
  });
});
