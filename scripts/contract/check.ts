/**
 * The contract check of a live backend, the generic engine: signs in, calls every operation of the
 * bundled OpenAPI description and judges every answer against the spec (status, envelope, `data`
 * schema, blob media type and Content-Disposition). Parameters come from values read back from earlier
 * answers that met the contract, else from the spec's examples; what only an area knows (which reads
 * provide ids, its writes) lives in `scenarios/<area>.ts`, listed in `scenarios/registry.ts`.
 *
 * A bad answer is a FAIL of that operation with its reason, never the end of the run: every operation
 * gets a verdict. `runContract` returns the report; `cli.ts` prints it and sets the exit code.
 */
import type { components } from '../../packages/sdk/src/generated/schema.ts';
import { type CallAnswer, type CallInput, type QueryValue, createHttp } from './http.ts';
import {
  type AccountKind,
  type AreaScenario,
  type ContractOptions,
  type ContractRun,
  type Credentials,
  type Reply,
  type RequestPlan,
  type ValueKey,
} from './scenario.ts';
import { AREAS } from './scenarios/registry.ts';
import { type ContractSpec, type SpecOperation, exampleOf, loadSpec } from './spec.ts';
import { verifyAnswer } from './verify.ts';

export type { ContractOptions, Credentials } from './scenario.ts';

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
  /** A scenario that stopped on an error of its own (a bug of the check): the run went on without it. */
  errors: string[];
}

/** POST operations that only read, over every area: run without `writes` too. */
export const READING_POSTS: ReadonlySet<string> = new Set(AREAS.flatMap((area) => area.readingPosts ?? []));

type PublicKeyResult = components['schemas']['PublicKeyResult'];
type LoginResult = components['schemas']['LoginResult'];

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
  return String(error);
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

export async function runContract(options: ContractOptions, areas: readonly AreaScenario[] = AREAS): Promise<ContractReport> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const spec: ContractSpec = loadSpec(options.specFile);
  const http = createHttp(options.baseUrl, options.timeoutMs ?? 60_000);

  const calls = new Map<string, CallRecord[]>();
  const failures = new Map<string, { path: string; reason: string }>();
  const skips = new Map<string, string>();
  const errors: string[] = [];
  /** Operations a scenario or the engine has dealt with: called, skipped or planned for later. */
  const handled = new Set<string>();

  const areaOfTag = new Map(areas.flatMap((area) => area.tags.map((tag) => [tag, area] as const)));
  const areaOf = (operation: SpecOperation): AreaScenario | undefined => areaOfTag.get(operation.tag);
  const manual = new Set(areas.flatMap((area) => area.manual ?? []));
  const accountOnly = new Map(areas.flatMap((area) => Object.entries(area.accountOnly ?? {})));
  const requests = new Map(areas.flatMap((area) => Object.entries(area.requests ?? {})));

  function op(id: string): SpecOperation {
    const found = spec.byId.get(id);
    if (!found) throw new Error(`The spec has no operation ${id}`);
    return found;
  }

  function recordCall(id: string, entry: CallRecord): void {
    handled.add(id);
    const list = calls.get(id) ?? [];
    list.push(entry);
    calls.set(id, list);
    if (!entry.ok && !failures.has(id)) failures.set(id, { path: entry.path ?? '$', reason: entry.reason ?? 'failed' });
  }

  // ---- the session: public key and sign-in ----------------------------------------------------

  let encrypt: ((json: unknown) => unknown) | undefined;
  const main: { token?: string; reason: string } = { reason: 'POST /auth/login was not called' };
  const accounts = new Map<AccountKind, Promise<string | undefined>>();

  /** Values by parameter name, read back from earlier answers (`xykh` of a student from the search, ...). */
  const known = new Map<string, QueryValue>();
  const values = new Map<string, unknown>();
  const cleanups: Array<() => Promise<unknown>> = [];

  /** A parameter's value: the plan's, else a read-back one its schema accepts, else the spec's example. */
  function fill(operation: SpecOperation, plan: RequestPlan): { path: string; query: Record<string, QueryValue> } | string {
    const params: Record<string, string> = {};
    const query: Record<string, QueryValue> = {};
    for (const [name, value] of Object.entries(plan.query ?? {})) if (value !== null) query[name] = value;
    for (const p of operation.parameters) {
      if (p.in !== 'path' && p.in !== 'query') continue;
      const planned = p.in === 'path' ? plan.params?.[p.name] : plan.query?.[p.name];
      if (planned === null) continue;
      let value: QueryValue = planned;
      if (value === undefined && known.has(p.name)) {
        const candidate = known.get(p.name);
        // A value read back from one answer may not fit another operation's parameter (a longer name, ...).
        if (spec.validatorFor(`param:${p.name}:${JSON.stringify(p.schema)}`, p.schema)(candidate)) value = candidate;
      }
      if (value === undefined && (p.required || p.in === 'path')) value = exampleOf(p) as QueryValue;
      if (value === undefined && p.required) return `no value for the required ${p.in} parameter '${p.name}' (no example in the spec)`;
      if (value === undefined) continue;
      if (p.in === 'path') params[p.name] = String(value);
      else query[p.name] = value;
    }
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    return { path, query };
  }

  function exampleBody<T>(id: string): T | undefined {
    const media = op(id).requestBody?.content['application/json'];
    return clone(media?.example) as T | undefined;
  }

  async function call(id: string, plan: RequestPlan = {}): Promise<Reply | undefined> {
    const operation = op(id);
    handled.add(id);
    const token = operation.isPublic ? undefined : (plan.token ?? main.token);
    if (!operation.isPublic && !token) {
      run.skip(id, `needs a signed-in session: ${main.reason}`);
      return undefined;
    }
    const filled = fill(operation, plan);
    if (typeof filled === 'string') {
      run.skip(id, filled);
      return undefined;
    }
    let json = plan.json;
    if (json === undefined && plan.form === undefined && operation.requestBody?.required) json = exampleBody(id);
    if (json !== undefined && encrypt) json = encrypt(json);
    const input: CallInput = { method: operation.method, path: filled.path, query: filled.query, token, json, form: plan.form };
    let answer: CallAnswer;
    try {
      answer = await http(input);
    } catch (error) {
      const reason = `request failed: ${messageOf(error)}`;
      recordCall(id, { status: 0, mediaType: '', ms: 0, ok: false, path: '$', reason });
      return undefined;
    }
    const verdict = verifyAnswer(spec, operation, answer);
    recordCall(id, {
      status: answer.status,
      mediaType: answer.mediaType,
      ms: answer.ms,
      ok: verdict.ok,
      ...(verdict.ok ? {} : { path: verdict.path, reason: verdict.reason }),
    });
    const body = answer.json;
    const data = verdict.ok && typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : undefined;
    return { ...answer, ok: verdict.ok, data };
  }

  async function signInAs(credentials: Credentials): Promise<LoginResult | undefined> {
    // ajv has checked the answer against LoginResult, so the cast states what was verified.
    const reply = await call('login', { json: { username: credentials.username, password: credentials.password } });
    return reply?.ok ? (reply.data as LoginResult) : undefined;
  }

  const run: ContractRun = {
    options,
    spec,
    stamp: Date.now().toString(36),
    call,
    async data<T>(id: string, plan?: RequestPlan): Promise<T | undefined> {
      const reply = await call(id, plan);
      return reply?.ok ? (reply.data as T) : undefined;
    },
    exampleBody,
    skip(id, reason) {
      op(id);
      handled.add(id);
      if (!calls.has(id) && !skips.has(id)) skips.set(id, reason);
    },
    fail(id, path, reason) {
      op(id);
      handled.add(id);
      if (!failures.has(id)) failures.set(id, { path, reason });
    },
    param(name, value) {
      if (value !== undefined && value !== null && value !== '') known.set(name, value);
    },
    set<T>(key: ValueKey<T>, value: T | undefined) {
      if (value === undefined) values.delete(key.name);
      else values.set(key.name, value);
    },
    get<T>(key: ValueKey<T>): T | undefined {
      return values.get(key.name) as T | undefined;
    },
    accountToken(kind) {
      let token = accounts.get(kind);
      if (!token) {
        const credentials = options[kind];
        token = credentials ? signInAs(credentials).then((result) => result?.token) : Promise.resolve(undefined);
        accounts.set(kind, token);
      }
      return token;
    },
    async signIn() {
      const result = await signInAs(options.credentials);
      return result ? { token: result.token, roleIds: result.user.roles.map((role) => role.id) } : undefined;
    },
    cleanup(undo) {
      cleanups.push(undo);
    },
  };

  /** Runs one phase of one area; an error of the scenario's own is reported, and the run goes on. */
  async function phase(area: AreaScenario, name: string, step: (() => Promise<void>) | undefined): Promise<void> {
    if (!step) return;
    try {
      await step();
    } catch (error) {
      errors.push(`The ${area.name} scenario stopped in ${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      for (const operation of spec.operations) {
        if (areaOf(operation) === area && !calls.has(operation.id)) run.skip(operation.id, `the ${area.name} scenario stopped in ${name}: ${messageOf(error)}`);
      }
    }
  }

  // 1. The public key: SPEC 7, JSON bodies travel RSA-encrypted when the backend hands out a key.
  const key = await run.data<PublicKeyResult>('getPublicKey');
  if (key && key.mockServer !== true && key.publicKey.trim() !== '') {
    const { encryptPayload } = await import('../../packages/sdk/src/crypto.ts');
    const publicKey = key.publicKey.trim();
    try {
      encryptPayload({}, publicKey);
      encrypt = (json) => encryptPayload(json, publicKey);
    } catch (error) {
      run.fail('getPublicKey', '$.data.publicKey', `is not a readable RSA public key (${messageOf(error)}); JSON bodies are sent unencrypted`);
    }
  }

  // 2. Sign-in; without it only the public operations can be reached.
  const session = await signInAs(options.credentials);
  main.token = session?.token;
  const loginFailure = failures.get('login');
  main.reason = loginFailure ? `sign-in failed, POST /auth/login ${loginFailure.path} ${loginFailure.reason}` : 'sign-in failed, see POST /auth/login';

  // 3. The reads that provide the ids the others need, area by area.
  for (const area of areas) await phase(area, 'provide', area.provide && (() => area.provide!(run)));

  // 4. Every other read, in the spec's order.
  for (const operation of spec.operations) {
    if (handled.has(operation.id) || manual.has(operation.id) || accountOnly.has(operation.id)) continue;
    if (operation.method !== 'get' && !READING_POSTS.has(operation.id)) continue;
    const plan = requests.get(operation.id);
    const area = areaOf(operation);
    await (area ? phase(area, `the read ${operation.id}`, async () => void (await call(operation.id, plan?.(run)))) : call(operation.id));
  }

  // 5. Reads that answer only for a student or a supervisor, as that account.
  for (const [id, kind] of accountOnly) {
    if (handled.has(id) || op(id).method !== 'get') continue;
    const who = kind === 'student' ? 'a student account' : 'an account with a staff number (a supervisor)';
    const token = main.token ? await run.accountToken(kind) : undefined;
    if (!main.token) run.skip(id, `needs a signed-in session: ${main.reason}`);
    else if (!options[kind]) run.skip(id, `answers only for ${who}: pass --${kind}-username and --${kind}-password`);
    else if (!token) run.skip(id, `the ${kind} account could not sign in`);
    else await call(id, { ...requests.get(id)?.(run), token });
  }

  // 6. The areas' own reads, then their writes, undone last registered first.
  for (const area of areas) await phase(area, 'reads', area.reads && (() => area.reads!(run)));
  if (options.writes) {
    for (const area of areas) await phase(area, 'writes', area.writes && (() => area.writes!(run)));
    for (const undo of cleanups.reverse()) {
      try {
        await undo();
      } catch (error) {
        errors.push(`A clean-up step stopped: ${messageOf(error)}`);
      }
    }
  }

  // 7. Last: what ends sessions.
  for (const area of areas) await phase(area, 'last', area.last && (() => area.last!(run)));

  // ---- the report -------------------------------------------------------------------------------
  const writeReason = 'a write: pass --writes to run it on records the check creates and removes';
  const operations: OperationResult[] = spec.operations.map((operation) => {
    const list = calls.get(operation.id) ?? [];
    const base = { operationId: operation.id, method: operation.method.toUpperCase(), path: operation.path, calls: list };
    const failure = failures.get(operation.id);
    if (failure) return { ...base, result: 'FAIL', jsonPath: failure.path, reason: failure.reason };
    if (list.length > 0) return { ...base, result: 'PASS' };
    const area = areaOf(operation);
    const planned = area
      ? `no request was planned for it (add one to scripts/contract/scenarios/${area.name}.ts)`
      : `its tag '${operation.tag}' has no scenario: add scripts/contract/scenarios/<area>.ts and its line in scenarios/registry.ts`;
    const reason = skips.get(operation.id) ?? (!main.token ? `needs a signed-in session: ${main.reason}` : options.writes ? planned : writeReason);
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
    errors,
  };
}

/** `PASS GET /kernel/notice`, `FAIL GET /x $.data.xm must be string`, `SKIP POST /auth/sso <why>`. */
export function formatResult(result: OperationResult): string {
  const head = `${result.result} ${result.method} ${result.path}`;
  if (result.result === 'FAIL') return `${head} ${result.jsonPath ?? '$'} ${result.reason ?? ''}`.trimEnd();
  if (result.result === 'SKIP') return `${head} ${result.reason ?? ''}`.trimEnd();
  return head;
}
