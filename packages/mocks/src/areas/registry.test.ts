import { describe, expect, it } from 'vitest';
import { type MockOptions, defaultMockOptions } from '../config.ts';
import { identitySlice } from '../core/identity.ts';
import { Store } from '../core/store.ts';
import { AREAS, catalog, restoreStore, seedStore } from './index.ts';
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

  it('creates the requested number of students, fast enough to start at once', () => {
    const started = performance.now();
    const fresh = seedStore(defaultMockOptions);
    console.info(`2,000 students generated in ${(performance.now() - started).toFixed(0)} ms`);
    expect(fresh.slice(studentsSlice).students.size).toBe(2000);
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
    expect(restored.slice(identitySlice).users.size).toBe(6);
  });
});

describe('the registry', () => {
  it('gives every operation of the spec exactly one area and every permission one owner', () => {
    expect(Object.keys(catalog.access).length).toBeGreaterThanOrEqual(81);
    expect(new Set(catalog.permissions).size).toBe(catalog.permissions.length);
    expect(AREAS.map((a) => a.name)).toEqual([
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
    ]);
  });
});
