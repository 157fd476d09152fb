/** The shared model (org tag): plain reads; the teacher list provides the staff number of the teacher read. */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';

type TeacherPage = components['schemas']['TeacherPage'];

const listedTeacher = valueKey<string>('org.teacher');

export const org: AreaScenario = {
  name: 'org',
  tags: ['org'],

  async provide(run) {
    const page = await run.data<TeacherPage>('listTeachers', { query: { dslx: '1' } });
    run.set(listedTeacher, page?.records[0]?.gh);
  },

  requests: {
    getTeacher: (run) => ({ params: { gh: run.get(listedTeacher) } }),
  },
};
