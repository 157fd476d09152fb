import { describe, expect, it } from 'vitest';
import { defaultMockOptions } from '../config.ts';
import { type Batch, Store, defineSlice } from './store.ts';

interface Note {
  id: string;
  text: string;
}

/** A one-collection slice with an index, as areas have. */
const notesSlice = defineSlice('notes', (store) => {
  const byText = new Map<string, string>();
  const notes = store.collection<Note>('notes', (n) => n.id, {
    onChange(before, after) {
      if (before) byText.delete(before.text);
      if (after) byText.set(after.text, after.id);
    },
  });
  return { notes, idOf: (text: string) => byText.get(text) };
});

function liveStore(): Store {
  const store = new Store(defaultMockOptions, 1);
  const { notes } = store.slice(notesSlice);
  notes.set({ id: 'a', text: 'seeded' });
  store.goLive();
  return store;
}

describe('writes are units of work', () => {
  it('commits what a write changes and moves the version once', () => {
    const store = liveStore();
    const notes = store.slice(notesSlice);
    const version = store.version;
    store.write(() => {
      notes.notes.set({ id: 'b', text: 'one' });
      notes.notes.set({ id: 'c', text: 'two' });
    });
    expect(store.version).toBe(version + 1);
    expect(notes.idOf('two')).toBe('c');
  });

  it('undoes every change of a write that throws, indexes included', () => {
    const store = liveStore();
    const notes = store.slice(notesSlice);
    const version = store.version;
    expect(() =>
      store.write(() => {
        notes.notes.set({ id: 'a', text: 'changed' });
        notes.notes.set({ id: 'b', text: 'added' });
        notes.notes.delete('a');
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(notes.notes.get('a')).toEqual({ id: 'a', text: 'seeded' });
    expect(notes.notes.has('b')).toBe(false);
    expect(notes.idOf('seeded')).toBe('a');
    expect(notes.idOf('added')).toBeUndefined();
    expect(store.version).toBe(version);
  });

  it('refuses a change outside a write, so no handler can change state behind the journal', () => {
    const store = liveStore();
    expect(() => store.slice(notesSlice).notes.set({ id: 'x', text: 'loose' })).toThrow(/outside store.write/);
    expect(store.slice(notesSlice).notes.has('x')).toBe(false);
  });

  it('refuses an async function that changes the store before its first await', async () => {
    const store = liveStore();
    const notes = store.slice(notesSlice).notes;
    expect(() =>
      store.write(async () => {
        notes.set({ id: 'x', text: 'early' });
        await Promise.resolve();
      }),
    ).toThrow(/before its first await/);
    expect(notes.has('x')).toBe(false);
    // An async function that only reads before awaiting is fine; its later changes need their own write.
    await store.write(async () => {
      await Promise.resolve();
      store.write(() => notes.set({ id: 'y', text: 'late' }));
    });
    expect(notes.get('y')?.text).toBe('late');
  });

  it('stores frozen records, so an edit in place fails instead of bypassing the journal', () => {
    const store = liveStore();
    const note = store.slice(notesSlice).notes.get('a')!;
    expect(() => {
      (note as { text: string }).text = 'edited';
    }).toThrow(TypeError);
  });

  it('joins a nested write to the outer one', () => {
    const store = liveStore();
    store.retainBatches();
    const notes = store.slice(notesSlice).notes;
    store.write(() => {
      notes.set({ id: 'b', text: 'outer' });
      store.write(() => notes.set({ id: 'c', text: 'inner' }));
    });
    const batches = store.takeBatches();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.changes.map((c) => c.key)).toEqual(['b', 'c']);
  });
});

describe('batches for the journal', () => {
  it('keeps committed batches until taken, as journal entries of the changed records only', () => {
    const store = liveStore();
    store.retainBatches();
    const notes = store.slice(notesSlice).notes;
    store.write(() => notes.set({ id: 'b', text: 'new' }));
    store.write(() => notes.delete('a'));
    const batches = store.takeBatches();
    expect(batches.map((b) => Store.journalEntry(b))).toEqual([
      { v: batches[0]!.version, s: store.seq, c: [['notes', 'b', { id: 'b', text: 'new' }]] },
      { v: batches[1]!.version, s: store.seq, c: [['notes', 'a', null]] },
    ]);
    expect(store.takeBatches()).toEqual([]);
  });

  it('reverts batches that could not be saved, and any committed after them', () => {
    const store = liveStore();
    store.retainBatches();
    const notes = store.slice(notesSlice).notes;
    store.write(() => notes.set({ id: 'b', text: 'first' }));
    const unsaved: Batch[] = store.takeBatches();
    store.write(() => notes.set({ id: 'b', text: 'second' }));
    store.revert(unsaved);
    expect(notes.has('b')).toBe(false);
    expect(notes.get('a')?.text).toBe('seeded');
  });

  it('runs deferred effects once the write is saved, and never for a write that is undone', () => {
    const store = liveStore();
    const notes = store.slice(notesSlice).notes;
    const ran: string[] = [];
    store.write(() => {
      notes.set({ id: 'b', text: 'x' });
      store.afterSaved(() => ran.push('without journal: at once'));
    });
    store.retainBatches();
    store.write(() => {
      notes.set({ id: 'c', text: 'y' });
      store.afterSaved(() => ran.push('after save'));
    });
    expect(() =>
      store.write(() => {
        notes.set({ id: 'd', text: 'z' });
        store.afterSaved(() => ran.push('never'));
        throw new Error('refused');
      }),
    ).toThrow();
    expect(ran).toEqual(['without journal: at once']);
    Store.saved(store.takeBatches());
    expect(ran).toEqual(['without journal: at once', 'after save']);
  });

  it('replays journal entries over a snapshot to the same state', () => {
    const store = liveStore();
    store.retainBatches();
    const notes = store.slice(notesSlice).notes;
    const snapshot = JSON.parse(JSON.stringify(store.toSnapshot()));
    store.write(() => notes.set({ id: 'b', text: 'kept' }));
    store.nextId();
    store.write(() => notes.delete('a'));
    const journal = store.takeBatches().map((b) => JSON.parse(JSON.stringify(Store.journalEntry(b))));

    const copy = new Store(defaultMockOptions, 1);
    copy.slice(notesSlice);
    copy.loadSnapshot(snapshot);
    for (const entry of journal) copy.replay(entry);
    expect(JSON.stringify(copy.toSnapshot())).toBe(JSON.stringify(store.toSnapshot()));
    expect(copy.slice(notesSlice).idOf('kept')).toBe('b');
  });

  it('refuses a snapshot of another format or with an unknown collection, saying what to do', () => {
    const store = new Store(defaultMockOptions, 1);
    store.slice(notesSlice);
    expect(() => store.loadSnapshot(JSON.parse('{"format":2,"students":[]}'))).toThrow(/--reset/);
    expect(() => store.loadSnapshot({ format: 3, seed: 1, version: 0, seq: 0, collections: { unknown: [] } })).toThrow(/unknown|does not know/);
  });
});

describe('ids and time', () => {
  it('hands out growing 19-digit ids', () => {
    const store = liveStore();
    const a = store.nextId();
    const b = store.nextId();
    expect(a).toMatch(/^\d{19}$/);
    expect(BigInt(b)).toBeGreaterThan(BigInt(a));
  });

  it('formats now() as yyyy-MM-dd HH:mm:ss', () => {
    const store = liveStore();
    expect(store.now()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(store.now(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });
});
