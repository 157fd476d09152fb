import { beforeEach, describe, expect, it } from 'vitest';
import { defaultMockOptions } from '../../config.ts';
import { identitySlice } from '../../core/identity.ts';
import { dictsSlice } from '../dicts/store.ts';
import { seedStore } from '../index.ts';
import { type NewStudent, studentsSlice } from './store.ts';

// A fresh store per test: a test that moves card numbers must not change what the next one sees.
let store = seedStore({ ...defaultMockOptions, students: 400 });
let students = store.slice(studentsSlice);
const teacherGh = store.slice(identitySlice).userByUsername('teacher')!.gh!;
beforeEach(() => {
  store = seedStore({ ...defaultMockOptions, students: 400 });
  students = store.slice(studentsSlice);
});

function newStudent(overrides: Partial<NewStudent> = {}): NewStudent {
  return {
    xykh: students.nextXykh(2026, '002'),
    xm: '测试学生',
    xb: '2',
    csrq: '1949-12-31',
    sfzh: '11010519491231002X',
    xydm: '002',
    zydm: '070100',
    pycc: '2',
    xwlx: '1',
    xxxs: '1',
    lb: '1',
    rxnj: 2026,
    xjzt: '01',
    hdzt: '0',
    bdzt: '0',
    ...overrides,
  };
}

describe('student records', () => {
  it('fills the derived names and keeps every index right through add, update and remove', () => {
    const before = students.staffMember(teacherGh)!.studentCount ?? 0;
    const added = store.write(() => students.add(newStudent({ dsgh: teacherGh })));
    const teacher = students.staffMember(teacherGh)!;
    expect(added).toMatchObject({ xymc: '数学与统计学院', zymc: '数学', dsxm: teacher.xm });
    expect(students.byXykh(added.xykh)?.id).toBe(added.id);
    expect(students.studentsOfSupervisor(teacherGh).map((s) => s.id)).toContain(added.id);
    expect(teacher.studentCount).toBe(before + 1);
    expect(students.byIdCard('11010519491231002x')?.id).toBe(added.id);

    const other = students.allStaff().find((s) => s.gh !== teacherGh && (s.studentCount ?? 0) > 0)!;
    const moved = store.write(() => students.update(added.id, { dsgh: other.gh, xydm: '001', zydm: '081200', xykh: '2026001999', byzbh: 'TEST-1' }));
    expect(moved).toMatchObject({ xymc: '计算机科学与技术学院', zymc: '计算机科学与技术', dsxm: other.xm, createTime: added.createTime });
    expect(students.byXykh(added.xykh)).toBeUndefined();
    expect(students.byXykh('2026001999')?.id).toBe(added.id);
    expect(students.studentsOfSupervisor(teacherGh).map((s) => s.id)).not.toContain(added.id);
    expect(students.staffMember(teacherGh)!.studentCount).toBe(before);
    expect(students.byCertificate('TEST-1')?.id).toBe(added.id);

    store.write(() => students.remove(added.id));
    expect(students.byId(added.id)).toBeUndefined();
    expect(students.byXykh('2026001999')).toBeUndefined();
    expect(students.byCertificate('TEST-1')).toBeUndefined();
    expect(students.studentsOfSupervisor(other.gh).map((s) => s.id)).not.toContain(added.id);
  });

  it('gives the next card number after the highest one and never reuses a deleted one', () => {
    const taken = [...students.students.values()].filter((s) => s.rxnj === 2026 && s.xydm === '001').map((s) => Number(s.xykh.slice(-3)));
    const next = students.nextXykh(2026, '001');
    expect(next).toBe(`2026001${String(Math.max(0, ...taken) + 1).padStart(3, '0')}`);
    const added = store.write(() => students.add(newStudent({ xykh: next, xydm: '001', zydm: '081200' })));
    store.write(() => students.remove(added.id));
    expect(students.nextXykh(2026, '001')).not.toBe(next);
    expect(students.nextXykh(1999, '003')).toBe('1999003001');
  });

  it("finds a record by certificate number, and a major's college, for the handlers' checks", () => {
    const graduate = [...students.students.values()].find((s) => s.byzbh)!;
    expect(students.byCertificate(graduate.byzbh!)?.id).toBe(graduate.id);
    expect(store.slice(dictsSlice).collegeOfMajor('081200')).toBe('001');
    expect(store.slice(dictsSlice).collegeOfMajor('999999')).toBeUndefined();
  });
});
