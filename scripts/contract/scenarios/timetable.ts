/**
 * Timetables (issue 23 §2): the terms and the offerings list provide the current term and a placed offering for
 * the grid, the clash check (its stored placement drafted again, which clashes with nothing), the availability
 * and the students' export. The writes open an offering of their own, change it, save an empty placement for it
 * and delete it again, so nothing stays behind.
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';

type Term = components['schemas']['Term'];
type Offering = components['schemas']['Offering'];
type OfferingPage = components['schemas']['OfferingPage'];
type CoursePage = components['schemas']['CoursePage'];

const currentTerm = valueKey<string>('timetable.term');
const placedOffering = valueKey<Offering>('timetable.offering');
const WRITES = ['createOffering', 'updateOffering', 'deleteOffering', 'saveTimetable'];
const OFFERING_FILTERS = { xydm: null, teacher: null, keyword: null, mine: null, roomId: null, week: null };

const draftOf = (o: Offering) => ({ offeringId: o.id, roomId: o.roomId, weeks: o.weeks, slots: o.slots, dates: o.dates });

export const timetable: AreaScenario = {
  name: 'timetable',
  tags: ['timetable'],
  readingPosts: ['checkTimetable', 'getAvailability'],
  manual: WRITES,

  async provide(run) {
    const terms = await run.data<Term[]>('listTerms');
    const term = terms?.find((t) => t.current)?.id;
    run.set(currentTerm, term);
    const page = await run.data<OfferingPage>('listOfferings', { query: { size: 1, ...OFFERING_FILTERS, term: term ?? null, placed: true } });
    run.set(placedOffering, page?.records[0]);
  },

  requests: {
    getTimetable: (run) => ({ query: { term: run.get(currentTerm), by: 'room', weekFrom: 1, weekTo: 1, xydm: null, key: null, keyword: null } }),
    getMyTimetable: (run) => ({ query: { term: run.get(currentTerm) } }),
    downloadMyTimetableIcs: (run) => ({ query: { term: run.get(currentTerm) } }),
    exportOfferingStudents: (run) => ({ params: { id: run.get(placedOffering)?.id } }),
    checkTimetable: (run) => {
      const offering = run.get(placedOffering);
      return offering ? { json: { term: offering.term, drafts: [draftOf(offering)] } } : {};
    },
    getAvailability: (run) => {
      const offering = run.get(placedOffering);
      return offering ? { json: { term: offering.term, offeringId: offering.id, roomId: offering.roomId, weeks: offering.weeks } } : {};
    },
  },

  async writes(run) {
    const term = run.get(currentTerm);
    const courses = await run.data<CoursePage>('listCourses', { query: { size: 1 } });
    const teacher = run.get(placedOffering)?.teachers[0]?.gh;
    const course = courses?.records[0];
    if (!term || !course || !teacher) {
      WRITES.forEach((id) => run.skip(id, 'listTerms, listCourses and listOfferings gave no term, course and teacher to open an offering with'));
      return;
    }
    const created = await run.data<Offering>('createOffering', { json: { term, courseId: course.id, teachers: [teacher], capacity: 30, scale: 'score' } });
    if (!created) {
      ['updateOffering', 'deleteOffering', 'saveTimetable'].forEach((id) => run.skip(id, 'createOffering gave no offering to work on'));
      return;
    }
    await run.call('updateOffering', { params: { id: created.id }, json: { teachers: [teacher], capacity: 40, scale: 'score' } });
    await run.call('saveTimetable', { json: { term, drafts: [{ ...draftOf(created), roomId: null, slots: [], dates: [] }] } });
    await run.call('deleteOffering', { params: { id: created.id } });
  },
};
