/**
 * Student records, photos, statistics and exports. The search provides a student (and a visiting one)
 * whose card number, college, year and supervisor fill the reads; the writes add two students built
 * from the spec's example with the coded fields of a real record, change them, and delete them again.
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { idCardCheckChar } from '../../../packages/sdk/src/validators.ts';
import { type AreaScenario, type ContractRun, valueKey } from '../scenario.ts';

type Student = components['schemas']['Student'];
type StudentPage = components['schemas']['StudentPage'];
type StudentInput = components['schemas']['StudentInput'];
type DictDetail = components['schemas']['DictDetail'];

const found = valueKey<Student>('students.found');
const visiting = valueKey<Student>('students.visiting');
/** The student the writes created (the approvals' writes record an approval on it). */
export const createdStudent = valueKey<Student>('students.created');

/** A valid, random 18-digit ID card number (GB 11643), born 1985-2004, so new students pass SPEC 5. */
export function randomIdCard(random: () => number = Math.random): string {
  const birth = new Date(Date.UTC(1985, 0, 1) + Math.floor(random() * 20 * 365) * 86_400_000);
  const date = `${birth.getUTCFullYear()}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${String(birth.getUTCDate()).padStart(2, '0')}`;
  const first17 = `110101${date}${String(Math.floor(random() * 1000)).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

/** The photo a form uploads: the bytes of an answer that met the contract, under their own type. */
function photoForm(photo: { bytes: Uint8Array; mediaType: string }): FormData {
  const form = new FormData();
  form.append('file', new Blob([photo.bytes.slice()], { type: photo.mediaType || 'image/png' }), 'photo.png');
  return form;
}

async function changeCreated(run: ContractRun, created: Student, model: Student | undefined): Promise<void> {
  await run.call('updateStudent', { json: { id: created.id, txdz: `contract check ${run.stamp}` } });
  await run.call('returnVerification', { json: { ids: [created.id], reason: 'contract check' } });
  const statuses = (await run.data<DictDetail[]>('getDictDetails', { query: { dictName: 'xj_xjzt' } })) ?? [];
  const status = statuses.find((s) => s.value !== created.xjzt)?.value ?? created.xjzt ?? '01';
  await run.call('changeStudentStatus', { json: { ids: [created.id], xjzt: status, bz: 'contract check' } });
  await run.call('changeCertificateNumber', { json: { id: created.id, byzbh: `CC${Date.now()}` } });
  // A photo for the new student: a real record's photo, so the image is one the server takes.
  const photo = await run.call('showPhoto', { query: { xykh: model?.xykh } });
  if (photo?.ok) {
    const form = photoForm(photo);
    form.append('xykh', created.xykh);
    form.append('fileType', 'byzp');
    await run.call('uploadStudentPhoto', { form });
  } else run.skip('uploadStudentPhoto', 'could not read a photo to upload for the new student');
}

export const students: AreaScenario = {
  name: 'students',
  tags: ['student-info', 'student-photo', 'student-stats', 'student-export'],
  readingPosts: ['searchStudents', 'exportStudentsExcel', 'exportSearchExcel', 'exportPhotos', 'exportImportTemplate', 'exportGraduates'],
  accountOnly: {
    getOwnStudentRecord: 'student',
    getOwnEnrolmentCertificate: 'student',
    updateOwnPhoto: 'student',
    listSupervisorStudents: 'teacher',
  },
  manual: [
    'addStudent',
    'addVisitingStudent',
    'updateStudent',
    'returnVerification',
    'changeStudentStatus',
    'changeCertificateNumber',
    'uploadStudentPhoto',
    'deleteStudent',
  ],

  async provide(run) {
    const records = (await run.data<StudentPage>('searchStudents', { json: { current: 1, size: 50 } }))?.records ?? [];
    const student = records.find((s) => s.dsgh && s.xydm && s.rxnj) ?? records[0];
    run.set(found, student);
    run.param('xykh', student?.xykh);
    run.param('gh', student?.dsgh);
    run.param('xydm', student?.xydm);
    run.param('rxnj', student?.rxnj);
    run.param('byzbh', records.find((s) => s.byzbh)?.byzbh);
    run.set(visiting, (await run.data<StudentPage>('searchStudents', { json: { lb: '2', current: 1, size: 1 } }))?.records[0]);
  },

  // Without a student read back, the spec's example bodies and parameters are sent instead.
  requests: {
    getStudentById: (run) => ({ query: { id: run.get(found)?.id } }),
    getVisitingStudent: (run) => ({ query: { xykh: run.get(visiting)?.xykh } }),
    exportStudentsExcel: (run) => ({ json: run.get(found) && { ids: [run.get(found)!.id], columns: ['xykh', 'xm', 'xymc', 'zymc'] } }),
    exportSearchExcel: (run) => ({ json: run.get(found) && { xykh: run.get(found)!.xykh } }),
    exportPhotos: (run) => ({ json: run.get(found) && { ids: [run.get(found)!.id] } }),
    exportGraduates: (run) => ({ json: run.get(found) && { xydm: run.get(found)!.xydm } }),
  },

  async writes(run) {
    const model = run.get(found);
    // The spec's example, with the coded fields of a real record so every dictionary value is valid here.
    const example = run.exampleBody<StudentInput>('addStudent');
    const coded = model && {
      xydm: model.xydm,
      zydm: model.zydm,
      pycc: model.pycc,
      xwlx: model.xwlx,
      xxxs: model.xxxs,
      rxnj: model.rxnj,
      dsgh: model.dsgh ?? undefined,
    };
    const base = { ...example, ...coded, xykh: undefined };
    const created = await run.data<Student>('addStudent', { json: { ...base, xm: '接口核查', sfzh: randomIdCard() } });
    const guest = await run.data<Student>('addVisitingStudent', { json: { ...base, lb: undefined, xm: '接口核查进修', sfzh: randomIdCard() } });
    for (const made of [created, guest]) {
      if (made) run.cleanup(() => run.call('deleteStudent', { params: { id: made.id } }));
    }
    if (!created && !guest) run.skip('deleteStudent', 'addStudent and addVisitingStudent gave no student to delete');
    run.set(createdStudent, created);
    if (created) await changeCreated(run, created, model);
    else {
      for (const id of ['updateStudent', 'returnVerification', 'changeStudentStatus', 'changeCertificateNumber', 'uploadStudentPhoto'])
        run.skip(id, 'addStudent gave no student to work on');
    }

    // A student's own photo: read it, then upload the same picture, so the record ends as it was.
    const token = await run.accountToken('student');
    if (!run.options.student) run.skip('updateOwnPhoto', 'answers only for a student account: pass --student-username and --student-password');
    else if (!token) run.skip('updateOwnPhoto', 'the student account could not sign in');
    else {
      const photo = await run.call('showPhoto', { query: { xykh: null }, token });
      if (photo?.ok) await run.call('updateOwnPhoto', { form: photoForm(photo), token });
      else run.skip('updateOwnPhoto', "could not read the student's current photo to upload it again");
    }
  },
};
