/**
 * The course library (issue 23 §1): the list provides a course for the detail read; the writes add two
 * courses (the second needing the first), edit the first, import a workbook made by the product's own builder (one good row needing the check's course, one row
 * with a taken code), and delete what they made, the courses that need another first.
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { coursesWorkbook } from '../../../packages/mocks/src/files/courses-xlsx.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';

type Course = components['schemas']['Course'];
type CoursePage = components['schemas']['CoursePage'];
type CourseInput = components['schemas']['CourseInput'];
type ImportReport = components['schemas']['CourseImportReport'];
type OrgNode = components['schemas']['OrgNode'];

const listedCourse = valueKey<string>('courses.listed');
const WRITES = ['createCourse', 'updateCourse', 'importCourses', 'deleteCourse'];
const FILTERS = ['keyword', 'kclx', 'xydm', 'skyy', 'ids', 'sortField', 'sortOrder'];
const noFilters = () => Object.fromEntries(FILTERS.map((name) => [name, null]));

export const courses: AreaScenario = {
  name: 'courses',
  tags: ['courses'],
  manual: WRITES,

  async provide(run) {
    const page = await run.data<CoursePage>('listCourses', { query: { size: 1, ...noFilters() } });
    run.set(listedCourse, page?.records[0]?.id);
  },

  requests: {
    getCourse: (run) => ({ params: { id: run.get(listedCourse) } }),
  },

  async writes(run) {
    const skipAll = (why: string) => WRITES.forEach((id) => run.skip(id, why));
    // A college as this backend's organisation tree has it.
    const tree = await run.data<OrgNode[]>('getOrgTree');
    const college = tree?.find((node) => node.kind === 'college');
    if (!college) return skipAll('getOrgTree gave no college to offer a course');
    // Codes of this run: `CC` and seven digits of the clock, then the course's digit.
    const serial = String(Date.now() % 10_000_000).padStart(7, '0');
    const codeOf = (n: number) => `CC${serial}${n}`;
    const input = (n: number, xxkc: string[] = []): CourseInput => ({
      kcdm: codeOf(n),
      kcmc: `接口核查课程${n}`,
      kcmcEn: `Contract check course ${n}`,
      xf: 2,
      xs: 32,
      kclx: '3',
      xydm: college.id,
      skyy: 'zh',
      xxkc,
    });
    const first = await run.data<Course>('createCourse', { json: input(1) });
    if (!first) return WRITES.slice(1).forEach((id) => run.skip(id, 'createCourse gave no course to work on'));
    run.cleanup(() => run.call('deleteCourse', { params: { id: first.id } }));
    const second = await run.data<Course>('createCourse', { json: input(2, [first.kcdm]) });
    if (second) run.cleanup(() => run.call('deleteCourse', { params: { id: second.id } }));
    await run.call('updateCourse', { params: { id: first.id }, json: { xs: 36, kcmcEn: `Contract check course 1 (edited)` } });
    const rows = [
      { ...input(3), xxkc: first.kcdm },
      { ...input(4), kcdm: first.kcdm, xxkc: '' },
    ];
    const form = new FormData();
    form.append('file', new Blob([(await coursesWorkbook(rows, { title: '课程库' })).slice()]), `contract-check-${run.stamp}.xlsx`);
    const report = await run.data<ImportReport>('importCourses', { form });
    // The good row is imported and the taken code reported with its reason (row 3: the header is row 1).
    if (report && (report.imported < 1 || !report.refused.some((r) => r.reasons.length > 0))) {
      run.fail('importCourses', '$.data', `expected an imported row and a refused row with its reasons, got ${JSON.stringify(report)}`);
    }
    const imported = await run.data<CoursePage>('listCourses', { query: { ...noFilters(), keyword: codeOf(3), size: 10 } });
    // Registered last, undone first: the imported course needs the first one.
    for (const course of imported?.records ?? []) run.cleanup(() => run.call('deleteCourse', { params: { id: course.id } }));
  },
};
