import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictsSlice } from '../src/areas/dicts/store.ts';
import { STATS_BY_OPERATION, type StatsSource } from '../src/areas/students/stats.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

const mock = await createMockServer({ students: 300 });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const X = '/cloud-xj/api/xj/xjxx';
const records = mock.store.slice(studentsSlice);
const source: StatsSource = { students: records.students, staff: records.staff, dict: (name) => mock.store.slice(dictsSlice).dict(name) };
const paths: Record<keyof typeof STATS_BY_OPERATION, string> = {
  getStudentStats: `${X}/getXsTj`,
  getVerificationStats: `${X}/getHdsjTj`,
  getRegistrationStats: `${X}/getXsbdTj`,
  getSupervisorStats: `${X}/getDsxsTj`,
  getVisitingStats: `${X}/getjxsxsTj`,
  getEquivalentStats: `${X}/getTdxlxsTj`,
  getPartyMemberStats: `${X}/getStu/queryAlldyCount`,
  getDegreeStats: '/cloud-xj/api/xw/getXsxwTj',
};

describe('the statistics calls serve the statistics module (SPEC 7)', () => {
  it('answer each call with its figures, filtered by year and college', async () => {
    const { api } = await signIn('staff');
    const year = [...records.students.values()][0]!.rxnj;
    for (const [operation, compute] of Object.entries(STATS_BY_OPERATION) as [
      keyof typeof STATS_BY_OPERATION,
      (typeof STATS_BY_OPERATION)[keyof typeof STATS_BY_OPERATION],
    ][]) {
      const all = await (await api.fetch(new Request(`${BASE}${paths[operation]}`))).json();
      expect(all.data, operation).toEqual(compute(source, {}));
      const narrowed = await (await api.fetch(new Request(`${BASE}${paths[operation]}?rxnj=${year}&xydm=001`))).json();
      expect(narrowed.data, operation).toEqual(compute(source, { rxnj: year, xydm: '001' }));
    }
  });

  it('follow the records as they change', async () => {
    const { api } = await signIn('staff');
    const read = async () => (await (await api.fetch(new Request(`${BASE}${X}/getHdsjTj`))).json()).data.counters.verified as number;
    const before = await read();
    const unverified = [...records.students.values()].find((s) => s.hdzt === '0')!;
    await api.fetch(
      new Request(`${BASE}${X}/stuinfo`, {
        method: 'PUT',
        body: JSON.stringify({ id: unverified.id, hdzt: '1' }),
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await read()).toBe(before + 1);
  });

  it('refuse a student (permission xj:stats:view)', async () => {
    const { api } = await signIn('student');
    await expect(api.fetch(new Request(`${BASE}${X}/getXsTj`))).rejects.toMatchObject({ status: 403 });
  });
});
