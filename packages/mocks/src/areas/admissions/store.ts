import type { components } from '@gs/sdk/schema';
import { Refusal } from '../../core/refusal.ts';
import { defineSlice } from '../../core/store.ts';

type Candidate = components['schemas']['Candidate'];
type AdmissionState = components['schemas']['AdmissionState'];

const yearKey = (year: number, value: string) => `${year}\u0000${value.toUpperCase()}`;

/** `ss` (master's) is `pycc` 2, `bs` (doctoral) `pycc` 1 (dictionary `xj_pycc`). */
export const PYCC_OF_LEVEL = { ss: '2', bs: '1' } as const satisfies Record<Candidate['level'], Candidate['pycc']>;

export const STATE_NAMES: Record<AdmissionState, string> = { pending: '待确认', confirmed: '已确认', enrolled: '已入学', declined: '已放弃' };

/**
 * Admitted candidates (our model, issue 15 §5): the register, with the indexes its uniqueness rules
 * need (examination number and ID card number, each unique within a year) and its state transitions.
 */
export const admissionsSlice = defineSlice('admissions', (store) => {
  const byKsbh = new Map<string, string>();
  const bySfzh = new Map<string, string>();
  const candidates = store.collection<Candidate>('admissionCandidates', (c) => c.id, {
    onChange(before, after) {
      if (before) {
        if (byKsbh.get(yearKey(before.year, before.ksbh)) === before.id) byKsbh.delete(yearKey(before.year, before.ksbh));
        if (bySfzh.get(yearKey(before.year, before.sfzh)) === before.id) bySfzh.delete(yearKey(before.year, before.sfzh));
      }
      if (after) {
        byKsbh.set(yearKey(after.year, after.ksbh), after.id);
        bySfzh.set(yearKey(after.year, after.sfzh), after.id);
      }
    },
  });

  function get(id: string): Candidate {
    const candidate = candidates.get(id);
    if (!candidate) throw new Refusal(404, `录取考生 ${id} 不存在`);
    return candidate;
  }

  /**
   * The candidates of `ids`, each in one of `states`; otherwise refuses naming the first that is not,
   * before anything changes (batch calls are all or nothing).
   */
  function inStates(ids: readonly string[], states: readonly AdmissionState[], action: string): Candidate[] {
    const rows = ids.map(get);
    const wrong = rows.find((c) => !states.includes(c.state));
    if (wrong) throw new Refusal(409, `考生 ${wrong.xm}（${wrong.ksbh}）${STATE_NAMES[wrong.state]}，不能${action}`);
    return rows;
  }

  return {
    candidates,
    get,
    inStates,
    /** The candidate of a year with this examination number, if any. */
    byKsbh(year: number, ksbh: string): Candidate | undefined {
      const id = byKsbh.get(yearKey(year, ksbh));
      return id === undefined ? undefined : candidates.get(id);
    },
    /** The candidate of a year with this ID card number (a final X in either case), if any. */
    bySfzh(year: number, sfzh: string): Candidate | undefined {
      const id = bySfzh.get(yearKey(year, sfzh));
      return id === undefined ? undefined : candidates.get(id);
    },
    /** Stores a candidate as given, times and id included (inside the caller's write, or while seeding). */
    put(candidate: Candidate): Candidate {
      return candidates.set(candidate);
    },
    /** Applies `changes`; id, times, year and examination number stay the store's. */
    change(id: string, changes: Partial<Candidate>): Candidate {
      const current = get(id);
      return candidates.set({ ...current, ...changes, id, year: current.year, ksbh: current.ksbh, createTime: current.createTime, updateTime: store.now() });
    },
  };
});

export type Admissions = ReturnType<typeof admissionsSlice.create>;
