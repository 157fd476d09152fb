/**
 * The spec's examples are the contract check's fallback values and the answers a spec-driven mock
 * serves, so they must name records that exist: called with nothing but its own examples, every
 * operation of the spec succeeds on the default seed (`pnpm mock`), and every answer meets the spec.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../../packages/sdk/src/crypto.ts';
import { DEFAULT_SPEC_FILE, loadSpec } from '../../../scripts/contract/spec.ts';
import { verifyAnswer } from '../../../scripts/contract/verify.ts';
import { startMockBackend, type RunningMockBackend } from '../src/backend.ts';
import { callEveryExample, describeCall, type ExampleCall } from './spec-examples.ts';

describe('the spec’s examples against the seeded mock server', () => {
  const spec = loadSpec();
  let backend: RunningMockBackend;
  let calls: ExampleCall[];

  // No per-test deadline: 81 calls on a loaded machine take what they take; each call has its own timeout.
  beforeAll(async () => {
    backend = await startMockBackend({ port: 0, host: '127.0.0.1', quiet: true });
    calls = await callEveryExample(spec, backend.url);
  }, 0);
  afterAll(async () => {
    await backend?.close();
  });

  it('calls every operation of the spec', () => {
    expect(calls.map((call) => call.operation.id).sort()).toEqual(spec.operations.map((op) => op.id).sort());
  });

  it('finds every record an example names, and every answer meets the spec', () => {
    const refused = calls.flatMap((call) => {
      const verdict = verifyAnswer(spec, call.operation, call.answer);
      return verdict.ok ? [] : [`${describeCall(call)} ${verdict.path} ${verdict.reason}`];
    });
    expect(refused).toEqual([]);
  });

  it('gives every JSON answer an example, and the public key examples are keys a client can encrypt with', async () => {
    type Media = { example?: unknown; examples?: Record<string, { value?: unknown }> };
    const doc = JSON.parse(await readFile(DEFAULT_SPEC_FILE, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, { content?: Record<string, Media> }> }>>;
    };
    const withoutExample: string[] = [];
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) {
        const json = op.responses?.['200']?.content?.['application/json'];
        if (json && json.example === undefined && json.examples === undefined) withoutExample.push(op.operationId ?? '?');
      }
    }
    expect(withoutExample).toEqual([]);

    const keys = Object.values(doc.paths['/publicKey']!.get!.responses!['200']!.content!['application/json']!.examples ?? {})
      .map((example) => (example.value as { data: { publicKey: string } }).data.publicKey)
      .filter((key) => key !== '');
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(encryptPayload({ username: 'admin', password: '123456' }, key).param).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});
