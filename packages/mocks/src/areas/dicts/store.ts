import type { components } from '@gs/sdk/schema';
import type { ReadonlyCollection } from '../../core/collection.ts';
import { defineSlice } from '../../core/store.ts';
import type { Lang } from '../../http/language.ts';
import { type DictEntry, majorByCode } from './data.ts';

type DictDetail = components['schemas']['DictDetail'];
/** An entry as stored: the spec's, and its label in English where the dictionary data gives one (issue 22 §13). */
type DictRecord = DictDetail & { labelEn?: string };

/** The dictionaries (SPEC 3): entries by id, indexed by dictionary name and by value. */
export const dictsSlice = defineSlice('dicts', (store) => {
  const byName = new Map<string, DictRecord[]>();
  const labels = new Map<string, string>();
  const englishLabels = new Map<string, string>();
  const labelKey = (name: string, value: string) => `${name}\u0000${value}`;
  const entries = store.collection<DictRecord>('dictionaries', (d) => d.id, {
    onChange(before, after) {
      if (before) {
        const list = byName.get(before.dictName)?.filter((entry) => entry.id !== before.id) ?? [];
        byName.set(before.dictName, list);
        labels.delete(labelKey(before.dictName, before.value));
        englishLabels.delete(labelKey(before.dictName, before.value));
      }
      if (after) {
        const list = byName.get(after.dictName) ?? [];
        list.push(after);
        list.sort((a, b) => a.dictSort - b.dictSort);
        byName.set(after.dictName, list);
        labels.set(labelKey(after.dictName, after.value), after.label);
        if (after.labelEn !== undefined) englishLabels.set(labelKey(after.dictName, after.value), after.labelEn);
      }
    },
  });
  return {
    entries: entries as ReadonlyCollection<DictRecord>,
    /**
     * Stores the entries of a dictionary, `dictSort` in the order given: the seed's dictionaries, and one
     * an area builds from what it declares (the engine's kinds of application, `sq_lx`). The `id` is
     * `dictName-value`: stable across seeds, so a snapshot and a fresh store agree on it, and a valid `Id`
     * of the spec (letters, digits, `_` and `-`; the contract check caught a `:` here). `english` gives
     * entries their label in English by value (issue 22 §13); an entry without one answers Chinese.
     */
    define(dictName: string, pairs: readonly DictEntry[], english?: Readonly<Record<string, string>>): void {
      pairs.forEach(([value, label, cssClass], index) => {
        const labelEn = english?.[value];
        entries.set({
          id: `${dictName}-${value}`,
          dictName,
          value,
          label,
          dictSort: index + 1,
          cssClass: cssClass ?? '',
          enabled: true,
          ...(labelEn === undefined ? {} : { labelEn }),
        });
      });
    },
    /**
     * Entries of a dictionary sorted by dictSort (SPEC 3), in the shape of the spec with `label` in `lang`
     * (English where the entry has one); copies, so callers may change them.
     */
    dict(name: string, lang: Lang = 'zh'): DictDetail[] {
      return (byName.get(name) ?? []).map(({ labelEn, ...entry }) => (lang === 'en' && labelEn !== undefined ? { ...entry, label: labelEn } : entry));
    },
    dictNames(): string[] {
      return [...byName.keys()].filter((name) => (byName.get(name)?.length ?? 0) > 0);
    },
    has(name: string, value: string): boolean {
      return labels.has(labelKey(name, value));
    },
    /** The label of a dictionary value in `lang` (English where it has one), or undefined when the dictionary has no such value. */
    label(name: string, value: string | number | null | undefined, lang: Lang = 'zh'): string | undefined {
      if (value === null || value === undefined) return undefined;
      const key = labelKey(name, String(value));
      return (lang === 'en' ? englishLabels.get(key) : undefined) ?? labels.get(key);
    },
    /** College code (xj_xy) a major (xj_zy) belongs to. */
    collegeOfMajor(zydm: string): string | undefined {
      return majorByCode(zydm)?.college.code;
    },
  };
});

export type Dicts = ReturnType<typeof dictsSlice.create>;
