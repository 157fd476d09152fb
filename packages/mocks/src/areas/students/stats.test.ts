import type { components } from '@gs/sdk/schema';
import { describe, expect, it } from 'vitest';
import { defaultMockOptions } from '../../config.ts';
import { identitySlice } from '../../core/identity.ts';
import type { Store } from '../../core/store.ts';
import { dictsSlice } from '../dicts/store.ts';
import { seedStore } from '../index.ts';
import { STATS_BY_OPERATION, getDsxsTj, getHdsjTj, getTdxlxsTj, getXsTj, getXsbdTj, getXsxwTj, getjxsxsTj, queryAlldyCount } from './stats.ts';
import { studentsSlice } from './store.ts';

type StatGroup = components['schemas']['StatGroup'];

/** What the statistics read, from a seeded store. */
function sourceOf(seeded: Store) {
  const slice = seeded.slice(studentsSlice);
  const dicts = seeded.slice(dictsSlice);
  return {
    students: new Map([...slice.students.values()].map((s) => [s.id, s])),
    staff: new Map(slice.allStaff().map((s) => [s.gh, s])),
    dict: (name: string) => dicts.dict(name),
    userByUsername: (name: string) => seeded.slice(identitySlice).userByUsername(name),
    studentsOfSupervisor: (gh: string) => slice.studentsOfSupervisor(gh),
  };
}

const seeded = seedStore({ ...defaultMockOptions, students: 1500 });
const store = sourceOf(seeded);
const students = [...store.students.values()];
const sum = (group: StatGroup | undefined) => (group?.items ?? []).reduce((n, item) => n + item.value, 0);
const count = (predicate: (s: (typeof students)[number]) => boolean) => students.filter(predicate).length;

describe('statistics from the student records (SPEC 7)', () => {
  it('getXsTj: the total is the student count and every breakdown adds up to it', () => {
    const stats = getXsTj(store);
    expect(stats.total).toBe(students.length);
    expect(stats.groups.map((g) => g.key)).toEqual(['xydm', 'pycc', 'xjzt', 'xb', 'rxnj']);
    for (const group of stats.groups) expect(sum(group), group.title).toBe(students.length);
    expect(stats.counters.enrolled).toBe(count((s) => s.xjzt === '01'));
    expect(stats.groups[1]?.items.find((i) => i.code === '1')?.value).toBe(count((s) => s.pycc === '1'));
    expect(stats.groups[0]?.items.find((i) => i.code === '001')?.name).toBe('计算机科学与技术学院');
  });

  it('getHdsjTj: verified, unverified and returned add up, and each by college adds up to its counter', () => {
    const stats = getHdsjTj(store);
    const { verified = 0, unverified = 0, returned = 0 } = stats.counters;
    expect(verified + unverified + returned).toBe(stats.total);
    expect(verified).toBe(count((s) => s.hdzt === '1'));
    expect(sum(stats.groups[1])).toBe(verified);
    expect(sum(stats.groups[2])).toBe(unverified);
    expect(sum(stats.groups[3])).toBe(returned);
  });

  it('getXsbdTj: registered plus unregistered is the total, by college too', () => {
    const stats = getXsbdTj(store);
    expect(stats.counters.registered! + stats.counters.unregistered!).toBe(stats.total);
    expect(sum(stats.groups[1])).toBe(stats.counters.registered);
    expect(sum(stats.groups[2])).toBe(stats.counters.unregistered);
  });

  it('getDsxsTj: students per supervisor add up to the supervised students, largest first', () => {
    const stats = getDsxsTj(store);
    const perSupervisor = stats.groups[0]!.items;
    expect(sum(stats.groups[0])).toBe(count((s) => Boolean(s.dsgh)));
    expect(perSupervisor).toHaveLength(stats.counters.supervisors!);
    expect(perSupervisor.map((i) => i.value)).toEqual([...perSupervisor.map((i) => i.value)].sort((a, b) => b - a));
    expect(sum(stats.groups[1])).toBe(stats.counters.supervisors);
    const teacher = store.userByUsername('teacher')!;
    expect(perSupervisor.find((i) => i.code === teacher.gh)).toMatchObject({ name: teacher.realName, value: store.studentsOfSupervisor(teacher.gh!).length });
  });

  it('getjxsxsTj and getTdxlxsTj count visiting (lb 2) and equivalent-qualification (lb 3) students', () => {
    const visiting = getjxsxsTj(store);
    expect(visiting.total).toBe(count((s) => s.lb === '2'));
    for (const group of visiting.groups) expect(sum(group)).toBe(visiting.total);
    const equivalent = getTdxlxsTj(store);
    expect(equivalent.total).toBe(count((s) => s.lb === '3'));
    expect(equivalent.counters.awarded).toBe(count((s) => s.lb === '3' && Boolean(s.xwzsbh)));
    for (const group of equivalent.groups) expect(sum(group)).toBe(equivalent.total);
  });

  it('queryAlldyCount: party members are zzmm 01 and probationary members 02', () => {
    const stats = queryAlldyCount(store);
    expect(stats.counters.members).toBe(count((s) => s.zzmm === '01'));
    expect(stats.counters.probationary).toBe(count((s) => s.zzmm === '02'));
    expect(stats.counters.total).toBe(stats.counters.members! + stats.counters.probationary!);
    expect(sum(stats.groups[0])).toBe(stats.total);
    expect(sum(stats.groups[1])).toBe(stats.counters.total);
  });

  it('getXsxwTj: awarded means a degree certificate number, by type and by level', () => {
    const stats = getXsxwTj(store);
    const awarded = count((s) => Boolean(s.xwzsbh));
    expect(stats.counters.awarded).toBe(awarded);
    expect(stats.counters.pending).toBe(students.length - awarded);
    expect(stats.groups[0]?.items.find((i) => i.code === '2')?.value).toBe(count((s) => Boolean(s.xwzsbh) && s.xwlx === '2'));
    for (const group of stats.groups) expect(sum(group)).toBe(awarded);
  });

  it('applies the enrolment-year and college filters', () => {
    const stats = getXsTj(store, { rxnj: 2025, xydm: '001' });
    expect(stats.total).toBe(count((s) => s.rxnj === 2025 && s.xydm === '001'));
    expect(stats.groups[0]?.items.filter((i) => i.value > 0).map((i) => i.code)).toEqual(['001']);
    expect(getXsbdTj(store, { rxnj: 1990 }).total).toBe(0);
  });

  it('is never random: the same question gives the same answer', () => {
    for (const [operation, compute] of Object.entries(STATS_BY_OPERATION)) {
      expect(JSON.stringify(compute(store, {})), operation).toBe(JSON.stringify(compute(store, {})));
    }
  });

  it('follows the records as they change', () => {
    const copy = seedStore({ ...defaultMockOptions, students: 1500 });
    const unverified = [...copy.slice(studentsSlice).students.values()].find((s) => s.hdzt === '0')!;
    const before = getHdsjTj(sourceOf(copy)).counters.verified!;
    copy.write(() => copy.slice(studentsSlice).update(unverified.id, { hdzt: '1' }));
    expect(getHdsjTj(sourceOf(copy)).counters.verified).toBe(before + 1);
  });
});
