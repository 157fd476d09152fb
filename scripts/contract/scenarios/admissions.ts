/**
 * Admissions (issue 15 §5): the list provides a candidate for the detail read; the writes import a
 * workbook made by the product's own builder (three good rows and one with a bad ID card number), edit,
 * decline, confirm and enrol the imported candidates, and delete the student records the enrolment made.
 * A candidate cannot be deleted, so the writes run only with --allow-residue.
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { IMPORT_COLUMNS, candidatesWorkbook } from '../../../packages/mocks/src/files/candidates-xlsx.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';
import { randomIdCard } from './students.ts';

type CandidatePage = components['schemas']['CandidatePage'];
type ImportReport = components['schemas']['CandidateImportReport'];
type EnrolResult = components['schemas']['CandidateEnrolResult'];
type OrgNode = components['schemas']['OrgNode'];
type Student = components['schemas']['Student'];

const listedCandidate = valueKey<string>('admissions.listed');
const WRITES = ['importCandidates', 'updateCandidate', 'declineCandidates', 'confirmCandidates', 'enrolCandidates'];
const FILTERS = ['level', 'year', 'xydm', 'zydm', 'state', 'keyword', 'sortField', 'sortOrder'];

export const admissions: AreaScenario = {
  name: 'admissions',
  tags: ['admissions'],
  manual: WRITES,

  async provide(run) {
    const page = await run.data<CandidatePage>('listCandidates', { query: { size: 1, ...Object.fromEntries(FILTERS.map((name) => [name, null])) } });
    run.set(listedCandidate, page?.records[0]?.id);
  },

  requests: {
    getCandidate: (run) => ({ params: { id: run.get(listedCandidate) } }),
  },

  async writes(run) {
    const skipAll = (why: string) => WRITES.forEach((id) => run.skip(id, why));
    if (!run.options.allowResidue) return skipAll('the API cannot remove an imported candidate afterwards: pass --allow-residue to include it');
    // A college and one of its majors as this backend's organisation tree has them.
    const tree = await run.data<OrgNode[]>('getOrgTree');
    const college = tree?.find((node) => node.children.length > 0);
    const major = college?.children[0];
    if (!college || !major) return skipAll('getOrgTree gave no college with a major to admit to');
    const serial = String(Date.now() % 10_000_000).padStart(7, '0');
    const row = (n: number, sfzh: string) => ({
      ksbh: `${'19999'}${String(new Date().getFullYear()).slice(2)}8${serial.slice(1)}${n}`,
      xm: `接口核查考生${n}`,
      xb: '1',
      sfzh,
      xydm: college.id,
      zydm: major.id,
      xxxs: '1',
    });
    const rows = [row(1, randomIdCard()), row(2, randomIdCard()), row(3, randomIdCard()), row(4, '110101199001010000')];
    const form = new FormData();
    form.append(
      'file',
      new Blob([(await candidatesWorkbook(rows, { title: '录取名单', columns: IMPORT_COLUMNS })).slice()]),
      `contract-check-${run.stamp}.xlsx`,
    );
    form.append('level', 'ss');
    const report = await run.data<ImportReport>('importCandidates', { form });
    // The good rows are imported and the bad one is reported (row 5: the header is row 1).
    if (report && (report.imported < 1 || !report.refused.some((r) => r.reasons.length > 0))) {
      run.fail('importCandidates', '$.data', `expected imported rows and a refused row with its reasons, got ${JSON.stringify(report)}`);
    }
    const page = await run.data<CandidatePage>('listCandidates', {
      query: { ...Object.fromEntries(FILTERS.map((name) => [name, null])), keyword: `${rows[0]!.ksbh.slice(0, -1)}`, size: 10 },
    });
    const ids = (page?.records ?? []).sort((a, b) => a.ksbh.localeCompare(b.ksbh)).map((c) => c.id);
    if (ids.length < 3) return WRITES.slice(1).forEach((id) => run.skip(id, 'importCandidates gave no candidates to work on'));
    await run.call('updateCandidate', { params: { id: ids[0] }, json: { sjhm: '13912345678' } });
    await run.call('declineCandidates', { json: { ids: [ids[2]!], reason: 'contract check' } });
    await run.call('confirmCandidates', { json: { ids: ids.slice(0, 2) } });
    const enrolled = await run.data<EnrolResult>('enrolCandidates', { json: { ids: ids.slice(0, 2) } });
    for (const { xykh } of enrolled?.enrolled ?? []) {
      const student = await run.data<Student>('getStudentByCard', { query: { xykh } });
      if (student) run.cleanup(() => run.call('deleteStudent', { params: { id: student.id } }));
    }
  },
};
