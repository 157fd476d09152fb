import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMockOptions } from '../src/config.ts';
import { createMockServer } from '../src/node.ts';
import { BASE } from './support.ts';

/**
 * What a caller sees of a token that `/refreshToken` has replaced (SPEC 4, 8). Plain fetch calls,
 * not the SDK: the SDK would replay the 402s this file is about.
 */

interface Answer {
  status: number;
  code: unknown;
  message: unknown;
  data: unknown;
}

async function call(path: string, token: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${BASE}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } });
  const body = (await response.json()) as { code: unknown; message: unknown; data: unknown };
  return { status: response.status, code: body.code, message: body.message, data: body.data };
}

async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'staff', password: '123456' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function refresh(token: string): Promise<Answer> {
  return call('/refreshToken', token);
}

function tokenOf(answer: Answer): string {
  expect(answer).toMatchObject({ status: 200, code: 200 });
  return (answer.data as { token: string }).token;
}

const info = (token: string) => call('/auth/info', token);
const GRACE_MS = defaultMockOptions.rotatedTokenGraceSec * 1000;

let clock = Date.parse('2026-09-01T08:00:00Z');
const withGrace = await createMockServer({ students: 50 }, () => clock);
const withoutGrace = await createMockServer({ students: 50, rotatedTokenGraceSec: 0 });

describe('a rotated token with the default grace period', () => {
  const mock = withGrace;
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => mock.server.close());

  it('answers 402 "token expired" within the grace period and 401 after it, while the new token works', async () => {
    const old = await signIn();
    const next = tokenOf(await refresh(old));
    expect(next).not.toBe(old);

    // A call that was already on its way with the old token when the refresh ran: the client replays it.
    expect(await info(old)).toMatchObject({ status: 402, code: 402, message: '登录令牌已过期', data: null });
    expect(await info(next)).toMatchObject({ status: 200, code: 200 });

    clock += GRACE_MS - 1;
    expect(await info(old)).toMatchObject({ status: 402, code: 402 });
    clock += 1;
    expect(await info(old)).toMatchObject({ status: 401, code: 401, data: null });
    expect(await info(next)).toMatchObject({ status: 200, code: 200 });
  });

  it('answers a repeated refresh with the old token within the grace period with the same new token, and 401 after it', async () => {
    const old = await signIn();
    const next = tokenOf(await refresh(old));
    // A lost refresh answer, or a second tab that still holds the old token: no second live token.
    expect(tokenOf(await refresh(old))).toBe(next);
    expect(tokenOf(await refresh(old))).toBe(next);
    expect(await info(next)).toMatchObject({ status: 200, code: 200 });

    clock += GRACE_MS;
    expect(await refresh(old)).toMatchObject({ status: 401, code: 401, data: null });
    expect(await info(next)).toMatchObject({ status: 200, code: 200 });
  });

  it('also rotates an expired token once: every call with it then answers 402 until the grace ends', async () => {
    const old = await signIn();
    expect(await call('/expireToken', old)).toMatchObject({ status: 200, code: 200 });
    expect(await info(old)).toMatchObject({ status: 402, code: 402 });
    const next = tokenOf(await refresh(old));
    expect(await info(old)).toMatchObject({ status: 402, code: 402 });
    expect(tokenOf(await refresh(old))).toBe(next);
    expect(await info(next)).toMatchObject({ status: 200, code: 200 });
  });

  it('ends the grace at once when the new token is signed out', async () => {
    const old = await signIn();
    const next = tokenOf(await refresh(old));
    expect(await call('/auth/logout', next, { method: 'DELETE' })).toMatchObject({ status: 200, code: 200 });
    expect(await info(old)).toMatchObject({ status: 401, code: 401 });
    expect(await refresh(old)).toMatchObject({ status: 401, code: 401 });
    expect(await info(next)).toMatchObject({ status: 401, code: 401 });
  });

  it('keeps the grace for the token just replaced only: two generations back answers 401', async () => {
    const first = await signIn();
    const second = tokenOf(await refresh(first));
    const third = tokenOf(await refresh(second));
    expect(await info(first)).toMatchObject({ status: 401, code: 401 });
    expect(await refresh(first)).toMatchObject({ status: 401, code: 401 });
    expect(await info(second)).toMatchObject({ status: 402, code: 402 });
    expect(tokenOf(await refresh(second))).toBe(third);
    expect(await info(third)).toMatchObject({ status: 200, code: 200 });
  });
});

describe('a rotated token without a grace period', () => {
  const mock = withoutGrace;
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => mock.server.close());

  it('answers 401 as soon as the refresh has replaced it', async () => {
    const old = await signIn();
    const next = tokenOf(await refresh(old));
    expect(await info(old)).toMatchObject({ status: 401, code: 401 });
    expect(await refresh(old)).toMatchObject({ status: 401, code: 401 });
    expect(await info(next)).toMatchObject({ status: 200, code: 200 });
  });
});
