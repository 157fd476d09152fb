/**
 * Degree (issue 24 §1): the reads name the seeded records of the spec's examples. The writes take the student
 * account's thesis through its blind review (uploaded, reviewers assigned, a D that fails it, an appeal refused),
 * record and lift a disciplinary flag on that student, and schedule, move, vote and close the defence of a student whose
 * thesis passed. None of these records can be removed again: they run with --allow-residue only; without it the two
 * uploads are made and deleted again.
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import type { AreaScenario } from '../scenario.ts';

type DegreeFile = components['schemas']['DegreeFile'];
type DegreeTeacher = components['schemas']['DegreeTeacher'];
type Thesis = components['schemas']['Thesis'];
type ThesisPage = components['schemas']['ThesisPage'];
type Defence = components['schemas']['Defence'];
type StoredFile = components['schemas']['StoredFile'];
type UserInfo = components['schemas']['UserInfo'];

const UPLOADS = ['uploadThesisReviewForm', 'uploadDefenceRecord'];
const RECORDS = [
  'submitThesis',
  'setThesisSimilarity',
  'assignReviewers',
  'declareConflict',
  'submitReview',
  'appealReview',
  'decideAppeal',
  'addDisciplinaryFlag',
  'closeDisciplinaryFlag',
  'scheduleDefence',
  'rescheduleDefence',
  'recordDefenceVote',
  'closeDefence',
];

/** A one-page PDF a reader opens: the reviewer's copy of a thesis is rewritten from the upload. */
function pdf(stamp: string, name: string, fields: Record<string, string> = {}): FormData {
  const text =
    `%PDF-1.4\n% contract check ${stamp}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'application/pdf' }), `contract-check-${stamp}-${name}.pdf`);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

export const degree: AreaScenario = {
  name: 'degree',
  tags: ['degree'],
  accountOnly: { submitThesis: 'student', appealReview: 'student' },
  manual: [...UPLOADS, ...RECORDS],

  async writes(run) {
    if (!run.options.allowResidue) {
      for (const [id, name] of [
        ['uploadThesisReviewForm', 'review-form'],
        ['uploadDefenceRecord', 'defence-record'],
      ] as const) {
        const stored = await run.data<StoredFile>(id, { form: pdf(run.stamp, name) });
        if (stored) run.cleanup(() => run.call('deleteFile', { params: { id: stored.id } }));
      }
      RECORDS.forEach((id) => run.skip(id, 'a degree record cannot be removed afterwards: pass --allow-residue to include it'));
      return;
    }
    await thesisJourney(run);
    await defenceJourney(run);
  },
};

type Run = Parameters<NonNullable<AreaScenario['writes']>>[0];

/** The student account's thesis: uploaded, reviewed until it fails, appealed, the appeal refused; a flag on and off. */
async function thesisJourney(run: Run): Promise<void> {
  const later = ['setThesisSimilarity', 'assignReviewers', 'declareConflict', 'uploadThesisReviewForm', 'submitReview', 'appealReview', 'decideAppeal'];
  const student = await run.accountToken('student');
  const info = student ? await run.data<UserInfo>('getUserInfo', { token: student }) : undefined;
  const xykh = info?.user.xykh;
  if (!student || !xykh) {
    const why = run.options.student
      ? 'the student account could not sign in'
      : 'a thesis is uploaded by its student: pass --student-username and --student-password';
    ['submitThesis', ...later, 'addDisciplinaryFlag', 'closeDisciplinaryFlag'].forEach((id) => run.skip(id, why));
    return;
  }
  const flagged = await run.data<DegreeFile>('addDisciplinaryFlag', { params: { xykh }, json: { reason: `contract check ${run.stamp}` } });
  const flag = flagged?.flags.at(-1);
  if (flag) await run.call('closeDisciplinaryFlag', { params: { xykh, flagId: flag.id }, json: { note: `contract check ${run.stamp}` } });
  else run.skip('closeDisciplinaryFlag', 'addDisciplinaryFlag recorded no flag to close');

  const uploaded = await run.data<DegreeFile>('submitThesis', {
    params: { xykh },
    form: pdf(run.stamp, 'thesis', { title: `contract check ${run.stamp}` }),
    token: student,
  });
  const thesis = uploaded?.thesis;
  if (!thesis) {
    later.forEach((id) => run.skip(id, 'submitThesis gave no thesis to review (the student account may have one already)'));
    return;
  }
  await run.call('setThesisSimilarity', { params: { thesisId: thesis.id }, json: { similarity: 4.2 } });
  const teachers = await run.data<DegreeTeacher[]>('listDegreeTeachers', { params: { xykh }, query: { keyword: null } });
  const free = (teachers ?? []).filter((t) => t.excluded === null).slice(0, 2);
  const assigned = await run.data<Thesis>('assignReviewers', { params: { thesisId: thesis.id }, json: { reviewers: free.map((t) => t.gh) } });
  if (!assigned || assigned.reviews.length === 0) {
    later.slice(2).forEach((id) => run.skip(id, 'assignReviewers assigned no reviewer'));
    return;
  }
  // A D on each review until the pass rule fails the thesis (one for a master's, two for a doctoral thesis).
  let failed = false;
  for (const review of assigned.reviews) {
    await run.call('declareConflict', { params: { reviewId: review.id }, json: { conflict: false } });
    const form = await run.data<StoredFile>('uploadThesisReviewForm', { form: pdf(run.stamp, 'review-form') });
    if (!form) return;
    const comments = `contract check ${run.stamp}: the work does not support its conclusions.`;
    await run.call('submitReview', { params: { reviewId: review.id }, json: { score: 45, grade: 'D', comments, reviewForm: form.id } });
    const now = await run.data<DegreeFile>('getDegreeFile', { params: { xykh } });
    failed = now?.thesis?.state === 'failed';
    if (failed) break;
  }
  if (!failed) {
    ['appealReview', 'decideAppeal'].forEach((id) => run.skip(id, 'the D reviews did not fail the thesis (the configured pass rule asks for more)'));
    return;
  }
  await run.call('appealReview', { params: { xykh }, json: { reason: `contract check ${run.stamp}: please review the thesis again.` }, token: student });
  await run.call('decideAppeal', { params: { xykh }, json: { accept: false, opinion: `contract check ${run.stamp}` } });
}

/** A defence of a student whose thesis passed and who has no open defence: scheduled, every vote, closed. */
async function defenceJourney(run: Run): Promise<void> {
  const later = ['rescheduleDefence', 'recordDefenceVote', 'uploadDefenceRecord', 'closeDefence'];
  const passed = await run.data<ThesisPage>('listTheses', { query: { state: 'passed', size: 50, keyword: null, xydm: null, pycc: null, overdue: null } });
  let xykh: string | undefined;
  for (const row of passed?.records ?? []) {
    const file = await run.data<DegreeFile>('getDegreeFile', { params: { xykh: row.xykh } });
    if (file && (file.defence === null || file.defence.state === 'failed')) {
      xykh = row.xykh;
      break;
    }
  }
  if (!xykh) {
    ['scheduleDefence', ...later].forEach((id) => run.skip(id, 'no student whose thesis passed waits for a defence'));
    return;
  }
  const teachers = await run.data<DegreeTeacher[]>('listDegreeTeachers', { params: { xykh }, query: { keyword: null } });
  const free = (teachers ?? []).filter((t) => t.excluded === null).slice(0, 3);
  const roles = ['chair', 'secretary', 'member'] as const;
  const defence = await run.data<Defence>('scheduleDefence', {
    json: { xykh, time: '2026-12-20 14:00', room: `contract check ${run.stamp}`, members: free.map((t, i) => ({ gh: t.gh, role: roles[i] })) },
  });
  if (!defence) {
    later.forEach((id) => run.skip(id, 'scheduleDefence gave no defence'));
    return;
  }
  // Moved before anyone votes: another time and room, the same committee.
  await run.call('rescheduleDefence', {
    params: { defenceId: defence.id },
    json: { time: '2026-12-21 09:00', room: `contract check ${run.stamp} (moved)`, members: defence.members.map((m) => ({ gh: m.gh, role: m.role })) },
  });
  for (const member of defence.members) await run.call('recordDefenceVote', { params: { defenceId: defence.id }, json: { gh: member.gh, vote: 'pass' } });
  const record = await run.data<StoredFile>('uploadDefenceRecord', { form: pdf(run.stamp, 'defence-record') });
  if (!record) return;
  await run.call('closeDefence', {
    params: { defenceId: defence.id },
    json: { resolution: `contract check ${run.stamp}: the committee passes the defence.`, recordFile: record.id },
  });
}
