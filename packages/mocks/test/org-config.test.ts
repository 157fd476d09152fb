/**
 * The shared model (AREAS.md "One domain model") and data configuration as callers see them: the
 * organisation tree every picker reads, terms, rooms, teachers with their supervisor profile, and
 * typed configuration items whose PUT checks the value against the item's type.
 */
import { unwrap } from '@gs/sdk/client';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLEGES } from '../src/areas/dicts/data.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { identitySlice } from '../src/core/identity.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

const mock = await createMockServer({ students: 300 });
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());

const [staff, teacher, student, college] = await Promise.all([signIn('staff'), signIn('teacher'), signIn('student'), signIn('college')]);
const identity = mock.store.slice(identitySlice);
const students = mock.store.slice(studentsSlice);

async function put(token: string | null, key: string, value: unknown) {
  const response = await fetch(`${BASE}/kernel/sjpz/${key}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  return { status: response.status, json: (await response.json()) as { code: number; message: string; data: unknown } };
}

describe('the organisation tree, terms and rooms (our model)', () => {
  it('serves college -> major -> direction as SPEC 3 tree nodes whose ids are the dictionary values', async () => {
    const tree = await unwrap(student.api.client.GET('/kernel/org/tree'));
    expect(tree.map((n) => n.id)).toEqual(COLLEGES.map((c) => c.code));
    for (const college of tree) {
      expect(college).toMatchObject({ kind: 'college', parentId: null });
      for (const major of college.children) {
        expect(major).toMatchObject({ kind: 'major', parentId: college.id });
        expect(major.children.length).toBeGreaterThanOrEqual(2);
        expect(major.children.length).toBeLessThanOrEqual(4);
        for (const direction of major.children)
          expect(direction).toMatchObject({
            kind: 'direction',
            parentId: major.id,
            id: expect.stringMatching(new RegExp(`^${major.id}-\\d{2}$`)),
            children: [],
          });
      }
    }
    expect(tree[0]!.children[0]!.children.map((d) => d.name)).toContain('人工智能与模式识别');
  });

  it('lists terms newest first with the current one, and rooms paged and filtered', async () => {
    const terms = await unwrap(teacher.api.client.GET('/kernel/terms'));
    expect(terms[0]!.id).toBe('2027-2028-2');
    expect(terms.find((t) => t.id === '2026-2027-1')).toMatchObject({ name: '2026-2027学年第一学期', startDate: '2026-09-01', xq: '1' });
    const rooms = await unwrap(teacher.api.client.GET('/kernel/rooms', { params: { query: { size: 100 } } }));
    expect(rooms.total).toBeGreaterThanOrEqual(40);
    expect(rooms.total).toBeLessThanOrEqual(80);
    const big = await unwrap(teacher.api.client.GET('/kernel/rooms', { params: { query: { minCapacity: 100, building: '第一教学楼', size: 100 } } }));
    expect(big.records.every((r) => r.capacity >= 100 && r.building === '第一教学楼')).toBe(true);
  });
});

describe('teachers and their supervisor profiles (our model)', () => {
  it("makes the demo teacher a doctoral and multi a master's supervisor, counting their students", async () => {
    const gh = identity.userByUsername('teacher')!.gh!;
    const detail = await unwrap(staff.api.client.GET('/kernel/teachers/{gh}', { params: { path: { gh } } }));
    expect(detail).toMatchObject({ gh, dslx: '1', studentCount: students.studentsOfSupervisor(gh).length });
    expect(detail.quota).toBeGreaterThanOrEqual(Math.max(0, ...detail.yearCounts.map((y) => y.count)));
    expect(detail.directions.length).toBeGreaterThan(0);
    const multi = await unwrap(staff.api.client.GET('/kernel/teachers/{gh}', { params: { path: { gh: identity.userByUsername('multi')!.gh! } } }));
    expect(multi.dslx).toBe('2');
    const doctoral = await unwrap(student.api.client.GET('/kernel/teachers', { params: { query: { dslx: '1', size: 500 } } }));
    expect(doctoral.records.every((t) => t.dslx === '1')).toBe(true);
    expect(doctoral.records.map((t) => t.gh)).toContain(gh);
  });

  it('lists with a teacher only the students the caller may see (SPEC 6)', async () => {
    const gh = identity.userByUsername('teacher')!.gh!;
    const me = identity.userByUsername('student')!.xykh!;
    const asStudent = await unwrap(student.api.client.GET('/kernel/teachers/{gh}', { params: { path: { gh } } }));
    expect(asStudent.students.map((s) => s.xykh)).toEqual([me]);
    const asTeacher = await unwrap(teacher.api.client.GET('/kernel/teachers/{gh}', { params: { path: { gh } } }));
    expect(asTeacher.students.length).toBeGreaterThan(1);
    expect(asTeacher.students.every((s) => ['01', '02', '06'].includes(s.xjzt))).toBe(true);
    const unknown = await fetch(`${BASE}/kernel/teachers/99999999`, { headers: { Authorization: `Bearer ${student.token()}` } });
    expect(unknown.status).toBe(404);
  });
});

describe('data configuration (our model; /system/sjpz later)', () => {
  it('seeds the current term and windows open for the academic year 2026-2027', async () => {
    const items = await unwrap(college.api.client.GET('/kernel/sjpz'));
    expect(items.find((i) => i.key === 'term.current')).toMatchObject({ type: 'term', value: '2026-2027-1' });
    const windows = await unwrap(college.api.client.GET('/kernel/sjpz', { params: { query: { group: 'window' } } }));
    expect(windows.map((w) => w.key).sort()).toEqual(['window.dsls', 'window.qjgl', 'window.xjyd', 'window.xwsq', 'window.xyjxj']);
    for (const w of windows) {
      const { start, end } = w.value as { start: string; end: string };
      expect(start <= '2026-11-25' && '2026-11-25' <= end, w.key).toBe(true);
    }
  });

  it("takes a value of the item's type and says what was expected otherwise, changing nothing", async () => {
    const before = await unwrap(staff.api.client.GET('/kernel/sjpz/{key}', { params: { path: { key: 'window.xjyd' } } }));
    const refusals: [string, unknown, RegExp][] = [
      ['window.xjyd', { start: '2027-01-10', end: '2026-12-01' }, /开始日期不能晚于结束日期/],
      ['window.xjyd', { start: '2027-02-30', end: '2027-03-01' }, /有效日期/],
      ['window.xjyd', '2026-09-01', /申请时间 \{ start, end \}/],
      ['term.current', '2031-2032-1', /已有学期/],
      ['xyjxj.quota.1', 120, /0 到 100 之间/],
      ['xyjxj.quota.1', '10', /须为数字/],
    ];
    for (const [key, value, message] of refusals) {
      const answer = await put(staff.token(), key, value);
      expect(answer.status, `${key} ${JSON.stringify(value)}`).toBe(400);
      expect(answer.json.message).toMatch(message);
    }
    expect(await unwrap(staff.api.client.GET('/kernel/sjpz/{key}', { params: { path: { key: 'window.xjyd' } } }))).toEqual(before);
    expect((await put(staff.token(), 'no.such.key', 1)).status).toBe(404);
    expect((await put(teacher.token(), 'window.xjyd', before.value)).status).toBe(403);
    expect((await put(college.token(), 'window.xjyd', before.value)).status).toBe(403);

    const changed = await unwrap(staff.api.client.PUT('/kernel/sjpz/{key}', { params: { path: { key: 'term.current' } }, body: { value: '2026-2027-2' } }));
    expect(changed).toMatchObject({ value: '2026-2027-2', updateBy: 'staff' });
    await unwrap(staff.api.client.PUT('/kernel/sjpz/{key}', { params: { path: { key: 'term.current' } }, body: { value: '2026-2027-1' } }));
  });
});
