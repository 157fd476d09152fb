/**
 * The contract check of a live backend: signs in, calls every operation of the bundled OpenAPI
 * description with realistic parameters (the spec's examples, or ids read back from list answers) and
 * judges every answer against the spec (status, envelope, `data` schema, blob media type and
 * Content-Disposition). With `writes` it also runs the write operations on records it creates and
 * removes again. `runContract` returns the report; `cli.ts` prints it and sets the exit code.
 */
import { idCardCheckChar } from '../../packages/sdk/src/validators.ts';
import { type CallAnswer, type CallInput, type HttpCall, type QueryValue, createHttp } from './http.ts';
import { type ContractSpec, type SpecOperation, exampleOf, loadSpec } from './spec.ts';
import { type Verdict, verifyAnswer } from './verify.ts';

export interface Credentials {
  username: string;
  password: string;
}

export interface ContractOptions {
  baseUrl: string;
  /** An account that holds every permission (the super administrator). */
  credentials: Credentials;
  /** Also run the write operations, on records the check creates and removes again. */
  writes: boolean;
  /**
   * Also run writes the API cannot undo: an approval (there is no delete) on the check's own temporary
   * student. Off by default so a shared server keeps no trace of the check.
   */
  allowResidue?: boolean;
  /** Accounts for the operations that answer only for a student or for a supervisor (staff number). */
  student?: Credentials | undefined;
  teacher?: Credentials | undefined;
  /** The portal payload for `POST /auth/sso` and a fresh CAS ticket for `POST /auth/cas`. */
  ssoPayload?: string | undefined;
  casTicket?: string | undefined;
  /** A phone that may receive a sign-in SMS (`POST /auth/smsCode`, with `writes`). */
  smsPhone?: string | undefined;
  specFile?: string | undefined;
  timeoutMs?: number;
}

export type Outcome = 'PASS' | 'FAIL' | 'SKIP';

export interface CallRecord {
  status: number;
  mediaType: string;
  ms: number;
  ok: boolean;
  path?: string;
  reason?: string;
}

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  result: Outcome;
  /** FAIL: where in the answer (`$.data.records[0].xm`, `header Content-Type`, ...). */
  jsonPath?: string;
  /** FAIL: what is wrong; SKIP: why the operation was not called. */
  reason?: string;
  calls: CallRecord[];
}

export interface ContractReport {
  baseUrl: string;
  spec: { file: string; version: string; operations: number };
  writes: boolean;
  startedAt: string;
  durationMs: number;
  counts: { pass: number; fail: number; skip: number; calls: number };
  operations: OperationResult[];
}

interface Student {
  id: string;
  xykh: string;
  xm?: string;
  xydm?: string;
  zydm?: string;
  pycc?: string;
  xwlx?: string;
  xxxs?: string;
  rxnj?: number;
  dsgh?: string | null;
  byzbh?: string | null;
  xjzt?: string;
  lb?: string;
}

/** POST operations that only read (the body is a filter too large for a URL): run without `writes` too. */
export const READING_POSTS: ReadonlySet<string> = new Set(['searchStudents', 'getFilesInfo', 'exportStudentsExcel', 'exportSearchExcel', 'exportPhotos', 'exportImportTemplate', 'exportGraduates']);

/** Which record an `id` parameter names, per operation. */
const ID_SOURCE: Record<string, 'notice' | 'file' | 'student'> = {
  getPublicNotice: 'notice',
  downloadFile: 'file',
  getCachedFile: 'file',
  getStudentById: 'student',
};

/** Operations that answer only for one kind of account (the spec says so in their descriptions). */
const ACCOUNT_ONLY: Record<string, 'student' | 'teacher'> = {
  getOwnStudentRecord: 'student',
  getOwnEnrolmentCertificate: 'student',
  updateOwnPhoto: 'student',
  listSupervisorStudents: 'teacher',
};

/** Token life-cycle calls: run last, on a session of their own, so the main token stays valid. */
const SESSION_OPS = ['changeRole', 'expireToken', 'refreshToken', 'logout'];

function dataOf<T>(answer: CallAnswer | undefined): T | undefined {
  const body = answer?.json as { data?: T } | undefined;
  return answer?.status === 200 && body && typeof body === 'object' ? body.data : undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
  return String(error);
}

/** A valid, random 18-digit ID card number (GB 11643), born 1985-2004, so new students pass SPEC 5. */
export function randomIdCard(random: () => number = Math.random): string {
  const birth = new Date(Date.UTC(1985, 0, 1) + Math.floor(random() * 20 * 365) * 86_400_000);
  const date = `${birth.getUTCFullYear()}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${String(birth.getUTCDate()).padStart(2, '0')}`;
  const first17 = `110101${date}${String(Math.floor(random() * 1000)).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

export async function runContract(options: ContractOptions): Promise<ContractReport> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const spec: ContractSpec = loadSpec(options.specFile);
  const http: HttpCall = createHttp(options.baseUrl, options.timeoutMs ?? 60_000);
  const stamp = `${Date.now().toString(36)}`;

  const calls = new Map<string, CallRecord[]>();
  const failures = new Map<string, { path: string; reason: string }>();
  const skips = new Map<string, string>();

  function op(id: string): SpecOperation {
    const found = spec.byId.get(id);
    if (!found) throw new Error(`The spec has no operation ${id}`);
    return found;
  }

  function record(id: string, entry: CallRecord, verdict: Verdict): void {
    const list = calls.get(id) ?? [];
    list.push(entry);
    calls.set(id, list);
    if (!verdict.ok && !failures.has(id)) failures.set(id, { path: verdict.path, reason: verdict.reason });
  }

  function skip(id: string, reason: string): void {
    if (!calls.has(id) && !skips.has(id)) skips.set(id, reason);
  }

  // ---- calling one operation ------------------------------------------------------------------

  let publicKey = '';
  let encrypt: ((json: unknown) => unknown) | undefined;

  interface Request {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    json?: unknown;
    form?: FormData;
    /** Defaults to the main session; `null` sends no token (public operations always go without). */
    token?: string | null;
  }

  /** The main session's token, once signed in. */
  const main: { token?: string } = {};

  async function invoke(id: string, request: Request = {}): Promise<CallAnswer | undefined> {
    const operation = op(id);
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? ''));
    const token = operation.isPublic || request.token === null ? undefined : (request.token ?? main.token);
    const json = request.json !== undefined && encrypt ? encrypt(request.json) : request.json;
    const input: CallInput = { method: operation.method, path, query: request.query, token, json, form: request.form };
    let answer: CallAnswer;
    try {
      answer = await http(input);
    } catch (error) {
      const reason = `request failed: ${messageOf(error)}`;
      record(id, { status: 0, mediaType: '', ms: 0, ok: false, path: '$', reason }, { ok: false, path: '$', reason });
      return undefined;
    }
    const verdict = verifyAnswer(spec, operation, answer);
    record(id, { status: answer.status, mediaType: answer.mediaType, ms: answer.ms, ok: verdict.ok, ...(verdict.ok ? {} : { path: verdict.path, reason: verdict.reason }) }, verdict);
    return answer;
  }

  async function signIn(credentials: Credentials): Promise<{ token: string; user: { id: string; roles?: { id: string }[] } } | undefined> {
    return dataOf(await invoke('login', { json: { username: credentials.username, password: credentials.password } }));
  }

  // ---- what the reads need: values read back from list answers --------------------------------

  /** Values by parameter name, filled from earlier answers (`xykh` of a student from the search, ...). */
  const known = new Map<string, QueryValue>();
  const ids: Partial<Record<'notice' | 'file' | 'student', string>> = {};
  let student: Student | undefined;
  let visiting: Student | undefined;
  const handled = new Set<string>();

  function fill(operation: SpecOperation): { params: Record<string, string>; query: Record<string, QueryValue> } | string {
    const params: Record<string, string> = {};
    const query: Record<string, QueryValue> = {};
    for (const p of operation.parameters) {
      let value: QueryValue;
      if (p.name === 'id' && ID_SOURCE[operation.id]) {
        value = ids[ID_SOURCE[operation.id]!];
        if (value === undefined) return `no ${ID_SOURCE[operation.id]} id: the list call that provides one gave none`;
      } else if (operation.id === 'getVisitingStudent' && p.name === 'xykh') {
        value = visiting?.xykh;
        if (value === undefined) return 'no visiting student (lb 2) found by stuinfo/Search';
      } else if (known.has(p.name)) {
        value = known.get(p.name);
      } else if (p.required) {
        value = exampleOf(p) as QueryValue;
        if (value === undefined) return `no value for the required ${p.in} parameter '${p.name}' (no example in the spec)`;
      } else if (p.name === 'current') value = 1;
      else if (p.name === 'size') value = 10;
      if (value === undefined) continue;
      if (p.in === 'path') params[p.name] = String(value);
      else if (p.in === 'query') query[p.name] = value;
    }
    return { params, query };
  }

  async function read(id: string, extra: Partial<Request> = {}): Promise<CallAnswer | undefined> {
    handled.add(id);
    const filled = fill(op(id));
    if (typeof filled === 'string') {
      skip(id, filled);
      return undefined;
    }
    return invoke(id, { ...filled, ...extra });
  }

  const bodies: Record<string, () => unknown> = {
    getFilesInfo: () => [ids.file],
    exportStudentsExcel: () => ({ ids: [student!.id], columns: ['xykh', 'xm', 'xymc', 'zymc'] }),
    exportSearchExcel: () => ({ xykh: student!.xykh }),
    exportPhotos: () => ({ ids: [student!.id] }),
    exportGraduates: () => ({ xydm: student!.xydm }),
  };

  // ---- 1. public key and sign-in ----------------------------------------------------------------

  handled.add('getPublicKey');
  const keyResult = dataOf<{ publicKey?: string }>(await invoke('getPublicKey'));
  publicKey = keyResult?.publicKey ?? '';
  if (publicKey) {
    // SPEC 7: with a key, JSON bodies travel RSA-encrypted; the SDK's own code does it.
    const { encryptPayload } = await import('../../packages/sdk/src/crypto.ts');
    encrypt = (json) => encryptPayload(json, publicKey);
  }

  handled.add('login');
  const session = await signIn(options.credentials);
  main.token = session?.token;

  if (main.token) {
    // ---- 2. reads that provide the ids the others need -----------------------------------------
    const info = dataOf<{ user?: { id?: string; phone?: string | null } }>(await read('getUserInfo'));
    if (info?.user?.id) known.set('userId', info.user.id);

    const services = dataOf<{ service: string }[]>(await read('listServices'));
    const service = services?.find((s) => s.service === 'cloud-xj') ?? services?.[0];
    if (service) known.set('service', service.service);

    const notices = dataOf<{ records?: { id: string }[] }>(await read('listNotices'));
    ids.notice = notices?.records?.[0]?.id;

    const files = dataOf<{ records?: { id: string }[] }>(await read('listFiles'));
    ids.file = files?.records?.[0]?.id;
    if (ids.file) known.set('fileId', ids.file);

    handled.add('searchStudents');
    const page = dataOf<{ records?: Student[] }>(await invoke('searchStudents', { json: { current: 1, size: 50 } }));
    const records = page?.records ?? [];
    student = records.find((s) => s.dsgh && s.xydm && s.rxnj) ?? records[0];
    if (student) {
      ids.student = student.id;
      known.set('xykh', student.xykh);
      if (student.dsgh) known.set('gh', student.dsgh);
      if (student.xydm) known.set('xydm', student.xydm);
      if (student.rxnj) known.set('rxnj', student.rxnj);
    }
    const certified = records.find((s) => s.byzbh);
    if (certified?.byzbh) known.set('byzbh', certified.byzbh);
    visiting = dataOf<{ records?: Student[] }>(await invoke('searchStudents', { json: { lb: '2', current: 1, size: 1 } }))?.records?.[0];

    // ---- 3. every other read, in the spec's order -----------------------------------------------
    for (const operation of spec.operations) {
      if (handled.has(operation.id) || SESSION_OPS.includes(operation.id) || ACCOUNT_ONLY[operation.id]) continue;
      if (operation.method === 'get') {
        await read(operation.id);
      } else if (READING_POSTS.has(operation.id)) {
        handled.add(operation.id);
        const body = bodies[operation.id];
        if (body && !student) skip(operation.id, 'no student found by stuinfo/Search to build the body from');
        else if (body && operation.id === 'getFilesInfo' && !ids.file) skip(operation.id, 'no stored file found by GET /kernel/storage');
        else await invoke(operation.id, body ? { json: body() } : {});
      }
    }

    // ---- 4. operations that answer only for a student or a supervisor ---------------------------
    const accounts = { student: options.student, teacher: options.teacher };
    const tokens: Partial<Record<'student' | 'teacher', string>> = {};
    for (const kind of ['student', 'teacher'] as const) {
      const credentials = accounts[kind];
      if (credentials) tokens[kind] = (await signIn(credentials))?.token;
    }
    for (const [id, kind] of Object.entries(ACCOUNT_ONLY)) {
      if (op(id).method !== 'get') continue;
      handled.add(id);
      const who = kind === 'student' ? 'a student account' : 'an account with a staff number (a supervisor)';
      if (!accounts[kind]) skip(id, `answers only for ${who}: pass --${kind}-username and --${kind}-password`);
      else if (!tokens[kind]) skip(id, `the ${kind} account could not sign in`);
      else await read(id, { token: tokens[kind] });
    }

    // ---- 5. the other ways in -------------------------------------------------------------------
    handled.add('ssoLogin');
    if (options.ssoPayload) await invoke('ssoLogin', { json: { payload: options.ssoPayload } });
    else skip('ssoLogin', 'needs a payload from the single sign-on portal: pass --sso-payload');
    handled.add('casLogin');
    if (options.casTicket) await invoke('casLogin', { query: { ticket: options.casTicket } });
    else skip('casLogin', 'needs a fresh CAS service ticket: pass --cas-ticket');

    // ---- 6. writes on records the check creates and removes again -------------------------------
    if (options.writes) {
      await runWrites(tokens.student);
    }

    // ---- 7. the token life cycle, on a session of its own ----------------------------------------
    const throwaway = await signIn(options.credentials);
    if (throwaway) {
      const roleId = throwaway.user.roles?.[0]?.id;
      let token = throwaway.token;
      if (roleId) {
        const switched = dataOf<{ token?: string }>(await invoke('changeRole', { query: { id: roleId }, token }));
        if (switched?.token) token = switched.token;
      } else skip('changeRole', 'the sign-in answer lists no role to switch to');
      await invoke('expireToken', { token });
      const refreshed = dataOf<{ token?: string }>(await invoke('refreshToken', { token }));
      if (refreshed?.token) token = refreshed.token;
      // Revokes only the check's own extra session, so it runs without `writes` too.
      await invoke('logout', { token });
    }
  }

  async function runWrites(studentToken: string | undefined): Promise<void> {
    const cleanups: Array<() => Promise<unknown>> = [];
    try {
      // Files: three uploads; one becomes a notice attachment, all are deleted at the end.
      const uploaded: string[] = [];
      for (const n of [1, 2, 3]) {
        const form = new FormData();
        form.append('file', new Blob([`contract check ${stamp} file ${n}\n`], { type: 'text/plain' }), `contract-check-${stamp}-${n}.txt`);
        form.append('modules', 'contract-check');
        form.append('biz', stamp);
        const stored = dataOf<{ id: string }>(await invoke('uploadFile', { form }));
        if (stored?.id) uploaded.push(stored.id);
      }
      const [first, ...rest] = uploaded;
      if (first) cleanups.push(() => invoke('deleteFile', { params: { id: first } }));
      if (rest.length > 0) cleanups.push(() => invoke('deleteFiles', { json: rest }));
      if (uploaded.length > 0) await invoke('getFilesInfo', { json: uploaded });

      // A notice with an attachment: add, edit, read signed out, delete.
      const notice = dataOf<{ id: string }>(
        await invoke('addNotice', { json: { title: `Contract check ${stamp}`, content: '&lt;p&gt;contract check&lt;/p&gt;', filekey: JSON.stringify(first ? [first] : []) } }),
      );
      if (notice?.id) {
        const noticeId = notice.id;
        cleanups.unshift(() => invoke('deleteNotice', { params: { id: noticeId } }));
        await invoke('editNotice', { json: { id: noticeId, title: `Contract check ${stamp} (edited)`, content: '&lt;p&gt;edited&lt;/p&gt;', filekey: '[]' } });
        await invoke('getPublicNotice', { query: { id: noticeId }, token: null });
      } else {
        skip('editNotice', 'addNotice gave no notice to edit');
        skip('deleteNotice', 'addNotice gave no notice to delete');
      }

      // Students: copy the coded fields of a real record so every dictionary value is valid here.
      if (!student) {
        for (const id of ['addStudent', 'addVisitingStudent', 'updateStudent', 'returnVerification', 'changeStudentStatus', 'changeCertificateNumber', 'uploadStudentPhoto', 'deleteStudent', 'addApproval']) {
          skip(id, 'no student found by stuinfo/Search to copy the college, major and level from');
        }
      } else {
        const base = { xb: '1', xydm: student.xydm, zydm: student.zydm, pycc: student.pycc, xwlx: student.xwlx, xxxs: student.xxxs, rxnj: student.rxnj };
        const created = dataOf<Student>(await invoke('addStudent', { json: { ...base, xm: '接口核查', sfzh: randomIdCard() } }));
        const guest = dataOf<Student>(await invoke('addVisitingStudent', { json: { ...base, xm: '接口核查进修', sfzh: randomIdCard() } }));
        for (const made of [created, guest]) {
          if (made?.id) cleanups.unshift(() => invoke('deleteStudent', { params: { id: made.id } }));
        }
        if (created?.id) {
          await invoke('updateStudent', { json: { id: created.id, txdz: `contract check ${stamp}` } });
          await invoke('returnVerification', { json: { ids: [created.id], reason: 'contract check' } });
          const statuses = dataOf<{ value: string }[]>(await invoke('getDictDetails', { query: { dictName: 'xj_xjzt' } })) ?? [];
          const status = statuses.find((s) => s.value !== created.xjzt)?.value ?? created.xjzt ?? '01';
          await invoke('changeStudentStatus', { json: { ids: [created.id], xjzt: status, bz: 'contract check' } });
          await invoke('changeCertificateNumber', { json: { id: created.id, byzbh: `CC${Date.now()}` } });
          // A photo of the check's own student: a real record's photo, so the image is one the server takes.
          const photo = await invoke('showPhoto', { query: { xykh: student.xykh } });
          if (created.xykh && photo?.status === 200 && photo.bytes.byteLength > 0) {
            const form = new FormData();
            form.append('file', new Blob([photo.bytes.slice()], { type: photo.mediaType || 'image/png' }), 'photo.png');
            form.append('xykh', created.xykh);
            form.append('fileType', 'byzp');
            await invoke('uploadStudentPhoto', { form });
          } else skip('uploadStudentPhoto', 'could not read a photo to upload for the new student');
          if (options.allowResidue) {
            await invoke('addApproval', {
              json: { coreKey: created.id, type: 'contract-check', callback: '/contract-check/callback', mkCode: 'contract', coreCode: 'contract', status: 1, opinion: 'contract check' },
            });
          } else skip('addApproval', 'the API cannot remove an approval afterwards: pass --allow-residue to include it');
        } else {
          for (const id of ['updateStudent', 'returnVerification', 'changeStudentStatus', 'changeCertificateNumber', 'uploadStudentPhoto', 'addApproval']) skip(id, 'addStudent gave no student to work on');
        }
      }

      // The password: changed and changed back.
      const temporary = `${options.credentials.password}-cc${stamp}`.slice(0, 64);
      const changed = await invoke('changePassword', { json: { oldPassword: options.credentials.password, newPassword: temporary } });
      if (changed?.status === 200) {
        const restored = await invoke('changePassword', { json: { oldPassword: temporary, newPassword: options.credentials.password } });
        if (restored?.status !== 200) throw new Error(`Could not restore the password of ${options.credentials.username}; it is now '${temporary}'.`);
      }

      if (options.smsPhone) await invoke('sendSmsCode', { json: { phone: options.smsPhone } });
      else skip('sendSmsCode', 'sends a real SMS: pass --sms-phone with a phone that may receive it');

      // A student's own photo: read it, then upload the same picture, so the record ends as it was.
      if (studentToken) {
        const photo = await invoke('showPhoto', { query: {}, token: studentToken });
        if (photo?.status === 200 && photo.bytes.byteLength > 0) {
          const form = new FormData();
          form.append('file', new Blob([photo.bytes.slice()], { type: photo.mediaType || 'image/png' }), 'photo.png');
          await invoke('updateOwnPhoto', { form, token: studentToken });
        } else skip('updateOwnPhoto', 'could not read the student\'s current photo to upload it again');
      } else skip('updateOwnPhoto', 'answers only for a student account: pass --student-username and --student-password');
    } finally {
      for (const cleanup of cleanups) await cleanup();
    }
  }

  // ---- the report -------------------------------------------------------------------------------
  const writeReason = 'a write: pass --writes to run it on records the check creates and removes';
  const operations: OperationResult[] = spec.operations.map((operation) => {
    const list = calls.get(operation.id) ?? [];
    const base = { operationId: operation.id, method: operation.method.toUpperCase(), path: operation.path, calls: list };
    const failure = failures.get(operation.id);
    if (failure) return { ...base, result: 'FAIL', jsonPath: failure.path, reason: failure.reason };
    if (list.length > 0) return { ...base, result: 'PASS' };
    if (!main.token && operation.id !== 'login') return { ...base, result: 'SKIP', reason: 'sign-in failed, see POST /auth/login' };
    const reason = skips.get(operation.id) ?? (options.writes ? 'no request was planned for it (add one to scripts/contract/check.ts)' : writeReason);
    return { ...base, result: 'SKIP', reason };
  });
  const count = (outcome: Outcome) => operations.filter((o) => o.result === outcome).length;
  return {
    baseUrl: options.baseUrl,
    spec: { file: spec.file, version: spec.version, operations: spec.operations.length },
    writes: options.writes,
    startedAt,
    durationMs: Math.round(performance.now() - started),
    counts: { pass: count('PASS'), fail: count('FAIL'), skip: count('SKIP'), calls: operations.reduce((n, o) => n + o.calls.length, 0) },
    operations,
  };
}

/** `PASS GET /kernel/notice`, `FAIL GET /x $.data.xm must be string`, `SKIP POST /auth/sso <why>`. */
export function formatResult(result: OperationResult): string {
  const head = `${result.result} ${result.method} ${result.path}`;
  if (result.result === 'FAIL') return `${head} ${result.jsonPath ?? '$'} ${result.reason ?? ''}`.trimEnd();
  if (result.result === 'SKIP') return `${head} ${result.reason ?? ''}`.trimEnd();
  return head;
}
