import { idCardCheckChar, idCardFacts, isChineseName, isIdCard, isPhoneStrict } from '@gs/sdk/validators';
import { describe, expect, it } from 'vitest';
import { defaultMockOptions } from '../../config.ts';
import { Random } from '../../core/random.ts';
import { collegeByCode, majorByCode } from '../dicts/data.ts';
import { dictsSlice } from '../dicts/store.ts';
import { seedStore } from '../index.ts';
import { MAX_PER_YEAR_AND_COLLEGE, allocate, seedPeople } from './people.ts';
import { studentsSlice } from './store.ts';

const seeded = seedStore(defaultMockOptions);
const store = seeded.slice(studentsSlice);
const dicts = seeded.slice(dictsSlice);
const students = [...store.students.values()];
const share = (predicate: (s: (typeof students)[number]) => boolean) => students.filter(predicate).length / students.length;

describe('seeded students', () => {
  it('carry valid 18-digit ID cards that agree with birth date and gender', () => {
    for (const s of students) {
      expect(isIdCard(s.sfzh), s.sfzh).toBe(true);
      expect(s.sfzh).toHaveLength(18);
      expect(s.sfzh[17]).toBe(idCardCheckChar(s.sfzh.slice(0, 17)));
      expect(idCardFacts(s.sfzh)).toEqual({ birthDate: s.csrq, gender: s.xb });
    }
    expect(new Set(students.map((s) => s.sfzh)).size).toBe(students.length);
  });

  it('have unique 10-digit card numbers: enrolment year, college code, sequence', () => {
    expect(new Set(students.map((s) => s.xykh)).size).toBe(students.length);
    for (const s of students) {
      expect(s.xykh).toMatch(/^\d{10}$/);
      expect(s.xykh.slice(0, 4)).toBe(String(s.rxnj));
      expect(s.xykh.slice(4, 7)).toBe(s.xydm);
      expect(Number(s.xykh.slice(7))).toBeGreaterThan(0);
    }
  });

  it('have Chinese names of 2 to 4 characters, carrier phone numbers and email addresses', () => {
    for (const s of students) {
      expect(isChineseName(s.xm), s.xm).toBe(true);
      expect(isPhoneStrict(s.sjhm ?? ''), s.sjhm).toBe(true);
      expect(s.dzyx).toMatch(/^[a-z0-9.]+@[a-z0-9.]+\.(cn|com)$/);
    }
  });

  it('have majors of their own college and degree types that follow the major', () => {
    for (const s of students) {
      const found = majorByCode(s.zydm);
      expect(found?.college.code, s.zydm).toBe(s.xydm);
      expect(s.xwlx).toBe(found?.major.professional ? '2' : '1');
      expect(s.xymc).toBe(collegeByCode(s.xydm)?.name);
      expect(s.zymc).toBe(found?.major.name);
      if (s.pycc === '1') expect(found?.major.professional).toBe(false);
    }
  });

  it('are mostly regular master students, some doctoral, about 3% visiting and 3% equivalent-qualification', () => {
    expect(share((s) => s.lb === '1' && s.pycc === '2')).toBeGreaterThan(0.7);
    expect(share((s) => s.pycc === '1')).toBeGreaterThan(0.08);
    expect(share((s) => s.lb === '2')).toBeGreaterThan(0.015);
    expect(share((s) => s.lb === '2')).toBeLessThan(0.05);
    expect(share((s) => s.lb === '3')).toBeGreaterThan(0.015);
    expect(share((s) => s.lb === '3')).toBeLessThan(0.05);
    for (const s of students.filter((x) => x.lb !== '1')) expect(s.pycc).toBe('2');
  });

  it('are mostly enrolled in recent years and graduated in old ones, with unique certificate numbers', () => {
    const current = students.filter((s) => s.rxnj === 2026);
    expect(current.filter((s) => s.xjzt === '01').length / current.length).toBeGreaterThan(0.85);
    const old = students.filter((s) => s.rxnj <= 2020 && s.lb === '1');
    expect(old.filter((s) => s.xjzt === '04').length / old.length).toBeGreaterThan(0.8);
    const certificates = students.flatMap((s) => (s.byzbh ? [s.byzbh] : []));
    expect(new Set(certificates).size).toBe(certificates.length);
    for (const s of students) {
      if (s.byzbh) expect(s.xjzt).toBe('04');
      if (s.xjzt === '01') expect(s.byzbh ?? null).toBeNull();
    }
    const degrees = students.flatMap((s) => (s.xwzsbh ? [s.xwzsbh] : []));
    expect(new Set(degrees).size).toBe(degrees.length);
  });

  it('have supervisors from the staff list, each with 3 to 15 students', () => {
    const supervisors = store.allStaff().filter((s) => (s.studentCount ?? 0) > 0);
    expect(supervisors.length).toBeGreaterThan(120);
    expect(supervisors.length).toBeLessThan(200);
    for (const supervisor of supervisors) {
      const mine = store.studentsOfSupervisor(supervisor.gh);
      expect(mine.length).toBe(supervisor.studentCount);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(mine.length).toBeLessThanOrEqual(15);
      for (const s of mine) expect(s.xydm).toBe(supervisor.xydm);
    }
    for (const s of students) {
      expect(s.dsgh && store.staff.has(s.dsgh)).toBeTruthy();
      expect(s.dsxm).toBe(store.staff.get(s.dsgh!)?.xm);
      if (s.pycc === '1') expect(['1', '3', '6']).toContain(store.staff.get(s.dsgh!)?.zc);
    }
  });

  it('have party membership, verification and registration states from their dictionaries', () => {
    const values = (name: string) => new Set(dicts.dict(name).map((e) => e.value));
    for (const [field, dict] of [
      ['zzmm', 'xj_zzmm'],
      ['mz', 'xj_mz'],
      ['xjzt', 'xj_xjzt'],
      ['hdzt', 'xj_hdzt'],
      ['bdzt', 'xj_bdzt'],
      ['xxxs', 'xj_xxxs'],
    ] as const) {
      for (const s of students) expect(values(dict).has(String(s[field])), `${field}=${String(s[field])}`).toBe(true);
    }
    expect(share((s) => s.zzmm === '01' || s.zzmm === '02')).toBeGreaterThan(0.2);
    expect(share((s) => s.mz === '01')).toBeGreaterThan(0.8);
    expect(students.some((s) => s.hdzt === '2')).toBe(true);
    expect(students.some((s) => s.bdzt === '0')).toBe(true);
    for (const s of students) expect(s.createTime! <= s.updateTime!).toBe(true);
  });
});

describe('allocate', () => {
  it('never puts more than 999 students in one year and college, and places them all', () => {
    const counts = allocate(5000, [10, 1, 1, 1, 1, 1], MAX_PER_YEAR_AND_COLLEGE);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5000);
    expect(Math.max(...counts)).toBeLessThanOrEqual(999);
    expect(() => allocate(1000, [1], 999)).toThrow();
  });
});

describe('at scale', () => {
  it('generates 100,000 students with unique card and ID card numbers', () => {
    const started = performance.now();
    const { students: many, staff } = seedPeople(
      new Random(defaultMockOptions.seed),
      100_000,
      (() => {
        let n = 0;
        return () => String((n += 1));
      })(),
    );
    const elapsed = performance.now() - started;
    console.info(`100,000 students and ${staff.length} supervisors generated in ${elapsed.toFixed(0)} ms`);
    expect(many).toHaveLength(100_000);
    expect(new Set(many.map((s) => s.xykh)).size).toBe(100_000);
    expect(new Set(many.map((s) => s.sfzh)).size).toBe(100_000);
    expect(new Set(staff.map((s) => s.gh)).size).toBe(staff.length);
    expect(Math.max(...staff.map((s) => s.studentCount ?? 0))).toBeLessThanOrEqual(15);
  });

  it('builds the whole store of 100,000 students', () => {
    const started = performance.now();
    const big = seedStore({ ...defaultMockOptions, students: 100_000 }).slice(studentsSlice);
    console.info(`seedStore with 100,000 students in ${(performance.now() - started).toFixed(0)} ms`);
    expect(big.students.size).toBe(100_000);
    expect(big.byXykh([...big.students.values()][99_999]!.xykh)).toBeDefined();
  });
});
