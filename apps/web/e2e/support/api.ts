/**
 * Direct calls to the mock server for test setup (sign in, create or read data), bypassing the
 * browser and the preview proxy. Paths are the API's own, without the app's `/api` prefix.
 */
import type { Account } from './accounts.ts';
import { mockUrl } from './env.ts';

/** The backend envelope; a `code` outside these is an error even under HTTP 200. */
export interface Envelope<T = unknown> {
  code: number | string;
  message?: string | null;
  data?: T;
}

export const successCodes: readonly (number | string)[] = [200, 0, '200', '0'];

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'code' in body && (typeof body.code === 'number' || typeof body.code === 'string');
}

export class MockApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    const message = isEnvelope(body) ? `code ${body.code}: ${body.message ?? ''}` : JSON.stringify(body);
    super(`${method} ${path} -> HTTP ${status}, ${message}`);
    this.name = 'MockApiError';
  }
}

/** The application engine's calls (AREAS.md "One way to run an application"). */
export const applicationsPath = '/cloud-xj/api/sq/applications';

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
}

/** Calls the mock server and returns `data` of a success envelope; anything else throws MockApiError. */
export async function call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const url = new URL(path, mockUrl);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: reported as text below
  }
  if (!response.ok || !isEnvelope(body) || !successCodes.includes(body.code)) {
    throw new MockApiError(method, path, response.status, body);
  }
  return body.data as T;
}

export interface LoginResult {
  token: string;
  user: { id: string; username: string; roles: { id: string; name: string; roleKey: string }[] } & Record<string, unknown>;
}

/** Password sign-in; returns the token and the user as the mock answers them. */
export async function loginResult(account: Pick<Account, 'username' | 'password'>): Promise<LoginResult> {
  const result = await call<LoginResult>('POST', '/auth/login', { body: { username: account.username, password: account.password } });
  if (!result?.token) throw new Error(`POST /auth/login for ${account.username} returned no token`);
  return result;
}

/** Password sign-in; returns the access token (valid for tokenLifetimeSec of env.ts). */
export async function login(account: Pick<Account, 'username' | 'password'>): Promise<string> {
  return (await loginResult(account)).token;
}

/** Stores a file through `POST kernel/storage` (test setup); answers the stored file. */
export async function uploadFile(
  token: string,
  name: string,
  bytes: Uint8Array,
  fields: { modules?: string; biz?: string } = {},
): Promise<{ id: string; realName: string; fileSize: number }> {
  const form = new FormData();
  form.append('file', new Blob([bytes.slice()]), name);
  if (fields.modules) form.append('modules', fields.modules);
  if (fields.biz) form.append('biz', fields.biz);
  const response = await fetch(new URL('/kernel/storage', mockUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(15_000),
  });
  const body: unknown = await response.json();
  if (!response.ok || !isEnvelope(body) || !successCodes.includes(body.code)) throw new MockApiError('POST', '/kernel/storage', response.status, body);
  return body.data as { id: string; realName: string; fileSize: number };
}
