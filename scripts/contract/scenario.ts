/**
 * What an area's scenario file (`scenarios/<area>.ts`) gives the contract check, and what the check
 * gives it back (`ContractRun`). The engine (`check.ts`) calls every operation it can fill from the
 * spec on its own (parameters from values read back earlier, else the spec's examples); a scenario adds
 * what only the area knows: which reads provide the values others need, how to call a read the spec
 * cannot fill, and the writes, on records the scenario creates and removes again.
 */
import type { CallAnswer, QueryValue } from './http.ts';
import type { ContractSpec } from './spec.ts';

export interface Credentials {
  username: string;
  password: string;
}

export type AccountKind = 'student' | 'teacher' | 'college';

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
  /** A college secretary of the teacher's college (decides the college step of the teacher's application). */
  college?: Credentials | undefined;
  /** The portal payload for `POST /auth/sso` and a fresh CAS ticket for `POST /auth/cas`. */
  ssoPayload?: string | undefined;
  casTicket?: string | undefined;
  /** A phone that may receive a sign-in SMS (`POST /auth/smsCode`, with `writes`). */
  smsPhone?: string | undefined;
  specFile?: string | undefined;
  timeoutMs?: number;
}

export interface RequestPlan {
  /** Path parameters; a missing or undefined one is filled like any parameter (read-back value, else example). */
  params?: Record<string, string | undefined>;
  /** Query parameters; a missing or undefined one is filled the same way, a `null` one is left out. */
  query?: Record<string, QueryValue | null>;
  /** The JSON body; undefined sends the spec's example body when the operation requires a body. */
  json?: unknown;
  form?: FormData;
  /** Defaults to the main session; an account's token for the operations that answer only for it. */
  token?: string;
}

/** An answer and the check's verdict on it; `data` is the envelope's payload of a JSON answer. */
export interface Reply extends CallAnswer {
  /** The answer met the contract (status, envelope, schema, media type). */
  ok: boolean;
  data: unknown;
}

/** A value one scenario reads back and another uses; typed by the scenario that defines the key. */
export interface ValueKey<T> {
  readonly name: string;
  /** Never set: carries the value's type. */
  readonly type?: T;
}

export function valueKey<T>(name: string): ValueKey<T> {
  return { name };
}

export interface ContractRun {
  readonly options: ContractOptions;
  readonly spec: ContractSpec;
  /** Unique per run, for the names of the records the writes create. */
  readonly stamp: string;
  /** Calls an operation; undefined when it could not be called (the reason is recorded as a SKIP or FAIL). */
  call(id: string, plan?: RequestPlan): Promise<Reply | undefined>;
  /**
   * The `data` of an answer that met the contract, typed as the spec's schema (ajv has checked it);
   * undefined when the call failed, so nothing read back from a broken answer is ever used.
   */
  data<T>(id: string, plan?: RequestPlan): Promise<T | undefined>;
  /** A clone of the spec's example JSON body of an operation. */
  exampleBody<T>(id: string): T | undefined;
  /** Records why an operation was not called (ignored once it has been called). */
  skip(id: string, reason: string): void;
  /** Records a failure found outside an answer's own verdict (for example a password that could not be restored). */
  fail(id: string, path: string, reason: string): void;
  /** Gives every later parameter named `name` this value (unless the parameter's schema refuses it). */
  param(name: string, value: QueryValue | null | undefined): void;
  set<T>(key: ValueKey<T>, value: T | undefined): void;
  get<T>(key: ValueKey<T>): T | undefined;
  /** The token of a signed-in extra account, signed in on first use; undefined when it is not given or cannot sign in. */
  accountToken(kind: AccountKind): Promise<string | undefined>;
  /** A fresh session of the main account (for the token life cycle); undefined when sign-in fails. */
  signIn(): Promise<{ token: string; roleIds: string[] } | undefined>;
  /** Undoes a write after every area's writes, last registered first. */
  cleanup(undo: () => Promise<unknown>): void;
}

/** One area of the API as the contract check sees it; `scenarios/registry.ts` lists them. */
export interface AreaScenario {
  /** The area's name, as its folders are named (`notices`). */
  name: string;
  /** The spec tags whose operations belong to the area. */
  tags: readonly string[];
  /** POST operations that only read (the body is a filter too large for a URL): run without `writes` too. */
  readingPosts?: readonly string[];
  /** Operations that answer only for one kind of account (the spec says so in their descriptions). */
  accountOnly?: Readonly<Record<string, AccountKind>>;
  /** Operations the scenario calls itself, in `reads`, `writes` or `last`, never as a plain read. */
  manual?: readonly string[];
  /** Reads that provide the ids and keys other operations need; run first, in registry order. */
  provide?(run: ContractRun): Promise<void>;
  /** How to call a read whose parameters or body the provided values and the spec's examples do not give. */
  requests?: Readonly<Record<string, (run: ContractRun) => RequestPlan>>;
  /** Reads the engine cannot plan (the other ways in), after every plain read. */
  reads?(run: ContractRun): Promise<void>;
  /** With `writes`: writes on records the scenario creates, undone through `run.cleanup`. */
  writes?(run: ContractRun): Promise<void>;
  /** Last of all (the token life cycle, which ends sessions). */
  last?(run: ContractRun): Promise<void>;
}
