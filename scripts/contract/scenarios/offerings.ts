/**
 * Offerings (教学班, issue 23 §3): the list provides an offering for the detail and its students. Its writes (open, change,
 * delete an offering) are the timetable's (scenarios/timetable.ts).
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';

type OfferingPage = components['schemas']['OfferingPage'];

const listedOffering = valueKey<string>('offerings.listed');
const FILTERS = { term: null, xydm: null, teacher: null, keyword: null, mine: null, roomId: null, week: null, placed: null };

export const offerings: AreaScenario = {
  name: 'offerings',
  tags: ['offerings'],

  async provide(run) {
    const page = await run.data<OfferingPage>('listOfferings', { query: { size: 1, ...FILTERS } });
    run.set(listedOffering, page?.records[0]?.id);
  },

  requests: {
    getOffering: (run) => ({ params: { id: run.get(listedOffering) } }),
    listOfferingStudents: (run) => ({ params: { id: run.get(listedOffering) }, query: { keyword: null } }),
  },
};
