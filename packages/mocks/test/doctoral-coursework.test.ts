/**
 * The degree journey's doctoral student (issue 24 §1) as the seed leaves them: audited against their cohort's
 * doctoral plan, which exists for every seed cohort of their major, and met from their own released grades (no
 * exception), taken in offerings of the seeded past terms that keep the timetable's rules: no clash for them, a
 * seat for everyone enrolled.
 */
import type { components } from '@gs/sdk/schema';
import { passedOf, pointsOf } from '@gs/sdk/rules/grade';
import { afterAll, describe, expect, it } from 'vitest';
import { configSlice } from '../src/areas/config/store.ts';
import { gradesSlice, markOf } from '../src/areas/grades/store.ts';
import { offeringsSlice } from '../src/areas/offerings/store.ts';
import { orgSlice } from '../src/areas/org/store.ts';
import { SEED_COHORTS } from '../src/areas/plans/seed.ts';
import { plansSlice } from '../src/areas/plans/store.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { Occupancy, heldSessions, studentKey, timetableSlice } from '../src/areas/timetable/store.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

type DegreeAudit = components['schemas']['DegreeAudit'];

const mock = await createMockServer({ students: 2000 });
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());
const { store } = mock;
const students = store.slice(studentsSlice);
const plans = store.slice(plansSlice);
const offerings = store.slice(offeringsSlice);
const grades = store.slice(gradesSlice);
const doctoral = students.demoPeople().doctoral!;
const staff = await signIn('staff');

async function auditOf(xykh: string): Promise<DegreeAudit> {
  const response = await fetch(`${BASE}/cloud-xj/api/pkgl/audits/${xykh}`, { headers: { Authorization: `Bearer ${staff.token() ?? ''}` } });
  const json = (await response.json()) as { message: string; data: DegreeAudit };
  expect(response.status, json.message).toBe(200);
  return json.data;
}

describe("the demo doctoral student's coursework", () => {
  it('is a doctoral student of college 001 from the 2024 cohort, and their major has a doctoral plan for every seed cohort', () => {
    expect(doctoral).toMatchObject({ pycc: '1', xydm: '001', rxnj: 2024 });
    for (const nj of SEED_COHORTS) {
      const plan = plans.planFor(doctoral.zydm, nj, 'doctoral');
      expect(plan, `${doctoral.zydm}/${nj}`).toMatchObject({ id: `pf-${doctoral.zydm}-${nj}-d`, degree: 'doctoral', xydm: '001', minCredits: 16 });
      expect(plan!.groups.map((g) => g.id)).toEqual(['g-public', 'g-degree', 'g-elective', 'g-practice']);
    }
  });

  it('gives every doctoral student of the seed cohorts a doctoral plan to be audited against', async () => {
    const cohorts = new Set<number>(SEED_COHORTS);
    const planless = [...students.students.values()].filter((s) => s.pycc === '1' && cohorts.has(s.rxnj) && !plans.planFor(s.zydm, s.rxnj, 'doctoral'));
    expect(planless.map((s) => s.xykh)).toEqual([]);
    const other = [...students.students.values()].find((s) => s.pycc === '1' && s.rxnj === 2025)!;
    expect((await auditOf(other.xykh)).plan?.id).toBe(`pf-${other.zydm}-2025-d`);
  });

  it('meets their plan from released grades alone: every group met, the total reached, no exception', async () => {
    const audit = await auditOf(doctoral.xykh);
    expect(audit.ownPlanId).toBe(`pf-${doctoral.zydm}-2024-d`);
    expect(audit.plan?.id).toBe(audit.ownPlanId);
    expect(audit.exceptions).toEqual([]);
    expect(audit.status).toBe('met');
    expect(audit.totals.earned).toBeGreaterThanOrEqual(audit.totals.required);
    expect(audit.totals).toMatchObject({ required: 16, left: 0 });
    expect(audit.groups.map((g) => [g.id, g.status])).toEqual([
      ['g-public', 'met'],
      ['g-degree', 'met'],
      ['g-elective', 'met'],
      ['g-practice', 'met'],
    ]);
    for (const group of audit.groups) {
      expect(group.waived).toBe(false);
      for (const line of group.courses.filter((c) => c.required)) expect(line.state, `${group.id} ${line.kcdm}`).toBe('passed');
    }
    // Each course counted is a released grade of theirs that passes and reaches the group's minimum.
    const now = String(store.slice(configSlice).items.get('term.current')?.value);
    const mine = offerings.ofStudent(doctoral.xykh);
    for (const group of audit.groups) {
      for (const line of group.courses.filter((c) => c.state === 'passed')) {
        const offering = mine.find((o) => o.kcdm === line.kcdm && o.term === line.term)!;
        expect(offering.term < now).toBe(true);
        const sheet = grades.sheetOf(offering.id);
        expect(sheet.state).toBe('submitted');
        expect(sheet.releaseAt! <= audit.generatedAt).toBe(true);
        const mark = markOf(grades.entry(offering.id, doctoral.xykh));
        expect(passedOf(mark)).toBe(true);
        expect(pointsOf(mark)).toBe(line.points);
        expect(pointsOf(mark)!).toBeGreaterThanOrEqual(group.minGrade ?? 0);
        expect(grades.historyOf(`${offering.id}_${doctoral.xykh}`).map((c) => c.how)).toEqual(['entry', 'submit']);
      }
    }
  });

  it('takes that coursework without a clash, in offerings that seat everyone enrolled', () => {
    const org = store.slice(orgSlice);
    const terms = new Set(offerings.ofStudent(doctoral.xykh).map((o) => o.term));
    for (const term of terms) {
      const calendar = store.slice(timetableSlice).calendarOf(term)!;
      const occupancy = new Occupancy();
      for (const offering of offerings.ofStudent(doctoral.xykh).filter((o) => o.term === term)) {
        expect(offering.students.length).toBeLessThanOrEqual(offering.capacity);
        if (offering.roomId) expect(offering.students.length).toBeLessThanOrEqual(org.rooms.get(offering.roomId)!.capacity);
        for (const s of heldSessions(calendar, offering)) expect(occupancy.taken(studentKey(doctoral.xykh), s.day, s.mask), `${offering.id}`).toBe(false);
        occupancy.book(calendar, offering);
      }
    }
  });
});
