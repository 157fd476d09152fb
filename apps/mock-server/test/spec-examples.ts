/**
 * Every operation of the spec called with nothing but its own examples (every parameter that has
 * one, the JSON body's example, the form fields' example), in an order that lets each find what it
 * names: reads, then writes, then deletes, then the token life cycle on sessions of its own, and the
 * password change last. The examples name records of the default seed (`pnpm mock`), so a backend
 * started with it must accept every one; `spec-examples.test.ts` checks that.
 */
import { type CallAnswer, createHttp } from '../../../scripts/contract/http.ts';
import { AREAS } from '../../../scripts/contract/scenarios/registry.ts';
import { type ContractSpec, type SpecOperation, exampleOf } from '../../../scripts/contract/spec.ts';

export type Caller = 'admin' | 'student' | 'teacher' | 'college' | 'fresh-admin';

export interface ExampleCall {
  operation: SpecOperation;
  caller: Caller;
  answer: CallAnswer;
}

/** The demo accounts of the seed (README), one per kind of caller. */
const ACCOUNTS: Record<Exclude<Caller, 'fresh-admin'>, string> = { admin: 'admin', student: 'student', teacher: 'teacher', college: 'college' };
const SESSION_OPS = ['changeRole', 'expireToken', 'refreshToken', 'logout'];

/** The degree examples appeal the thesis the review examples fail first (a result is appealed within days of it). */
const AFTER_WRITES = ['appealReview', 'decideAppeal'];
/** A PDF a reader opens: the reviewer's copy of a thesis is rewritten from the upload. */
const THESIS_PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

function stage(op: SpecOperation, readingPosts: ReadonlySet<string>): number {
  if (op.id === 'changePassword') return 4;
  if (SESSION_OPS.includes(op.id)) return 3;
  if (op.method === 'delete') return 2;
  if (AFTER_WRITES.includes(op.id)) return 1.5;
  if (op.method === 'get' || readingPosts.has(op.id)) return 0;
  return 1;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function callEveryExample(spec: ContractSpec, baseUrl: string): Promise<ExampleCall[]> {
  const http = createHttp(baseUrl, 60_000);
  const readingPosts = new Set(AREAS.flatMap((area) => area.readingPosts ?? []));
  const accountOnly = new Map(AREAS.flatMap((area) => Object.entries(area.accountOnly ?? {})));

  async function signIn(username: string): Promise<string> {
    const answer = await http({ method: 'post', path: '/auth/login', json: { username, password: '123456' } });
    const token = isRecord(answer.json) && isRecord(answer.json.data) ? answer.json.data.token : undefined;
    if (typeof token !== 'string') throw new Error(`${username} could not sign in: ${new TextDecoder().decode(answer.bytes)}`);
    return token;
  }
  const tokens = {
    admin: await signIn(ACCOUNTS.admin),
    student: await signIn(ACCOUNTS.student),
    teacher: await signIn(ACCOUNTS.teacher),
    college: await signIn(ACCOUNTS.college),
  };

  // The photo uploads send a photo of the seed, so the bytes are an image the backend takes.
  const photo = await http({ method: 'get', path: '/cloud-xj/api/xj/xjxx/showXczp', query: { xykh: '2024001010' }, token: tokens.admin });

  const ordered = [...spec.operations].sort((a, b) => stage(a, readingPosts) - stage(b, readingPosts));
  const calls: ExampleCall[] = [];
  let fresh: string | undefined;
  for (const operation of ordered) {
    const kind = accountOnly.get(operation.id);
    let caller: Caller = kind ?? 'admin';
    let token: string | undefined = kind ? tokens[kind] : tokens.admin;
    if (SESSION_OPS.includes(operation.id)) {
      // changeRole and logout end the token they get; refreshToken takes the one expireToken expired.
      if (operation.id !== 'refreshToken' || !fresh) fresh = await signIn(ACCOUNTS.admin);
      caller = 'fresh-admin';
      token = fresh;
    }
    if (operation.isPublic) token = undefined;

    const params: Record<string, string> = {};
    const query: Record<string, string | number | boolean> = {};
    for (const p of operation.parameters) {
      const example = exampleOf(p);
      if (example === undefined) continue;
      if (p.in === 'path') params[p.name] = String(example);
      else if (p.in === 'query') query[p.name] = example as string | number | boolean;
    }
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    const content = operation.requestBody?.content ?? {};
    let json: unknown;
    let form: FormData | undefined;
    if (content['application/json']) json = content['application/json'].example;
    const multipart = content['multipart/form-data'];
    if (multipart) {
      form = new FormData();
      const fields = isRecord(multipart.example) ? multipart.example : {};
      for (const [name, value] of Object.entries(fields)) {
        if (name !== 'file') form.append(name, String(value));
      }
      if (operation.id === 'importCandidates') {
        // The admissions import reads a workbook: the backend's own template, whose sample row imports.
        const template = await http({ method: 'get', path: '/cloud-xj/api/zs/lq/template', token: tokens.admin });
        form.append('file', new Blob([template.bytes.slice()], { type: template.mediaType }), '录取名单.xlsx');
      } else if (operation.id === 'importCourses') {
        // The course import reads a workbook too: the backend's template, whose sample row imports on the seed.
        const template = await http({ method: 'get', path: '/cloud-xj/api/pkgl/kcgl/template', token: tokens.admin });
        form.append('file', new Blob([template.bytes.slice()], { type: template.mediaType }), '课程库.xlsx');
      } else if (['uploadSupervisorReviewForm', 'uploadThesisReviewForm', 'uploadDefenceRecord'].includes(operation.id)) {
        // A review form or defence record must be a PDF or Word document by its bytes (SPEC 7 upload endpoints).
        form.append('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), '评审表.pdf');
      } else if (operation.id === 'submitThesis') {
        form.append('file', new Blob([THESIS_PDF], { type: 'application/pdf' }), '学位论文.pdf');
      } else {
        const image = operation.id !== 'uploadFile';
        const bytes = image ? photo.bytes.slice() : new TextEncoder().encode('研究生学籍信息核对说明\n');
        form.append('file', new Blob([bytes], { type: image ? photo.mediaType : 'text/plain' }), image ? 'photo.png' : '核对说明.txt');
      }
    }
    const answer = await http({ method: operation.method, path, query, token, json, form });
    calls.push({ operation, caller, answer });
    if (operation.id === 'expireToken' || operation.id === 'refreshToken') {
      const data = isRecord(answer.json) && isRecord(answer.json.data) ? answer.json.data : undefined;
      if (operation.id === 'refreshToken' && typeof data?.token === 'string') fresh = data.token;
    } else if (SESSION_OPS.includes(operation.id)) fresh = undefined;
  }
  return calls;
}

/** `POST /auth/login as admin: HTTP 200`, for messages. */
export function describeCall(call: ExampleCall): string {
  return `${call.operation.method.toUpperCase()} ${call.operation.path} as ${call.caller}: HTTP ${call.answer.status}`;
}
