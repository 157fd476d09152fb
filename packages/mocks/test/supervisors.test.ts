/**
 * Supervisor profiles, their students and the yearly assessment as callers see them (issue 15 §6, our
 * model): who may read and change what, the rules a change must keep, and the weighted total and
 * level the server computes.
 */
import { unwrap } from '@gs/sdk/client';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLEGES } from '../src/areas/dicts/data.ts';
import { orgSlice } from '../src/areas/org/store.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { CRITERIA } from '../src/areas/supervisors/store.ts';
import { identitySlice } from '../src/core/identity.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

const mock = await createMockServer({ students: 400 });
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());

const [staff, teacher, student, college, multi] = await Promise.all([
  signIn('staff'),
  signIn('teacher'),
  signIn('student'),
  signIn('college'),
  signIn('multi'),
]);
const identity = mock.store.slice(identitySlice);
const org = mock.store.slice(orgSlice);
const students = mock.store.slice(studentsSlice);
const teacherGh = identity.userByUsername('teacher')!.gh!;
const collegeCode = identity.userByUsername('college')!.deptId!;
const teacherCollege = students.staffMember(teacherGh)!.xydm!;
const directionsOfCollege = (xydm: string) => COLLEGES.find((c) => c.code === xydm)!.majors.flatMap((m) => org.directionsOf(m.code).map((d) => d.id));

/** A raw call, for the answers the typed client turns into errors. */
async function call(token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { code: number; message: string; data: unknown } };
}

const otherCollegeSupervisor = () =>
  [...org.profiles.values()].find((p) => p.dslx !== '0' && students.staffMember(p.gh)?.xydm && students.staffMember(p.gh)!.xydm !== collegeCode)!.gh;
const fullScores = (score: (max: number) => number) => CRITERIA.map((c) => ({ criterionId: c.id, score: score(c.maxScore) }));

describe('supervisor profiles (/ds/dsxx, /dsxx/jsinfoView)', () => {
  it("lists supervisors paged and sorted with this year's places taken against the quota", async () => {
    const page = await unwrap(staff.api.client.GET('/cloud-xj/api/ds/dsxx', { params: { query: { size: 500, sortField: 'quota', sortOrder: 'desc' } } }));
    expect(page.total).toBeGreaterThan(10);
    const quotas = page.records.map((r) => r.quota);
    expect(quotas).toEqual([...quotas].sort((a, b) => b - a));
    const mine = page.records.find((r) => r.gh === teacherGh)!;
    const thisYear = students.studentsOfSupervisor(teacherGh).filter((s) => s.rxnj === 2026 && ['01', '02', '06'].includes(s.xjzt)).length;
    expect(mine).toMatchObject({ dslx: '1', quotaYear: 2026, quotaUsed: thisYear, quotaLeft: Math.max(0, mine.quota - thisYear) });
    const filtered = await unwrap(staff.api.client.GET('/cloud-xj/api/ds/dsxx', { params: { query: { xydm: collegeCode, dslx: '2', size: 500 } } }));
    expect(filtered.records.length).toBeGreaterThan(0);
    expect(filtered.records.every((r) => r.xydm === collegeCode && r.dslx === '2')).toBe(true);
    const byName = await unwrap(staff.api.client.GET('/cloud-xj/api/ds/dsxx', { params: { query: { keyword: mine.xm } } }));
    expect(byName.records.map((r) => r.gh)).toContain(teacherGh);
  });

  it('holds a college secretary to their college and refuses students (SPEC 6)', async () => {
    const own = await unwrap(college.api.client.GET('/cloud-xj/api/ds/dsxx', { params: { query: { size: 500 } } }));
    expect(own.records.every((r) => r.xydm === collegeCode)).toBe(true);
    expect((await call(college.token(), 'GET', '/cloud-xj/api/ds/dsxx?xydm=002')).status).toBe(403);
    expect((await call(college.token(), 'GET', `/cloud-xj/api/ds/dsxx/${otherCollegeSupervisor()}`)).status).toBe(403);
    const refused = await call(student.token(), 'GET', '/cloud-xj/api/ds/dsxx');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 403, data: null });
    expect((await call(staff.token(), 'GET', '/cloud-xj/api/ds/dsxx/99999999')).status).toBe(404);
  });

  it("shows a profile's current students to the graduate school and the teacher, not to another teacher", async () => {
    const expected = students
      .studentsOfSupervisor(teacherGh)
      .filter((s) => ['01', '02', '06'].includes(s.xjzt))
      .map((s) => s.xykh)
      .sort();
    const asStaff = await unwrap(staff.api.client.GET('/cloud-xj/api/ds/dsxx/{gh}', { params: { path: { gh: teacherGh } } }));
    expect(asStaff.students.map((s) => s.xykh).sort()).toEqual(expected);
    expect(asStaff.directions.every((d) => d.name.length > 0)).toBe(true);
    const asTeacher = await unwrap(teacher.api.client.GET('/cloud-xj/api/ds/dsxx/{gh}', { params: { path: { gh: teacherGh } } }));
    expect(asTeacher.students.length).toBe(expected.length);
    const asOther = await unwrap(multi.api.client.GET('/cloud-xj/api/ds/dsxx/{gh}', { params: { path: { gh: teacherGh } } }));
    expect(asOther.students).toEqual([]);
  });

  it("lets staff change kind, quota and directions of the college, refusing a foreign direction and a quota below this year's places", async () => {
    const before = await unwrap(staff.api.client.GET('/cloud-xj/api/ds/dsxx/{gh}', { params: { path: { gh: teacherGh } } }));
    const own = directionsOfCollege(teacherCollege);
    const foreign = directionsOfCollege(COLLEGES.find((c) => c.code !== teacherCollege)!.code)[0]!;
    const bad = await call(staff.token(), 'PUT', `/cloud-xj/api/ds/dsxx/${teacherGh}`, { quota: 8, directionIds: [own[0], foreign] });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain(foreign);
    expect((await call(staff.token(), 'PUT', `/cloud-xj/api/ds/dsxx/${teacherGh}`, { quota: 21 })).status).toBe(400);
    if (before.quotaUsed > 0) {
      const low = await call(staff.token(), 'PUT', `/cloud-xj/api/ds/dsxx/${teacherGh}`, { quota: before.quotaUsed - 1 });
      expect(low.status).toBe(409);
      expect(low.json.message).toContain(`${before.quotaUsed} 名学生`);
    }
    const drop = await call(staff.token(), 'PUT', `/cloud-xj/api/ds/dsxx/${teacherGh}`, { dslx: '0' });
    expect(drop.status).toBe(409);
    // Nothing of the refused changes stuck.
    expect(await unwrap(staff.api.client.GET('/cloud-xj/api/ds/dsxx/{gh}', { params: { path: { gh: teacherGh } } }))).toEqual(before);

    const changed = await unwrap(
      staff.api.client.PUT('/cloud-xj/api/ds/dsxx/{gh}', { params: { path: { gh: teacherGh } }, body: { quota: 6, directionIds: own.slice(0, 2) } }),
    );
    expect(changed).toMatchObject({ quota: 6, quotaLeft: 6 - before.quotaUsed, dslx: '1' });
    expect(changed.directions.map((d) => d.id)).toEqual(own.slice(0, 2));
    // The shared profile changed: every page that reads the teacher sees it.
    expect(await unwrap(student.api.client.GET('/kernel/teachers/{gh}', { params: { path: { gh: teacherGh } } }))).toMatchObject({ quota: 6 });
  });

  it('lets a teacher change only their own directions and introduction', async () => {
    const own = directionsOfCollege(teacherCollege);
    const mine = await unwrap(
      teacher.api.client.PUT('/cloud-xj/api/ds/dsxx/{gh}', {
        params: { path: { gh: teacherGh } },
        body: { directionIds: [own[1]!], bio: '  研究系统安全。 ' },
      }),
    );
    expect(mine).toMatchObject({ bio: '研究系统安全。', directions: [expect.objectContaining({ id: own[1] })] });
    const quota = await call(teacher.token(), 'PUT', `/cloud-xj/api/ds/dsxx/${teacherGh}`, { quota: 10 });
    expect(quota.status).toBe(403);
    expect(quota.json.message).toContain('研究生院');
    const multiGh = identity.userByUsername('multi')!.gh!;
    expect((await call(teacher.token(), 'PUT', `/cloud-xj/api/ds/dsxx/${multiGh}`, { bio: 'x' })).status).toBe(403);
    expect((await call(college.token(), 'PUT', `/cloud-xj/api/ds/dsxx/${otherCollegeSupervisor()}`, { quota: 5 })).status).toBe(403);
    expect((await call(student.token(), 'PUT', `/cloud-xj/api/ds/dsxx/${teacherGh}`, { bio: 'x' })).status).toBe(403);
    const cleared = await unwrap(teacher.api.client.PUT('/cloud-xj/api/ds/dsxx/{gh}', { params: { path: { gh: teacherGh } }, body: { bio: ' ' } }));
    expect(cleared.bio).toBeNull();
  });
});

describe('the yearly assessment (/ds/dskh)', () => {
  it('seeds last year submitted for every supervisor and this year partly as drafts, the demo teacher not yet assessed', async () => {
    const criteria = await unwrap(teacher.api.client.GET('/cloud-xj/api/ds/dskh/criteria'));
    expect(criteria.map((c) => c.name)).toEqual(['立德树人', '科研水平', '指导质量', '培养成效']);
    expect(criteria.reduce((sum, c) => sum + c.weight, 0)).toBe(100);
    const last = await unwrap(staff.api.client.GET('/cloud-xj/api/ds/dskh', { params: { query: { year: 2025, size: 1000 } } }));
    expect(last.summary.submitted).toBe(last.total);
    expect(last.summary.excellent + last.summary.qualified + last.summary.basic + last.summary.unqualified).toBe(last.total);
    const now = await unwrap(staff.api.client.GET('/cloud-xj/api/ds/dskh', { params: { query: { size: 1000 } } }));
    expect(now.summary.draft).toBeGreaterThan(0);
    expect(now.summary.none).toBeGreaterThan(0);
    expect(now.records.find((r) => r.gh === teacherGh)).toMatchObject({ year: 2026, state: 'none', total: null, level: null });
    const drafts = await unwrap(staff.api.client.GET('/cloud-xj/api/ds/dskh', { params: { query: { state: 'draft', size: 1000 } } }));
    expect(drafts.total).toBe(now.summary.draft);
    expect((await call(staff.token(), 'GET', '/cloud-xj/api/ds/dskh?year=2027')).status).toBe(400);
  });

  it('computes the weighted total and the level, refuses scores out of range, and keeps a submitted one until reopened', async () => {
    const path = `/cloud-xj/api/ds/dskh/2026/${teacherGh}`;
    const over = await call(staff.token(), 'PUT', path, { scores: fullScores((max) => (max === 10 ? 11 : max)) });
    expect(over.status).toBe(400);
    expect(over.json.message).toContain('「立德树人」的得分须在 0 到 10 之间');
    const missing = await call(staff.token(), 'PUT', path, { scores: fullScores((max) => max).slice(1) });
    expect(missing.json.message).toContain('立德树人');
    // 9/10*20 + 80/100*35 + 70/100*30 + 40/50*15 = 18 + 28 + 21 + 12 = 79
    const scores = CRITERIA.map((c) => ({ criterionId: c.id, score: { ldsr: 9, kysp: 80, zdzl: 70, pycx: 40 }[c.id]! }));
    const draft = await unwrap(
      staff.api.client.PUT('/cloud-xj/api/ds/dskh/{year}/{gh}', { params: { path: { year: 2026, gh: teacherGh } }, body: { scores, comment: '良好' } }),
    );
    expect(draft).toMatchObject({ state: 'draft', total: 79, level: 'qualified', assessedBy: 'staff', comment: '良好', submitTime: null });
    const mine = await unwrap(teacher.api.client.GET('/cloud-xj/api/ds/dskh', { params: { query: { size: 100 } } }));
    expect(mine.records).toEqual([expect.objectContaining({ gh: teacherGh, state: 'draft', total: 79 })]);

    const submitted = await unwrap(
      staff.api.client.PUT('/cloud-xj/api/ds/dskh/{year}/{gh}', {
        params: { path: { year: 2026, gh: teacherGh } },
        body: { scores: fullScores((max) => max * 0.95), submit: true },
      }),
    );
    expect(submitted).toMatchObject({ state: 'submitted', total: 95, level: 'excellent' });
    const again = await call(staff.token(), 'PUT', path, { scores });
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('退回');
    expect((await call(college.token(), 'POST', `${path}/reopen`)).status).toBe(403);
    expect(await unwrap(staff.api.client.POST('/cloud-xj/api/ds/dskh/{year}/{gh}/reopen', { params: { path: { year: 2026, gh: teacherGh } } }))).toMatchObject({
      state: 'draft',
      total: 95,
    });
    expect((await call(staff.token(), 'POST', `${path}/reopen`)).status).toBe(409);
    expect((await call(teacher.token(), 'PUT', path, { scores })).status).toBe(403);
    expect((await call(college.token(), 'PUT', `/cloud-xj/api/ds/dskh/2026/${otherCollegeSupervisor()}`, { scores })).status).toBe(403);
    const ownSupervisor = (await unwrap(college.api.client.GET('/cloud-xj/api/ds/dskh', { params: { query: { state: 'none', size: 1 } } }))).records[0]!;
    expect(ownSupervisor.xydm).toBe(collegeCode);
    const byCollege = await unwrap(
      college.api.client.PUT('/cloud-xj/api/ds/dskh/{year}/{gh}', {
        params: { path: { year: 2026, gh: ownSupervisor.gh } },
        body: { scores: fullScores((max) => max / 2) },
      }),
    );
    expect(byCollege).toMatchObject({ state: 'draft', total: 50, level: 'unqualified', assessedBy: 'college' });
  });

  it('submits drafts in a batch, each whole or refused with the reason', async () => {
    const drafts = await unwrap(college.api.client.GET('/cloud-xj/api/ds/dskh', { params: { query: { state: 'draft', size: 100 } } }));
    expect(drafts.records.every((r) => r.xydm === collegeCode)).toBe(true);
    const ghs = drafts.records.map((r) => r.gh);
    const none = (await unwrap(college.api.client.GET('/cloud-xj/api/ds/dskh', { params: { query: { state: 'none', size: 1 } } }))).records[0]!.gh;
    const result = await unwrap(
      college.api.client.POST('/cloud-xj/api/ds/dskh/submit', { body: { year: 2026, ghs: [...ghs, none, otherCollegeSupervisor()] } }),
    );
    expect(result.submitted.sort()).toEqual([...ghs].sort());
    expect(result.refused.map((r) => r.gh)).toEqual([none, otherCollegeSupervisor()]);
    expect(result.refused[0]!.message).toContain('尚未评分');
    const after = await unwrap(college.api.client.GET('/cloud-xj/api/ds/dskh', { params: { query: { state: 'submitted', size: 100 } } }));
    expect(after.records.map((r) => r.gh)).toEqual(expect.arrayContaining(ghs));
  });
});
