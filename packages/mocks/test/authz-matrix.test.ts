import { idCardCheckChar } from '@gs/sdk/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionsSlice } from '../src/areas/admissions/store.ts';
import { coursesSlice } from '../src/areas/courses/store.ts';
import { planIdOf, plansSlice } from '../src/areas/plans/store.ts';
import { gradeIdOf, gradesSlice } from '../src/areas/grades/store.ts';
import { auditsSlice } from '../src/areas/audits/store.ts';
import { questionnairesSlice } from '../src/areas/questionnaires/store.ts';
import { DEFENCE_RECORD_MODULE, REVIEW_FORM_MODULE, type ReviewRecord, type ThesisRecord, degreeSlice } from '../src/areas/degree/store.ts';
import { offeringsSlice } from '../src/areas/offerings/store.ts';
import { applicationsSlice, subjectOf } from '../src/areas/applications/store.ts';
import { ROLE_IDS } from '../src/areas/auth/seed.ts';
import { catalog } from '../src/areas/index.ts';
import { noticesSlice } from '../src/areas/notices/store.ts';
import { orgSlice } from '../src/areas/org/store.ts';
import { storageSlice } from '../src/areas/storage/store.ts';
import { CRITERIA, supervisorsSlice } from '../src/areas/supervisors/store.ts';
import { RECORD_APPROVALS, studentsSlice } from '../src/areas/students/store.ts';
import { DEMO_PASSWORD } from '../src/config.ts';
import { identitySlice } from '../src/core/identity.ts';
import { IMPORT_COLUMNS, candidatesWorkbook } from '../src/files/candidates-xlsx.ts';
import { coursesWorkbook } from '../src/files/courses-xlsx.ts';
import { studentPhoto } from '../src/files/photo.ts';
import { type AuthzRow, type CallerFacts, type OperationId, mayCall } from '../src/http/access.ts';
import { operations } from '../src/http/spec-index.ts';
import { createMockServer } from '../src/node.ts';
import bundled from '@gs/sdk/openapi.json';
import { BASE, stage } from './support.ts';

// Own server and clock: the matrix writes (every allowed write really happens) and moves time past
// the SMS cooldown between the accounts.
let clock = Date.UTC(2026, 8, 1, 8, 0, 0);
const mock = await createMockServer({ students: 150 }, () => clock);
const { store } = mock;
const identity = store.slice(identitySlice);
const students = store.slice(studentsSlice);
const AUTHZ = catalog.access as Record<OperationId, AuthzRow>;

/** The status an in-scope, well-formed call answers: 200, 401 without a token, 403 without the right. */
function expectedStatus(operationId: OperationId, caller: CallerFacts | undefined): 200 | 401 | 403 {
  if (mayCall(AUTHZ[operationId], caller)) return 200;
  return caller ? 403 : 401;
}
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

interface Column {
  name: string;
  /** undefined: no token at all. */
  username?: string;
  /** Switch to this role after signing in (`auth/roleChange`). */
  roleId?: string;
}

/** The six demo accounts, no token, and `multi` after switching to its staff role (SPEC 4). */
const COLUMNS: Column[] = [
  { name: 'no token' },
  { name: 'admin', username: 'admin' },
  { name: 'staff', username: 'staff' },
  { name: 'teacher', username: 'teacher' },
  { name: 'student', username: 'student' },
  { name: 'college', username: 'college' },
  { name: 'multi', username: 'multi' },
  { name: 'multi as staff', username: 'multi', roleId: ROLE_IDS.staff },
];

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number>;
  json?: unknown;
  form?: FormData;
  /** Calls that end or change the session get a token of their own. */
  freshToken?: boolean;
}

function user(column: Column) {
  return column.username === undefined ? undefined : identity.userByUsername(column.username)!;
}

function facts(column: Column): CallerFacts | undefined {
  const account = user(column);
  if (!account) return undefined;
  const roleId = column.roleId ?? account.roleIds[0]!;
  const role = identity.roles.get(roleId)!;
  return {
    isAdmin: role.name === '超级管理员',
    roleKey: role.roleKey,
    permissions: identity.permissionsOf(roleId),
    hasStaffNumber: Boolean(account.gh),
    hasCardNumber: Boolean(account.xykh),
  };
}

async function request(call: Call, token: string | undefined) {
  const url = new URL(`${BASE}${call.path}`);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, String(value));
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (call.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(call.json);
  } else if (call.form) body = call.form;
  const response = await fetch(url, { method: call.method, headers, body });
  const json = (response.headers.get('content-type') ?? '').startsWith('application/json')
    ? ((await response.json()) as { code: unknown; message: string })
    : undefined;
  return { status: response.status, json };
}

async function tokenFor(column: Column): Promise<string | undefined> {
  if (column.username === undefined) return undefined;
  const login = await request({ method: 'POST', path: '/auth/login', json: { username: column.username, password: DEMO_PASSWORD } }, undefined);
  expect(login.status).toBe(200);
  let token = (login.json as unknown as { data: { token: string } }).data.token;
  if (column.roleId) {
    const switched = await request({ method: 'POST', path: '/auth/roleChange', query: { id: column.roleId } }, token);
    token = (switched.json as unknown as { data: { token: string } }).data.token;
  }
  return token;
}

// ---- records the calls work on ------------------------------------------------------------------

let idCardSeq = 0;
/** Valid and unused ID card numbers (born 1950, which the seed never is). */
function nextIdCard(): string {
  idCardSeq += 1;
  const first17 = `11010119500101${String(idCardSeq).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

const anyStudent = [...students.students.values()].find((s) => s.xjzt === '01')!;
const anyNotice = [...store.slice(noticesSlice).notices.values()][0]!;
const anyFile = [...store.slice(storageSlice).files.values()][0]!;
const addStudent = (fields: Parameters<typeof students.add>[0]) => store.write(() => students.add(fields));
const visiting =
  [...students.students.values()].find((s) => s.lb === '2') ??
  addStudent({ ...anyStudent, lb: '2', xykh: students.nextXykh(anyStudent.rxnj, anyStudent.xydm), sfzh: nextIdCard(), byzbh: null });

/**
 * The record a data-scoped call asks for, inside the caller's scope: a supervisor one of their own
 * students, a student their own record, a college secretary a student of their college, everyone
 * else any student (SPEC 6 data scope).
 */
function inScopeStudent(column: Column) {
  const account = user(column);
  const roleKey = facts(column)?.roleKey;
  if (account?.gh && roleKey === 'teacher') return students.studentsOfSupervisor(account.gh)[0]!;
  if (account?.xykh && roleKey === 'student') return students.byXykh(account.xykh)!;
  if (account?.deptId && roleKey === 'college') return [...students.students.values()].find((s) => s.xydm === account.deptId)!;
  return anyStudent;
}

const engine = store.slice(applicationsSlice);
const seededApplication = [...engine.applications.values()].find((a) => a.state === 'submitted')!;
/** An open application the column submitted, about a student in its scope (what get and withdraw act on). */
const freshApplication = (column: Column) => {
  const id = store.nextId();
  const applicant = user(column) ?? identity.userByUsername('admin')!;
  store.write(() => stage(engine.applications, { ...seededApplication, id, applicantId: applicant.id, subject: subjectOf(inScopeStudent(column)) }));
  return id;
};
/** An approved leave, not cancelled yet, that the column applied for about a student in its scope (what cancel-leave acts on). */
const seededLeave = [...engine.applications.values()].find((a) => a.kind === 'leave')!;
const freshLeave = (column: Column) => {
  const id = store.nextId();
  const applicant = user(column) ?? identity.userByUsername('admin')!;
  const payload = {
    kind: 'leave' as const,
    leaveType: '1' as const,
    leaveStart: '2026-08-30',
    leaveEnd: '2026-08-31',
    days: 2,
    reason: '家中有事',
    destination: '湖北省武汉市',
    phone: '13912345678',
    cancellation: null,
  };
  store.write(() =>
    stage(engine.applications, {
      ...seededLeave,
      id,
      state: 'approved',
      currentStep: null,
      payload,
      applicantId: applicant.id,
      subject: subjectOf(inScopeStudent(column)),
    }),
  );
  return id;
};
/** An enrolled student no application names yet (staff apply for them). */
const freshEnrolled = () => students.byId(freshStudent())!;

const freshNotice = () => {
  const id = store.nextId();
  store.write(() => store.slice(noticesSlice).notices.set({ ...anyNotice, id }));
  return id;
};
const anyFileBytes = (await store.slice(storageSlice).bytesOf(anyFile.meta.id))!;
const freshFile = () => {
  const id = store.nextId();
  store.blobs.putSync(id, anyFileBytes);
  store.write(() => store.slice(storageSlice).files.set({ ...anyFile, meta: { ...anyFile.meta, id } }));
  return id;
};
const freshStudent = () => addStudent({ ...anyStudent, xykh: students.nextXykh(anyStudent.rxnj, anyStudent.xydm), sfzh: nextIdCard(), byzbh: null }).id;
const newStudentBody = () => ({
  xm: '矩阵测试',
  xb: '1',
  sfzh: nextIdCard(),
  xydm: anyStudent.xydm,
  zydm: anyStudent.zydm,
  pycc: anyStudent.pycc,
  xwlx: anyStudent.xwlx,
  xxxs: anyStudent.xxxs,
  rxnj: anyStudent.rxnj,
});
const upload = (type = 'text/plain', name = 'matrix.txt', fields: Record<string, string> = {}) => {
  const form = new FormData();
  // Photo endpoints check that the bytes are an image (issue 13), so an image label carries a real one.
  form.append('file', new Blob([type.startsWith('image/') ? new Uint8Array(studentPhoto('2024001001', 'rxzp')) : 'authz matrix\n'], { type }), name);
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  return form;
};
const admissions = store.slice(admissionsSlice);
const seededCandidate = [...admissions.candidates.values()][0]!;
let examSeq = 0;
const nextExamNumber = () => `19999269990${String((examSeq += 1)).padStart(4, '0')}`;
/** A candidate of its own in `state` (what the edit, confirm, decline and enrol calls act on). */
const freshCandidate = (state: 'pending' | 'confirmed') => {
  const id = store.nextId();
  store.write(() => admissions.put({ ...seededCandidate, id, ksbh: nextExamNumber(), sfzh: nextIdCard(), state, enrolledXykh: null }));
  return id;
};
/** An import of one good row (an .xlsx made by the product's own builder). */
const candidateImport = async () => {
  const row = { ksbh: nextExamNumber(), xm: '矩阵考生', xb: '1', sfzh: nextIdCard(), xydm: '001', zydm: '081200', xxxs: '1' };
  const form = new FormData();
  form.append('file', new Blob([(await candidatesWorkbook([row], { title: '录取名单', columns: IMPORT_COLUMNS })).slice()]), '录取名单.xlsx');
  form.append('level', 'ss');
  return form;
};
/** One import form per column, built ahead (a CALLS row is synchronous). */
const importForms = await Promise.all(COLUMNS.map(() => candidateImport()));
const courses = store.slice(coursesSlice);
let courseSeq = 0;
/** A course code no other call of the matrix uses. */
const nextCourseCode = () => `AZ${String((courseSeq += 1)).padStart(5, '0')}`;
const newCourseBody = () => ({ kcdm: nextCourseCode(), kcmc: '权限矩阵课程', xf: 2, xs: 32, kclx: '3', xydm: '001', skyy: 'zh', xxkc: ['XW00104'] });
/** A course of its own that nothing names as a prerequisite (what the edit and the delete act on). */
const freshCourse = () => {
  const id = store.nextId();
  const { xxkc: _refs, ...body } = newCourseBody();
  store.write(() =>
    courses.put({ id, ...body, kcmcEn: null, kclx: '3', skyy: 'zh', xxkc: [], createTime: '2026-09-01 08:00:00', updateTime: '2026-09-01 08:00:00' }),
  );
  return id;
};
/** One course import form per column: a workbook of one good row (the product's own builder). */
const courseImportForms = await Promise.all(
  COLUMNS.map(async () => {
    const form = new FormData();
    const row = { ...newCourseBody(), xxkc: 'XW00104' };
    form.append('file', new Blob([(await coursesWorkbook([row], { title: '课程库' })).slice()]), '课程库.xlsx');
    return form;
  }),
);
const plans = store.slice(plansSlice);
/** A cohort no other call of the matrix uses: each create and delete of a plan acts on a plan of its own. */
let planCohort = 2040;
/** A template of its own (what a delete acts on). */
const freshTemplate = () => {
  const id = store.nextId();
  store.write(() => plans.putTemplate({ ...plans.template('pt-doctoral'), id }));
  return id;
};
/** A plan of the college account's college (001) that no student follows yet (what the delete acts on). */
const freshPlan = () => {
  const nj = (planCohort += 1);
  const source = plans.plan('pf-081200-2026-am');
  const id = planIdOf('081200', nj, source.degree);
  store.write(() => plans.putPlan({ ...source, id, nj, sourceId: source.id }));
  return id;
};
const offerings = store.slice(offeringsSlice);
const grades = store.slice(gradesSlice);
/**
 * An offering of its own for a grade call (what a read checks the reach of and a write acts on): taught by the
 * column's account when it is a teacher (else the demo teacher), offered by the college of a student in the
 * column's scope and enrolling that student, whose mark is set; a draft, or submitted and released.
 */
const freshOffering = (column: Column, state: 'draft' | 'submitted') => {
  const teaching = facts(column)?.roleKey === 'teacher' ? user(column)! : identity.userByUsername('teacher')!;
  const student = inScopeStudent(column);
  const id = `jxb-authz-${store.nextId()}`;
  const by = { id: teaching.id, name: teaching.realName };
  store.write(() => {
    stage(offerings.offerings, {
      ...[...offerings.offerings.values()][0]!,
      id,
      xydm: student.xydm,
      teachers: [{ id: teaching.id, gh: teaching.gh!, xm: teaching.realName }],
      students: [student.xykh],
      scale: 'score',
    });
    grades.setMark(id, student.xykh, { score: 80, level: null, flag: null }, 'entry', by, '2026-08-01 09:00:00');
    if (state === 'submitted') {
      const sheet = {
        offeringId: id,
        state,
        submittedAt: '2026-08-01 10:00:00',
        submittedById: by.id,
        submittedByName: by.name,
        releaseAt: '2026-08-02 09:00:00',
      } as const;
      grades.setSheet(sheet, 'submit', [student.xykh], by, '2026-08-01 10:00:00');
    }
  });
  return { id, gradeId: gradeIdOf(id, student.xykh), xykh: student.xykh };
};
/**
 * A questionnaire task of its own, open, with the column's account among its respondents (one yes/no question), or
 * none when `forColumn` is not given: each fill-in call and each task write acts on one.
 */
const ownTask = (column?: Column) => {
  const questionnaires = store.slice(questionnairesSlice);
  const id = `rw-authz-${store.nextId()}`;
  const account = column ? user(column) : undefined;
  const respondentIds = account ? [account.xykh, account.gh, `u${account.id}`].filter((x): x is string => Boolean(x)) : ['nobody'];
  store.write(() =>
    stage(questionnaires.tasks, {
      id,
      questionnaireId: 'wj-0004',
      title: '权限矩阵',
      questions: [{ id: 'q1', kind: 'yesNo', title: '是否', required: true }],
      audience: { roles: ['student', 'teacher', 'staff'], colleges: [], cohorts: [] },
      openAt: '2026-08-01 00:00:00',
      closeAt: '2027-12-31 23:59:59',
      closedAt: null,
      anonymous: false,
      respondentIds,
      createBy: '2',
      createByName: '李晓梅',
      createTime: '2026-08-01 00:00:00',
    }),
  );
  return id;
};
/** A questionnaire of its own without tasks (each delete acts on one). */
const ownQuestionnaire = () => {
  const questionnaires = store.slice(questionnairesSlice);
  const id = `wj-authz-${store.nextId()}`;
  store.write(() =>
    stage(questionnaires.questionnaires, {
      ...questionnaires.questionnaires.get('wj-0004')!,
      id,
    }),
  );
  return id;
};
/** An offering of the current term of its own, nobody enrolled, not placed (each timetable write acts on one). */
const blankOffering = () => {
  const id = `jxb-authz-${store.nextId()}`;
  const teaching = identity.userByUsername('teacher')!;
  store.write(() =>
    stage(offerings.offerings, {
      ...[...offerings.offerings.values()][0]!,
      id,
      term: '2026-2027-1',
      teachers: [{ id: teaching.id, gh: teaching.gh!, xm: teaching.realName }],
      students: [],
      room: null,
      roomId: null,
      slots: [],
      dates: [],
    }),
  );
  return id;
};
const blankDraft = (offeringId: string) => ({ offeringId, roomId: null, weeks: { from: 1, to: 16, parity: 'all' }, slots: [], dates: [] });
const audits = store.slice(auditsSlice);
/** Students whose cohort has a plan, one per exception call (each records or removes one of its own). */
const planned = [...students.students.values()].filter((s) =>
  plans.planFor(s.zydm, s.rxnj, s.pycc === '1' ? 'doctoral' : s.xwlx === '2' ? 'professional-master' : 'academic-master'),
);
let plannedAt = 0;
const freshPlanned = () => planned[(plannedAt += 1) % planned.length]!;
/** A staged exception of a student of its own, for a delete. */
const freshException = () => {
  const student = freshPlanned();
  const id = audits.nextIdFor(student.xykh);
  store.write(() =>
    stage(audits.exceptions, {
      id,
      xykh: student.xykh,
      planId: 'pf-authz',
      kind: 'waive',
      groupId: 'g-practice',
      courseId: null,
      substituteFor: null,
      reason: '权限矩阵',
      byId: '1',
      byName: '权限矩阵',
      at: '2026-08-01 09:00:00',
    }),
  );
  return `${student.xykh}/exceptions/${id}`;
};
const reviewFormUpload = () => {
  const form = new FormData();
  form.append('file', new Blob(['%PDF-1.4\n% authz matrix review form\n%%EOF\n'], { type: 'application/pdf' }), 'review-form.pdf');
  return form;
};
/** A supervisor selection the teacher column may send: its own fresh review form, the kind it is not, a direction of its college. */
const selectionPayload = (column: Column) => {
  const account = user(column)!;
  const org = store.slice(orgSlice);
  const teacher = org.teacherOf(account.gh!)!;
  const direction = [...org.directions.values()].find((d) => teacher.directions.some((own) => own.zydm === d.zydm))!;
  const id = freshFile();
  store.write(() =>
    store.slice(storageSlice).files.set({
      ...store.slice(storageSlice).get(id)!,
      ownerId: account.id,
      meta: { ...anyFile.meta, id, modules: 'ds-review-form' },
      scope: { kind: 'private' },
    }),
  );
  return {
    kind: 'dsls',
    dslx: teacher.dslx === '1' ? '2' : '1',
    zydm: direction.zydm,
    directionIds: [direction.id],
    zc: '1',
    researchSummary: '主持国家自然科学基金项目两项，发表论文十余篇。',
    reviewForm: id,
  };
};
let certificateSeq = 0;
let ticketSeq = 0;

const X = '/cloud-xj/api/xj/xjxx';

/** A supervisor the column may act on: a teacher their own profile, a college secretary one of their college. */
function inScopeSupervisor(column: Column): string {
  const account = user(column);
  const roleKey = facts(column)?.roleKey;
  if (account?.gh && roleKey === 'teacher') return account.gh;
  const profiles = [...store.slice(orgSlice).profiles.values()].filter((p) => p.dslx !== '0');
  if (account?.deptId && roleKey === 'college') return profiles.find((p) => students.staffMember(p.gh)?.xydm === account.deptId)!.gh;
  return identity.userByUsername('teacher')!.gh!;
}
const assessments = store.slice(supervisorsSlice);
/** Last year's assessment of a supervisor, submitted again before each reopening. */
const submittedAssessment = (gh: string) => {
  const record = assessments.assessment(2025, gh)!;
  store.write(() => assessments.assessments.set({ ...record, state: 'submitted', submitTime: record.updateTime }));
  return gh;
};

/**
 * A call made of the spec's own examples (every parameter's example, the JSON body's example): they
 * name records of the default seed (a test of the mock server calls every operation with them), so an
 * operation whose answer depends only on who asks needs no row below. An area adds rows only for calls
 * that need a record in the caller's scope, a fresh record, a file or a fresh token.
 */
type Example = { example?: unknown; examples?: Record<string, { value?: unknown }> };
const exampleValue = (media: Example | undefined) => media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
const bundledPaths = (bundled as unknown as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, Example> } }>> }).paths;
// ---- degree (issue 24 §1): records of their own, each in the column's reach --------------------------------

const degree = store.slice(degreeSlice);
/** A PDF a reader opens (the reviewer's copy of a thesis is rewritten from it). */
const THESIS_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const thesisUpload = () => {
  const form = new FormData();
  form.append('file', new Blob([THESIS_PDF.slice()], { type: 'application/pdf' }), 'thesis.pdf');
  form.append('title', '权限矩阵论文');
  return form;
};
/** A stored file of the column's account (or the admin's), of an area's module, not named by any record yet. */
const ownDegreeFile = (column: Column, modules: string) => {
  const id = store.nextId();
  const owner = user(column) ?? identity.userByUsername('admin')!;
  store.blobs.putSync(id, THESIS_PDF);
  store.write(() =>
    store.slice(storageSlice).files.set({
      meta: { ...anyFile.meta, id, realName: 'matrix.pdf', suffix: 'pdf', contentType: 'application/pdf', modules },
      ownerId: owner.id,
      scope: { kind: 'private' },
    }),
  );
  return { id, name: 'matrix.pdf' };
};
const thesisFile = ownDegreeFile({ name: 'admin', username: 'admin' }, 'xw-thesis');
let degreeSeq = 0;
/** A thesis of its own about the student, in the state given (the latest of the student's, so calls by card number find it). */
const stageThesis = (xykh: string, fields: Partial<ThesisRecord> = {}): ThesisRecord => {
  degreeSeq += 1;
  const record: ThesisRecord = {
    id: `lw-authz-${degreeSeq}`,
    code: `LWAZ-${degreeSeq}`,
    xykh,
    title: '权限矩阵论文',
    file: thesisFile,
    uploadedAt: '2026-08-01 09:00:00',
    similarity: null,
    state: 'awaiting_reviewers',
    round: 1,
    needed: 2,
    extraAdded: false,
    revisionPending: false,
    resultAt: null,
    revisionNotes: null,
    appeal: null,
    ...fields,
  };
  return store.write(() => stage(degree.theses, record));
};
/** Teachers of a college who may review or sit on a committee for the student: not the supervisor. */
const degreeTeachers = (xykh: string, count: number) =>
  [...students.staff.values()]
    .filter((t) => t.xydm && t.gh !== students.byXykh(xykh)!.dsgh)
    .slice(0, count)
    .map((t) => t.gh);
/** A review of its own by the column's teacher (any teacher for an admin), in the state given. */
const stageReview = (column: Column, fields: Partial<ReviewRecord>): string => {
  const gh = user(column)?.gh ?? identity.userByUsername('teacher')!.gh!;
  const student = [...students.students.values()].find((s) => s.dsgh !== gh)!;
  const thesis = stageThesis(student.xykh, { state: 'in_review', needed: 0 });
  degreeSeq += 1;
  const id = `ps-authz-${degreeSeq}`;
  const review: ReviewRecord = {
    id,
    thesisId: thesis.id,
    no: 1,
    reviewerGh: gh,
    reviewerName: '权限矩阵',
    round: 1,
    assignedAt: '2026-08-02 09:00:00',
    dueFrom: '2026-08-02 09:00:00',
    reopenedAt: null,
    state: 'open',
    conflict: false,
    declarationNote: null,
    score: null,
    grade: null,
    comments: null,
    reviewForm: null,
    submittedAt: null,
    ...fields,
  };
  store.write(() => stage(degree.reviews, review));
  return id;
};
/**
 * A defence of its own about a student in the column's scope, with the column's teacher on the committee (as the
 * secretary when `secretary`), every member's vote given when `voted`.
 */
const stageDefence = (column: Column, options: { secretary?: boolean; voted?: boolean } = {}): string => {
  const student = inScopeStudent(column);
  const thesis = stageThesis(student.xykh, { state: 'passed', needed: 0, resultAt: '2026-08-10 09:00:00' });
  const own = facts(column)?.roleKey === 'teacher' ? user(column)!.gh! : undefined;
  const others = [...students.staff.values()].filter((t) => t.xydm && t.gh !== own && t.gh !== student.dsgh).map((t) => t.gh);
  const ghs = own ? (options.secretary ? [others[0]!, own, others[1]!] : [others[0]!, others[1]!, own]) : others.slice(0, 3);
  degreeSeq += 1;
  const id = `db-authz-${degreeSeq}`;
  const roles = ['chair', 'secretary', 'member'] as const;
  store.write(() =>
    stage(degree.defences, {
      id,
      xykh: student.xykh,
      thesisId: thesis.id,
      time: '2026-09-20 14:00',
      room: '权限矩阵会议室',
      state: 'scheduled',
      members: ghs.map((gh, i) => ({ gh, xm: '权限矩阵', role: roles[i]!, vote: options.voted ? ('pass' as const) : null, comment: null })),
      passShare: null,
      resolution: null,
      recordFile: null,
      closedAt: null,
      createdAt: '2026-09-01 08:00:00',
    }),
  );
  return id;
};
/** A student in the column's scope with no open defence (what a new defence is scheduled for). */
const undefendedStudent = (column: Column) => {
  const college = facts(column)?.roleKey === 'college' ? user(column)!.deptId : undefined;
  return [...students.students.values()].find(
    (s) => (!college || s.xydm === college) && !degree.defencesOf(s.xykh).some((d) => d.state === 'scheduled') && !degree.thesisOf(s.xykh),
  )!;
};
const matrixNow = () => store.now(new Date(clock));

function exampleCall(id: OperationId): Call {
  const op = [...operations.values()].find((o) => o.operationId === id)!;
  const query: Record<string, string | number> = {};
  let path = op.path;
  for (const p of op.parameters) {
    const example = (p as { example?: unknown }).example ?? (p.schema as Example | undefined)?.example;
    if (example === undefined) {
      if (p.required) throw new Error(`${id}: parameter ${p.name} has no example; give it one in the spec or a row in CALLS`);
      continue;
    }
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(example)));
    else if (p.in === 'query') query[p.name] = example as string | number;
  }
  const content = bundledPaths[op.path]?.[op.method]?.requestBody?.content ?? {};
  if (op.requestBody && !content['application/json']) throw new Error(`${id}: a body other than JSON needs a row in CALLS`);
  const json = content['application/json'] ? exampleValue(content['application/json']) : undefined;
  return { method: op.method.toUpperCase() as Call['method'], path, query, json };
}

/** One well-formed, in-scope call per operation, for a given column (the spec's examples by default). */
const CALLS: Partial<{ [Id in OperationId]: (column: Column) => Call }> = {
  login: (c) => ({ method: 'POST', path: '/auth/login', json: { username: c.username ?? 'admin', password: DEMO_PASSWORD } }),
  sendSmsCode: (c) => {
    // 60 s cooldown per phone (auth/smsCode): the clock moves on between the columns.
    clock += 61_000;
    return { method: 'POST', path: '/auth/smsCode', json: { phone: (user(c) ?? identity.userByUsername('admin')!).phone } };
  },
  ssoLogin: (c) => ({ method: 'POST', path: '/auth/sso', json: { payload: `SSO-${c.username ?? 'admin'}` } }),
  casLogin: (c) => ({ method: 'POST', path: '/auth/cas', query: { ticket: `ST-${c.username ?? 'admin'}-${(ticketSeq += 1)}-cas` } }),
  logout: () => ({ method: 'DELETE', path: '/auth/logout', freshToken: true }),
  changePassword: () => ({ method: 'PUT', path: '/auth/password', json: { oldPassword: DEMO_PASSWORD, newPassword: 'n3w-Passw0rd' } }),
  changeRole: (c) => ({ method: 'POST', path: '/auth/roleChange', query: { id: user(c)?.roleIds[0] ?? ROLE_IDS.admin }, freshToken: true }),
  expireToken: () => ({ method: 'GET', path: '/expireToken', freshToken: true }),
  refreshToken: () => ({ method: 'GET', path: '/refreshToken', freshToken: true }),
  buildMenus: (c) => ({ method: 'GET', path: '/kernel/menus/build', query: { service: 'cloud-xj', userId: user(c)?.id ?? '1' } }),
  addNotice: () => ({ method: 'POST', path: '/kernel/api/config/notice', json: { title: '权限矩阵', content: '&lt;p&gt;x&lt;/p&gt;' } }),
  editNotice: () => ({ method: 'PUT', path: '/kernel/api/config/notice', json: { id: anyNotice.id, title: anyNotice.title, content: anyNotice.content } }),
  deleteNotice: () => ({ method: 'DELETE', path: `/kernel/api/config/notice/${freshNotice()}` }),
  getPublicNotice: () => ({ method: 'GET', path: '/kernel/api/config/notice/NotAuth', query: { id: anyNotice.id } }),
  uploadFile: () => ({ method: 'POST', path: '/kernel/storage', form: upload() }),
  deleteFile: () => ({ method: 'DELETE', path: `/kernel/storage/${freshFile()}` }),
  deleteFiles: () => ({ method: 'DELETE', path: '/kernel/storage/multiple', json: [freshFile(), freshFile()] }),
  getFilesInfo: () => ({ method: 'POST', path: '/kernel/storage/info', json: [anyFile.meta.id] }),
  previewFile: () => ({ method: 'GET', path: '/kernel/storage/onlinePreview', query: { fileId: anyFile.meta.id } }),
  downloadFile: () => ({ method: 'GET', path: `/kernel/storage/download/${anyFile.meta.id}` }),
  getCachedFile: () => ({ method: 'GET', path: `/kernel/storage/cache/${anyFile.meta.id}` }),
  addApproval: (c) => ({
    method: 'POST',
    path: '/cloud-yg/api/approval',
    json: {
      // The student records page's approval (the students area's business) of a record in the caller's scope.
      coreKey: inScopeStudent(c).id,
      ...RECORD_APPROVALS.review,
      status: 1,
      opinion: '同意',
    },
  }),
  addStudent: () => ({ method: 'POST', path: `${X}/stuinfo/add`, json: newStudentBody() }),
  addVisitingStudent: () => ({ method: 'POST', path: `${X}/stuinfo/addjxs`, json: newStudentBody() }),
  deleteStudent: () => ({ method: 'DELETE', path: `${X}/stuinfo/${freshStudent()}` }),
  listStudents: () => ({ method: 'GET', path: `${X}/stuinfo`, query: { size: 5 } }),
  updateStudent: () => ({ method: 'PUT', path: `${X}/stuinfo`, json: { id: anyStudent.id, txdz: '北京市海淀区学院路1号' } }),
  returnVerification: () => ({ method: 'PUT', path: `${X}/stuinfo/thHdztTh`, json: { ids: [anyStudent.id] } }),
  changeStudentStatus: () => ({ method: 'PUT', path: `${X}/stuinfoList`, json: { ids: [anyStudent.id], xjzt: '01' } }),
  changeCertificateNumber: () => ({ method: 'PUT', path: `${X}/changeByzbh`, json: { id: anyStudent.id, byzbh: `MATRIX${(certificateSeq += 1)}` } }),
  getStudentById: () => ({ method: 'GET', path: `${X}/getStuById`, query: { id: anyStudent.id } }),
  getStudentByCard: () => ({ method: 'GET', path: `${X}/getStuxx`, query: { xykh: anyStudent.xykh } }),
  getStaff: () => ({ method: 'GET', path: `${X}/getYgxx`, query: { gh: anyStudent.dsgh ?? [...students.staff.keys()][0]! } }),
  getNextCardNumber: () => ({ method: 'GET', path: `${X}/getMaxXykh`, query: { rxnj: 2026, xydm: anyStudent.xydm } }),
  checkCertificateRepeat: () => ({ method: 'GET', path: `${X}/getByzbhReapeat`, query: { byzbh: 'MATRIX-NONE' } }),
  listSupervisorStudents: () => ({ method: 'GET', path: `${X}/stuinfoByDsh/NotAuth` }),
  getOwnStudentRecord: () => ({ method: 'GET', path: `${X}/stuinfoByStu/NotAuth` }),
  pickStudents: () => ({ method: 'GET', path: `${X}/stuinfoByStusss/NotAuth` }),
  getStudentByCardInScope: (c) => ({ method: 'GET', path: `${X}/stuinfoByXykh/NotAuth`, query: { xykh: inScopeStudent(c).xykh } }),
  searchStudents: () => ({ method: 'POST', path: `${X}/stuinfo/Search`, json: { current: 1, size: 5 } }),
  getVisitingStudent: () => ({ method: 'GET', path: '/cloud-xj/api/xj/jxsgl/jxsglInfo', query: { xykh: visiting.xykh } }),
  getRegistration: (c) => ({ method: 'GET', path: '/cloud-xj/api/xj/xsbd/getXs', query: { xykh: inScopeStudent(c).xykh } }),
  getRegistrationCheck: (c) => ({ method: 'GET', path: '/cloud-xj/api/xj/xsbd/getXshd', query: { xykh: inScopeStudent(c).xykh } }),
  getPhoto: (c) => ({ method: 'GET', path: `${X}/gettu`, query: { xykh: inScopeStudent(c).xykh } }),
  downloadPhoto: (c) => ({ method: 'GET', path: `${X}/xjxwzpfile/download`, query: { xykh: inScopeStudent(c).xykh } }),
  showPhoto: (c) => ({ method: 'GET', path: `${X}/showXczp`, query: { xykh: inScopeStudent(c).xykh } }),
  updateOwnPhoto: () => ({ method: 'POST', path: `${X}/stu/updateAvatar`, form: upload('image/png', 'me.png') }),
  uploadStudentPhoto: (c) => ({
    method: 'POST',
    path: `${X}/xjxwzpfile/upload`,
    form: upload('image/png', 'photo.png', { xykh: inScopeStudent(c).xykh, fileType: 'byzp' }),
  }),
  exportStudentsExcel: () => ({ method: 'POST', path: `${X}/ExportExcel`, json: { ids: [anyStudent.id] } }),
  exportSearchExcel: () => ({ method: 'POST', path: `${X}/ExportExcel/search`, json: { xykh: anyStudent.xykh } }),
  exportPhotos: () => ({ method: 'POST', path: `${X}/ExportExcel/DownloadPhotos`, json: { ids: [anyStudent.id] } }),
  exportImportTemplate: () => ({ method: 'POST', path: `${X}/ExportExcelXjxxmb` }),
  exportFreshmenExcel: () => ({ method: 'GET', path: `${X}/dnxsExportExcel` }),
  exportStudentsDbf: () => ({ method: 'GET', path: `${X}/ExportDbf`, query: { xykh: anyStudent.xykh } }),
  exportEquivalentDbf: () => ({ method: 'GET', path: `${X}/ExportTdDbf/bm` }),
  downloadCcqj: () => ({ method: 'GET', path: `${X}/downloadCcqj` }),
  downloadXzzd: () => ({ method: 'GET', path: `${X}/downloadXzzd`, query: { xykh: anyStudent.xykh } }),
  downloadJybXX: () => ({ method: 'GET', path: `${X}/downloadJybXX`, query: { xykh: anyStudent.xykh } }),
  exportVerificationExcel: () => ({ method: 'GET', path: `${X}/easyXshdExportExcel`, query: { xykh: anyStudent.xykh } }),
  getEnrolmentCertificate: () => ({ method: 'GET', path: `${X}/getStu/getStuXjzm`, query: { xykh: anyStudent.xykh } }),
  getAuthReport: () => ({ method: 'GET', path: `${X}/getStu/getStuAuth`, query: { xykh: anyStudent.xykh } }),
  getOwnEnrolmentCertificate: () => ({ method: 'GET', path: `${X}/stuinfoByStu/xjzm` }),
  exportGraduates: () => ({ method: 'POST', path: '/cloud-xj/api/bysk/downloadBysXx', json: {} }),
  exportGraduatesDbf: () => ({ method: 'GET', path: '/cloud-xj/api/bysk/ExportDbf' }),
  // the shared model, data configuration and the application engine (issue 15)
  getOrgTree: () => ({ method: 'GET', path: '/kernel/org/tree' }),
  listTerms: () => ({ method: 'GET', path: '/kernel/terms' }),
  listRooms: () => ({ method: 'GET', path: '/kernel/rooms', query: { size: 5 } }),
  listTeachers: () => ({ method: 'GET', path: '/kernel/teachers', query: { size: 5 } }),
  getTeacher: (c) => ({ method: 'GET', path: `/kernel/teachers/${inScopeStudent(c).dsgh ?? anyStudent.dsgh}` }),
  listConfigItems: () => ({ method: 'GET', path: '/kernel/sjpz' }),
  getConfigItem: () => ({ method: 'GET', path: '/kernel/sjpz/window.xjyd' }),
  listConfigHistory: () => ({ method: 'GET', path: '/kernel/sjpz/history', query: { key: 'window.xjyd', size: 5 } }),
  updateConfigItem: () => ({ method: 'PUT', path: '/kernel/sjpz/window.xjyd', json: { value: { start: '2026-08-20', end: '2027-07-15' } } }),
  listApplicationKinds: () => ({ method: 'GET', path: '/cloud-xj/api/sq/kinds' }),
  listApplications: () => ({ method: 'GET', path: '/cloud-xj/api/sq/applications', query: { size: 5 } }),
  getApplication: (c) => ({ method: 'GET', path: `/cloud-xj/api/sq/applications/${freshApplication(c)}` }),
  printApplication: (c) => ({ method: 'GET', path: `/cloud-xj/api/sq/applications/${freshApplication(c)}/print` }),
  createApplication: (c) => {
    // A teacher applies for themself: a supervisor selection (issue 15 §6) for the kind they are not.
    if (facts(c)?.roleKey === 'teacher') return { method: 'POST', path: '/cloud-xj/api/sq/applications', json: { kind: 'dsls', payload: selectionPayload(c) } };
    const payload = { kind: 'withdrawal', reason: '出国留学，申请退学', withdrawDate: '2027-01-15' };
    // A student applies for themselves (once: a second open withdrawal would be a duplicate), staff for a fresh student.
    return {
      method: 'POST',
      path: '/cloud-xj/api/sq/applications',
      json: facts(c)?.roleKey === 'student' ? { kind: 'withdrawal', payload } : { kind: 'withdrawal', xykh: freshEnrolled().xykh, payload },
    };
  },
  withdrawApplication: (c) => ({ method: 'POST', path: `/cloud-xj/api/sq/applications/${freshApplication(c)}/withdraw` }),
  // admissions (issue 15 §5): each write acts on a candidate of its own
  getCandidate: () => ({ method: 'GET', path: `/cloud-xj/api/zs/lq/info/${seededCandidate.id}` }),
  updateCandidate: () => ({ method: 'PUT', path: `/cloud-xj/api/zs/lq/info/${freshCandidate('pending')}`, json: { sjhm: '13912345678' } }),
  confirmCandidates: () => ({ method: 'POST', path: '/cloud-xj/api/zs/lq/confirm', json: { ids: [freshCandidate('pending')] } }),
  declineCandidates: () => ({ method: 'POST', path: '/cloud-xj/api/zs/lq/decline', json: { ids: [freshCandidate('pending')] } }),
  enrolCandidates: () => ({ method: 'POST', path: '/cloud-xj/api/zs/lq/enrol', json: { ids: [freshCandidate('confirmed')] } }),
  importCandidates: () => ({ method: 'POST', path: '/cloud-xj/api/zs/lq/import', form: importForms.shift()! }),
  // the course library (issue 23 §1): each write on a course or a code of its own
  createCourse: () => ({ method: 'POST', path: '/cloud-xj/api/pkgl/kcgl', json: newCourseBody() }),
  updateCourse: () => ({ method: 'PUT', path: `/cloud-xj/api/pkgl/kcgl/${freshCourse()}`, json: { xs: 36 } }),
  deleteCourse: () => ({ method: 'DELETE', path: `/cloud-xj/api/pkgl/kcgl/${freshCourse()}` }),
  importCourses: () => ({ method: 'POST', path: '/cloud-xj/api/pkgl/kcgl/import', form: courseImportForms.shift()! }),
  // training plans (issue 23 §1): each create for a cohort of its own, each delete on a plan of its own
  createPlan: () => ({ method: 'POST', path: '/cloud-xj/api/pkgl/pyfa', json: { zydm: '081200', nj: (planCohort += 1), sourceId: 'pf-081200-2026-am' } }),
  deletePlan: () => ({ method: 'DELETE', path: `/cloud-xj/api/pkgl/pyfa/${freshPlan()}` }),
  deletePlanTemplate: () => ({ method: 'DELETE', path: `/cloud-xj/api/pkgl/pyfa/templates/${freshTemplate()}` }),
  // offerings and grades (issue 23 §3): reads of an offering in the column's reach, each write on an offering of its own
  getOffering: (c) => ({ method: 'GET', path: `/cloud-xj/api/pkgl/offerings/${freshOffering(c, 'draft').id}` }),
  listOfferingStudents: (c) => ({ method: 'GET', path: `/cloud-xj/api/pkgl/offerings/${freshOffering(c, 'draft').id}/students` }),
  getGradeSheet: (c) => ({ method: 'GET', path: `/cloud-xj/api/cjgl/sheets/${freshOffering(c, 'draft').id}` }),
  saveGradeCells: (c) => {
    const { id, xykh } = freshOffering(c, 'draft');
    return { method: 'PUT', path: `/cloud-xj/api/cjgl/sheets/${id}/cells`, json: { source: 'entry', cells: [{ xykh, score: 90, version: 1 }] } };
  },
  submitGradeSheet: (c) => ({ method: 'POST', path: `/cloud-xj/api/cjgl/sheets/${freshOffering(c, 'draft').id}/submit` }),
  unlockGradeSheet: (c) => ({ method: 'POST', path: `/cloud-xj/api/cjgl/sheets/${freshOffering(c, 'submitted').id}/unlock`, json: { reason: '权限矩阵' } }),
  setGradeRelease: (c) => ({
    method: 'PUT',
    path: `/cloud-xj/api/cjgl/sheets/${freshOffering(c, 'submitted').id}/release`,
    json: { releaseAt: '2026-09-01 09:00:00' },
  }),
  getGrade: (c) => ({ method: 'GET', path: `/cloud-xj/api/cjgl/grades/${freshOffering(c, 'submitted').gradeId}` }),
  correctGrade: (c) => ({
    method: 'POST',
    path: `/cloud-xj/api/cjgl/grades/${freshOffering(c, 'submitted').gradeId}/correct`,
    json: { score: 85, reason: '权限矩阵', version: 1 },
  }),
  getReportCard: (c) => ({ method: 'GET', path: `/cloud-xj/api/cjgl/report-cards/${inScopeStudent(c).xykh}` }),
  downloadReportCardPdf: (c) => ({ method: 'GET', path: `/cloud-xj/api/cjgl/report-cards/${inScopeStudent(c).xykh}/pdf` }),
  listPracticeEvaluations: (c) => ({ method: 'GET', path: `/cloud-xj/api/cjgl/practice/${facts(c)?.roleKey === 'college' ? user(c)!.deptId : '001'}` }),
  // timetables (issue 23 §2): each write on an offering of its own, placed nowhere so that no column clashes with another
  createOffering: () => ({
    method: 'POST',
    path: '/cloud-xj/api/pkgl/offerings',
    json: { term: '2026-2027-1', courseId: courses.list()[0]!.id, teachers: [identity.userByUsername('teacher')!.gh!], capacity: 40, scale: 'score' },
  }),
  updateOffering: () => ({
    method: 'PUT',
    path: `/cloud-xj/api/pkgl/offerings/${blankOffering()}`,
    json: { teachers: [identity.userByUsername('teacher')!.gh!], capacity: 50, scale: 'score' },
  }),
  deleteOffering: () => ({ method: 'DELETE', path: `/cloud-xj/api/pkgl/offerings/${blankOffering()}` }),
  exportOfferingStudents: (c) => ({ method: 'GET', path: `/cloud-xj/api/pkgl/offerings/${freshOffering(c, 'draft').id}/students/xlsx` }),
  checkTimetable: () => ({ method: 'POST', path: '/cloud-xj/api/pkgl/timetable/check', json: { term: '2026-2027-1', drafts: [blankDraft(blankOffering())] } }),
  saveTimetable: () => ({ method: 'PUT', path: '/cloud-xj/api/pkgl/timetable', json: { term: '2026-2027-1', drafts: [blankDraft(blankOffering())] } }),
  getAvailability: () => ({
    method: 'POST',
    path: '/cloud-xj/api/pkgl/timetable/availability',
    json: { term: '2026-2027-1', offeringId: blankOffering(), roomId: null, weeks: { from: 1, to: 16, parity: 'all' } },
  }),
  // questionnaires (issue 24 §2): each delete and close on a record of its own; the fill-in calls on a task the column answers
  deleteQuestionnaire: () => ({ method: 'DELETE', path: `/cloud-xj/api/examination/questionnaires/${ownQuestionnaire()}` }),
  deleteTask: () => ({ method: 'DELETE', path: `/cloud-xj/api/examination/tasks/${ownTask()}` }),
  closeTask: () => ({ method: 'POST', path: `/cloud-xj/api/examination/tasks/${ownTask()}/close` }),
  getMyTaskForm: (c) => ({ method: 'GET', path: `/cloud-xj/api/examination/mine/${ownTask(c)}` }),
  saveMyDraft: (c) => ({ method: 'PUT', path: `/cloud-xj/api/examination/mine/${ownTask(c)}/draft`, json: { answers: { q1: 'no' } } }),
  submitMyAnswers: (c) => ({ method: 'POST', path: `/cloud-xj/api/examination/mine/${ownTask(c)}/submit`, json: { answers: { q1: 'yes' } } }),
  // degree audits (issue 23 §1): the column's own student; each exception written on a student of its own
  getDegreeAudit: (c) => ({ method: 'GET', path: `/cloud-xj/api/pkgl/audits/${inScopeStudent(c).xykh}` }),
  listAuditExceptions: (c) => ({ method: 'GET', path: `/cloud-xj/api/pkgl/audits/${inScopeStudent(c).xykh}/exceptions` }),
  createAuditException: () => ({
    method: 'POST',
    path: `/cloud-xj/api/pkgl/audits/${freshPlanned().xykh}/exceptions`,
    json: { kind: 'waive', groupId: 'g-practice', reason: '权限矩阵' },
  }),
  deleteAuditException: () => ({ method: 'DELETE', path: `/cloud-xj/api/pkgl/audits/${freshException()}` }),
  // leave (issue 15 §4)
  cancelLeave: (c) => ({ method: 'POST', path: `/cloud-xj/api/xj/qjgl/${freshLeave(c)}/cancel`, json: { returnDate: '2026-08-31' } }),
  // supervisor selection (issue 15 §6): the review-form upload of SPEC 7
  uploadSupervisorReviewForm: () => ({ method: 'POST', path: '/cloud-xj/api/ds/dsls/review-form', form: reviewFormUpload() }),
  // degree (issue 24 §1): each write on a record of its own in the column's reach; a reviewer's calls on its own review
  getDegreeFile: (c) => ({ method: 'GET', path: `/cloud-xj/api/xw/students/${inScopeStudent(c).xykh}` }),
  submitThesis: (c) => ({ method: 'POST', path: `/cloud-xj/api/xw/students/${inScopeStudent(c).xykh}/thesis`, form: thesisUpload() }),
  appealReview: (c) => {
    const { xykh } = inScopeStudent(c);
    stageThesis(xykh, { state: 'failed', needed: 0, resultAt: matrixNow() });
    return { method: 'POST', path: `/cloud-xj/api/xw/students/${xykh}/appeal`, json: { reason: '评阅意见与论文内容不符，申请复议。' } };
  },
  decideAppeal: (c) => {
    const { xykh } = inScopeStudent(c);
    const appeal = { reason: '评阅意见与论文内容不符，申请复议。', at: matrixNow(), state: 'pending' as const, opinion: null, decidedAt: null };
    stageThesis(xykh, { state: 'appealed', needed: 0, resultAt: matrixNow(), appeal });
    return { method: 'POST', path: `/cloud-xj/api/xw/students/${xykh}/appeal/decision`, json: { accept: false, opinion: '维持原评审结果' } };
  },
  addDisciplinaryFlag: (c) => ({ method: 'POST', path: `/cloud-xj/api/xw/students/${inScopeStudent(c).xykh}/flags`, json: { reason: '权限矩阵' } }),
  closeDisciplinaryFlag: (c) => {
    const { xykh } = inScopeStudent(c);
    const flag = store.write(() => degree.addFlag(xykh, '权限矩阵', '权限矩阵', matrixNow()));
    return { method: 'POST', path: `/cloud-xj/api/xw/students/${xykh}/flags/${flag.id}/close`, json: { note: '权限矩阵' } };
  },
  listDegreeTeachers: (c) => ({ method: 'GET', path: `/cloud-xj/api/xw/students/${inScopeStudent(c).xykh}/teachers` }),
  setThesisSimilarity: (c) => ({
    method: 'PUT',
    path: `/cloud-xj/api/xw/lwps/theses/${stageThesis(inScopeStudent(c).xykh).id}/similarity`,
    json: { similarity: 5 },
  }),
  assignReviewers: (c) => {
    const { xykh } = inScopeStudent(c);
    return { method: 'POST', path: `/cloud-xj/api/xw/lwps/theses/${stageThesis(xykh).id}/reviewers`, json: { reviewers: degreeTeachers(xykh, 2) } };
  },
  getMyReview: (c) => ({ method: 'GET', path: `/cloud-xj/api/xw/lwps/reviews/${stageReview(c, {})}` }),
  declareConflict: (c) => ({
    method: 'POST',
    path: `/cloud-xj/api/xw/lwps/reviews/${stageReview(c, { state: 'awaiting_declaration', conflict: null })}/declaration`,
    json: { conflict: false },
  }),
  downloadReviewThesis: (c) => ({ method: 'GET', path: `/cloud-xj/api/xw/lwps/reviews/${stageReview(c, {})}/thesis` }),
  uploadThesisReviewForm: () => ({ method: 'POST', path: '/cloud-xj/api/xw/lwps/review-form', form: reviewFormUpload() }),
  submitReview: (c) => ({
    method: 'POST',
    path: `/cloud-xj/api/xw/lwps/reviews/${stageReview(c, {})}/submit`,
    json: { score: 90, grade: 'A', comments: '选题前沿，论证充分，同意答辩。', reviewForm: ownDegreeFile(c, REVIEW_FORM_MODULE).id },
  }),
  scheduleDefence: (c) => {
    const student = undefendedStudent(c);
    stageThesis(student.xykh, { state: 'passed', needed: 0, resultAt: '2026-08-10 09:00:00' });
    const [chair, secretary, member] = degreeTeachers(student.xykh, 3);
    return {
      method: 'POST',
      path: '/cloud-xj/api/xw/dbjl/defences',
      json: {
        xykh: student.xykh,
        time: '2026-09-20 14:00',
        room: '权限矩阵会议室',
        members: [
          { gh: chair, role: 'chair' },
          { gh: secretary, role: 'secretary' },
          { gh: member, role: 'member' },
        ],
      },
    };
  },
  getDefence: (c) => ({ method: 'GET', path: `/cloud-xj/api/xw/dbjl/defences/${stageDefence(c)}` }),
  rescheduleDefence: (c) => {
    const id = stageDefence(c);
    const members = degree.defences.get(id)!.members.map(({ gh, role }) => ({ gh, role }));
    return { method: 'PUT', path: `/cloud-xj/api/xw/dbjl/defences/${id}`, json: { time: '2026-09-21 09:00', room: '权限矩阵第二会议室', members } };
  },
  recordDefenceVote: (c) => {
    const id = stageDefence(c);
    const gh = facts(c)?.roleKey === 'teacher' ? user(c)!.gh! : degree.defences.get(id)!.members[0]!.gh;
    return { method: 'POST', path: `/cloud-xj/api/xw/dbjl/defences/${id}/votes`, json: { gh, vote: 'pass' } };
  },
  closeDefence: (c) => ({
    method: 'POST',
    path: `/cloud-xj/api/xw/dbjl/defences/${stageDefence(c, { secretary: true, voted: true })}/close`,
    json: { resolution: '答辩委员会同意通过论文答辩。', recordFile: ownDegreeFile(c, DEFENCE_RECORD_MODULE).id },
  }),
  uploadDefenceRecord: () => ({ method: 'POST', path: '/cloud-xj/api/xw/dbjl/record-file', form: reviewFormUpload() }),
  // supervisors (issue 15 §6): a profile and an assessment in the column's scope; drafts may be saved again and again
  getSupervisorProfile: (c) => ({ method: 'GET', path: `/cloud-xj/api/ds/dsxx/${inScopeSupervisor(c)}` }),
  updateSupervisorProfile: (c) => ({ method: 'PUT', path: `/cloud-xj/api/ds/dsxx/${inScopeSupervisor(c)}`, json: { bio: '权限矩阵' } }),
  listAssessments: () => ({ method: 'GET', path: '/cloud-xj/api/ds/dskh', query: { size: 5 } }),
  saveAssessment: (c) => ({
    method: 'PUT',
    path: `/cloud-xj/api/ds/dskh/2026/${inScopeSupervisor(c)}`,
    json: { scores: CRITERIA.map((k) => ({ criterionId: k.id, score: k.maxScore })) },
  }),
  reopenAssessment: (c) => ({ method: 'POST', path: `/cloud-xj/api/ds/dskh/2025/${submittedAssessment(inScopeSupervisor(c))}/reopen` }),
};

describe("the areas' access tables against the spec and the store", () => {
  it('has one row per operation of the spec, and the rows say what the spec says', () => {
    const specOps = [...operations.values()];
    expect(Object.keys(AUTHZ).sort()).toEqual(specOps.map((op) => op.operationId).sort());
    for (const op of specOps) {
      const row = AUTHZ[op.operationId as OperationId];
      // `security: []` <-> public; `x-permission` <-> a permission row with that code.
      expect(row.access === 'public', `${op.operationId} public`).toBe(op.isPublic);
      expect(row.access === 'permission' ? row.permission : undefined, `${op.operationId} x-permission`).toBe(op.permission);
    }
  });

  it('uses every permission the roles hand out, and no other', () => {
    const used = new Set(Object.values(AUTHZ).flatMap((row) => (row.access === 'permission' ? [row.permission] : [])));
    expect([...used].sort()).toEqual([...catalog.permissions].sort());
    for (const role of identity.roles.values()) for (const code of role.permissions) expect(used.has(code), `${role.roleKey}: ${code}`).toBe(true);
  });
});

describe('every operation as every demo account and without a token (SPEC 6)', () => {
  it('answers 200, 401 or 403 exactly as the table says', async () => {
    const tokens = new Map<string, string | undefined>();
    for (const column of COLUMNS) tokens.set(column.name, await tokenFor(column));
    const wrong: string[] = [];
    const counts = { 200: 0, 401: 0, 403: 0 };
    const ids = [...operations.values()].map((op) => op.operationId as OperationId);
    for (const id of ids) {
      for (const column of COLUMNS) {
        const call = CALLS[id]?.(column) ?? exampleCall(id);
        const token = call.freshToken ? await tokenFor(column) : tokens.get(column.name);
        const expected = expectedStatus(id, facts(column));
        const answer = await request(call, token);
        counts[expected] += 1;
        if (answer.status !== expected) wrong.push(`${id} as ${column.name}: ${answer.status} (${answer.json?.message ?? ''}), table says ${expected}`);
        else if (expected !== 200 && (answer.json?.code !== expected || !answer.json.message))
          wrong.push(`${id} as ${column.name}: ${expected} without the envelope`);
        // Undo what would stop the next cells from signing in.
        if (id === 'changePassword' && answer.status === 200) identity.setPassword(user(column)!.id, DEMO_PASSWORD);
      }
    }
    const cells = ids.length * COLUMNS.length;
    console.log(
      `authorisation matrix: ${ids.length} operations x ${COLUMNS.length} columns = ${cells} cells (${counts[200]} x 200, ${counts[401]} x 401, ${counts[403]} x 403)`,
    );
    expect(wrong).toEqual([]);
    expect(cells).toBe(operations.size * COLUMNS.length);
  });

  it('answers 403 for records outside the data scope of a supervisor or a student (the scope-dependent cells)', async () => {
    const scoped = (Object.keys(AUTHZ) as OperationId[]).filter((id) => AUTHZ[id].scope === 'student-scope');
    expect(scoped.length).toBeGreaterThan(0);
    for (const username of ['teacher', 'multi', 'student', 'college']) {
      const column = { name: username, username };
      const own = inScopeStudent(column);
      const outside = [...students.students.values()].find((s) => s.id !== own.id && s.dsgh !== own.dsgh && (username !== 'college' || s.xydm !== own.xydm))!;
      const token = await tokenFor(column);
      for (const id of scoped) {
        const call = CALLS[id]?.(column) ?? exampleCall(id);
        const answer = await request({ ...call, query: { ...call.query, xykh: outside.xykh } }, token);
        expect(answer.status, `${id} as ${username} for another's student`).toBe(403);
      }
    }
  });
});

describe("applications outside the caller's scope (SPEC 6; issue 15)", () => {
  it("answers 403 for another's application to a supervisor, a student and a college secretary, and for a withdrawal by anyone but the applicant", async () => {
    const staffColumn = { name: 'staff', username: 'staff' };
    for (const username of ['teacher', 'multi', 'student', 'college']) {
      const column = { name: username, username };
      const own = inScopeStudent(column);
      const outside = [...students.students.values()].find((s) => s.id !== own.id && s.dsgh !== own.dsgh && s.xydm !== own.xydm)!;
      const id = store.nextId();
      store.write(() => stage(engine.applications, { ...seededApplication, id, applicantId: user(staffColumn)!.id, subject: subjectOf(outside) }));
      const token = await tokenFor(column);
      expect((await request({ method: 'GET', path: `/cloud-xj/api/sq/applications/${id}` }, token)).status, `get as ${username}`).toBe(403);
      expect((await request({ method: 'POST', path: `/cloud-xj/api/sq/applications/${id}/withdraw` }, token)).status, `withdraw as ${username}`).toBe(403);
      const list = await request({ method: 'GET', path: '/cloud-xj/api/sq/applications', query: { size: 1000 } }, token);
      expect((list.json as unknown as { data: { records: { id: string }[] } }).data.records.map((a) => a.id)).not.toContain(id);
    }
  });
});

// ---- stored files: every storage call as every account, on files of each kind of owner ----------

type FileKind = 'notice attachment' | "staff's upload" | "student's upload" | "admin's avatar" | "own student's photo" | "another student's photo";

describe('stored files by kind of owner (SPEC 6 data scope, our model of file ownership)', () => {
  const storage = store.slice(storageSlice);
  const demoStudent = students.byXykh(identity.userByUsername('student')!.xykh!)!;
  const teacherGh = identity.userByUsername('teacher')!.gh!;
  const multiGh = identity.userByUsername('multi')!.gh!;
  const stranger = [...students.students.values()].find((s) => s.dsgh !== teacherGh && s.dsgh !== multiGh && s.id !== demoStudent.id)!;

  /** A file of the kind, as the store would hold it after the real upload (owner and scope). */
  function fileOf(kind: FileKind): string {
    const id = store.nextId();
    const base = { ...anyFile.meta, id, realName: `${kind}.txt`, contentType: 'text/plain' };
    const records: Record<FileKind, Omit<Parameters<typeof storage.files.set>[0], 'meta'>> = {
      'notice attachment': { ownerId: identity.userByUsername('staff')!.id, scope: { kind: 'public' } },
      "staff's upload": { ownerId: identity.userByUsername('staff')!.id, scope: { kind: 'private' } },
      "student's upload": { ownerId: identity.userByUsername('student')!.id, scope: { kind: 'private' } },
      "admin's avatar": { ownerId: identity.userByUsername('admin')!.id, scope: { kind: 'user', key: identity.userByUsername('admin')!.id } },
      "own student's photo": { ownerId: identity.userByUsername('staff')!.id, scope: { kind: 'student', key: demoStudent.xykh } },
      "another student's photo": { ownerId: identity.userByUsername('staff')!.id, scope: { kind: 'student', key: stranger.xykh } },
    };
    store.blobs.putSync(id, new TextEncoder().encode(`${kind}\n`));
    store.write(() => storage.files.set({ meta: base, ...records[kind] }));
    return id;
  }

  /**
   * The policy, said once more independently of the code: file managers (admin, `kernel:storage:list`)
   * read everything; an uploader their own files; `public` every signed-in account; an avatar its
   * account; a student's photo whoever has the student in their data scope.
   */
  function mayRead(column: Column, kind: FileKind): boolean {
    const caller = facts(column)!;
    const account = user(column)!;
    if (caller.isAdmin || caller.permissions.includes('kernel:storage:list')) return true;
    switch (kind) {
      case 'notice attachment':
        return true;
      case "staff's upload":
        return account.username === 'staff';
      case "student's upload":
        return account.username === 'student';
      case "admin's avatar":
        return account.username === 'admin';
      case "own student's photo":
        return (
          (caller.roleKey === 'teacher' && account.gh === demoStudent.dsgh) ||
          (caller.roleKey === 'student' && account.xykh === demoStudent.xykh) ||
          (caller.roleKey === 'college' && account.deptId === demoStudent.xydm)
        );
      case "another student's photo":
        return (caller.roleKey === 'teacher' && account.gh === stranger.dsgh) || (caller.roleKey === 'college' && account.deptId === stranger.xydm);
    }
  }

  const KINDS: FileKind[] = ['notice attachment', "staff's upload", "student's upload", "admin's avatar", "own student's photo", "another student's photo"];

  it('reads (info, preview, download, cache) and deletes exactly as the policy says', async () => {
    const wrong: string[] = [];
    const counts = { 200: 0, 401: 0, 403: 0 };
    let cells = 0;
    for (const column of COLUMNS) {
      const token = await tokenFor(column);
      for (const kind of KINDS) {
        const id = fileOf(kind);
        const readable = column.username !== undefined && mayRead(column, kind);
        const expected = column.username === undefined ? 401 : readable ? 200 : 403;
        const reads: Call[] = [
          { method: 'GET', path: '/kernel/storage/onlinePreview', query: { api: '/kernel/storage', fileId: id } },
          { method: 'GET', path: `/kernel/storage/download/${id}` },
          { method: 'GET', path: `/kernel/storage/cache/${id}` },
        ];
        for (const call of reads) {
          const answer = await request(call, token);
          cells += 1;
          counts[expected] += 1;
          if (answer.status !== expected) wrong.push(`${call.path} (${kind}) as ${column.name}: ${answer.status}, expected ${expected}`);
        }
        // info leaves out what the caller may not read, as it leaves out ids that do not exist.
        const info = await request({ method: 'POST', path: '/kernel/storage/info', json: [id] }, token);
        cells += 1;
        const listed = ((info.json as unknown as { data?: { id: string }[] } | undefined)?.data ?? []).map((f) => f.id);
        if (column.username === undefined ? info.status !== 401 : info.status !== 200 || listed.includes(id) !== readable) {
          wrong.push(`info (${kind}) as ${column.name}: ${info.status} ${JSON.stringify(listed)}, readable ${readable}`);
        }
        // Deleting is for holders of kernel:storage:delete, whoever owns the file.
        const caller = facts(column);
        const deleteExpected = !caller ? 401 : caller.isAdmin || caller.permissions.includes('kernel:storage:delete') ? 200 : 403;
        const removed = await request({ method: 'DELETE', path: `/kernel/storage/${fileOf(kind)}` }, token);
        cells += 1;
        if (removed.status !== deleteExpected) wrong.push(`delete (${kind}) as ${column.name}: ${removed.status}, expected ${deleteExpected}`);
      }
    }
    console.log(
      `file ownership matrix: ${KINDS.length} kinds of owner x ${COLUMNS.length} columns x 5 calls = ${cells} cells (reads: ${counts[200]} x 200, ${counts[401]} x 401, ${counts[403]} x 403)`,
    );
    expect(wrong).toEqual([]);
  });

  it('lets an <img> load its own avatar through the signed link of auth/info, and nothing else through it', async () => {
    const token = await tokenFor({ name: 'admin', username: 'admin' });
    const info = await request({ method: 'GET', path: '/auth/info' }, token);
    const link = (info.json as unknown as { data: { avatarPath: string } }).data.avatarPath;
    expect(link).toMatch(/^\/kernel\/storage\/cache\/\d+\?sub=1&role=1&expires=\d+&signature=[\w-]+$/);
    const image = await fetch(`${BASE}${link}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const url = new URL(`${BASE}${link}`);
    const tampered = new URL(url);
    tampered.searchParams.set('sub', '2');
    expect((await fetch(tampered)).status).toBe(401);
    const otherFile = new URL(url);
    otherFile.pathname = `/kernel/storage/cache/${fileOf("staff's upload")}`;
    expect((await fetch(otherFile)).status).toBe(401);
    const expired = new URL(url);
    expired.searchParams.set('expires', '1000');
    expect((await fetch(expired)).status).toBe(401);
    // The link is for one operation only: the download of the same file still needs a token.
    expect((await fetch(`${BASE}/kernel/storage/download/${url.pathname.split('/').pop()}${url.search}`)).status).toBe(401);
  });

  it("makes a notice's attachments readable by everyone signed in", async () => {
    const studentToken = await tokenFor({ name: 'student', username: 'student' });
    const staffToken = await tokenFor({ name: 'staff', username: 'staff' });
    const attachment = fileOf("staff's upload");
    expect((await request({ method: 'GET', path: `/kernel/storage/download/${attachment}` }, studentToken)).status).toBe(403);
    const notice = await request(
      {
        method: 'POST',
        path: '/kernel/api/config/notice',
        json: { title: '附件测试', content: '&lt;p&gt;x&lt;/p&gt;', filekey: JSON.stringify([attachment]) },
      },
      staffToken,
    );
    expect(notice.status).toBe(200);
    expect((await request({ method: 'GET', path: `/kernel/storage/download/${attachment}` }, studentToken)).status).toBe(200);
  });
});
