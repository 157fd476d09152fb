import bundled from '@gs/sdk/openapi.json';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type MockOptions, defaultMockOptions } from '../config.ts';
import { identitySlice } from '../core/identity.ts';
import { Store } from '../core/store.ts';
import { AREAS, catalog, createContext, createHandlers, restoreStore, seedStore } from './index.ts';
import { noticesSlice } from './notices/store.ts';
import { studentsSlice } from './students/store.ts';

const options: MockOptions = { ...defaultMockOptions, students: 400 };
const json = (value: unknown) => JSON.stringify(value);
const reload = (store: Store) => restoreStore(options, JSON.parse(json(store.toSnapshot())), []);

describe('seeding', () => {
  it('gives identical snapshots for the same seed, on every start', () => {
    expect(json(seedStore(options).toSnapshot())).toBe(json(seedStore(options).toSnapshot()));
  });

  it('gives different data for different seeds', () => {
    const names = (store: Store) => [...store.slice(studentsSlice).students.values()].map((s) => `${s.xm} ${s.sfzh}`);
    expect(names(seedStore({ ...options, seed: options.seed + 1 }))).not.toEqual(names(seedStore(options)));
  });

  // What `pnpm mock` starts with (README "Demo accounts"); how fast it starts is `pnpm bench`'s to measure.
  it('starts with 2,000 students and the six demo accounts of the README, each with the records it is for', () => {
    const fresh = seedStore(defaultMockOptions);
    const students = fresh.slice(studentsSlice);
    const identity = fresh.slice(identitySlice);
    expect(students.students.size).toBe(2000);
    const accounts = ['admin', 'staff', 'teacher', 'student', 'multi', 'college'].map((username) => identity.userByUsername(username));
    expect(accounts.map((user) => user?.password)).toEqual(Array(6).fill(DEMO_PASSWORD));
    const [, staff, teacher, student, multi, college] = accounts.map((user) => user!);
    expect(students.staffMember(staff!.gh!)?.xymc).toBe('研究生院');
    expect(students.studentsOfSupervisor(teacher!.gh!).length).toBeGreaterThanOrEqual(5);
    expect(students.byXykh(student!.xykh!)?.dsgh).toBe(teacher!.gh);
    expect(multi!.roleIds).toHaveLength(2);
    expect([...students.students.values()].filter((s) => s.xydm === college!.deptId).length).toBeGreaterThan(0);
  });
});

describe('saved state', () => {
  it('round-trips losslessly through JSON', () => {
    const store = seedStore(options);
    expect(json(reload(store).toSnapshot())).toBe(json(store.toSnapshot()));
  });

  it('keeps handing out new ids after a restore', () => {
    const copy = reload(seedStore(options));
    const id = copy.nextId();
    const taken = Object.values(copy.toSnapshot().collections)
      .flat()
      .flatMap((record) => {
        const value = (record as { id?: unknown; meta?: { id?: unknown } }).id ?? (record as { meta?: { id?: unknown } }).meta?.id;
        return typeof value === 'string' && /^\d{19}$/.test(value) ? [BigInt(value)] : [];
      });
    expect(taken.length).toBeGreaterThan(400);
    expect(taken.every((t) => t < BigInt(id))).toBe(true);
    expect(id).toMatch(/^\d{19}$/);
  });

  it('seeds an area whose collections the saved state lacks, as one write', () => {
    const store = seedStore(options);
    const snapshot = JSON.parse(json(store.toSnapshot()));
    delete snapshot.collections.notices;
    const restored = restoreStore(options, snapshot, []);
    expect(restored.slice(noticesSlice).notices.size).toBe(store.slice(noticesSlice).notices.size);
    expect(restored.slice(identitySlice).users.size).toBe(7);
  });
});

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
const spec = bundled as unknown as { paths: Record<string, Partial<Record<(typeof METHODS)[number], { operationId: string }>>> };
/** Every operation of the bundled spec, as `METHOD /path`, and its id. */
const specOperations = Object.entries(spec.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => (item[method] ? [{ call: `${method.toUpperCase()} ${path}`, id: item[method].operationId }] : [])),
);

describe('the registry', () => {
  it('serves every operation of the spec with exactly one handler, and nothing the spec does not describe', async () => {
    const handlers = createHandlers(await createContext(seedStore(options)));
    // MSW paths are `*/cloud-xj/api/sq/applications/:id`: back to the spec's `{id}`.
    const served = handlers.map(
      (handler) =>
        `${String(handler.info.method).toUpperCase()} ${String(handler.info.path)
          .slice(1)
          .replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(served.sort()).toEqual(specOperations.map((op) => op.call).sort());
  });

  it("gives every operation of the spec exactly one area's access rule, and every permission one owner", () => {
    expect(Object.keys(catalog.access).sort()).toEqual(specOperations.map((op) => op.id).sort());
    expect(new Set(catalog.permissions).size).toBe(catalog.permissions.length);
    // Seed order: each area seeds after the ones before it and keeps its data when an area is added,
    // so the areas of this version come first in this order and a new one goes after them.
    const seeded = [
      'dicts',
      'students',
      'storage',
      'notices',
      'auth',
      'approvals',
      'org',
      'config',
      'applications',
      'statusChange',
      'scholarship',
      'admissions',
      'leave',
      'supervisorSelection',
      'supervisors',
      'messages',
      'courses',
      'plans',
    ];
    expect(AREAS.map((a) => a.name).slice(0, seeded.length)).toEqual(seeded);
    expect(new Set(AREAS.map((a) => a.name)).size).toBe(AREAS.length);
  });
});
