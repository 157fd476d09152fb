import type { components } from '@gs/sdk/schema';
import { createQueryKeys } from '@gs/sdk/query';
import { type QueryClient, queryOptions, useQueries } from '@tanstack/react-query';
import { useQuery } from './query.ts';
import { api } from './api.ts';

/** The dictionaries' query keys: dictionary selects, tags and texts anywhere, and the dictionaries area. */
export const dictKeys = createQueryKeys('dicts');

/** SPEC 3: one entry of a dictionary (value, label, dictSort; cssClass is a tag colour hint). */
export type DictEntry = components['schemas']['DictDetail'];

/** A loaded dictionary: its entries sorted by `dictSort`, indexed by value and by label (SPEC 3). */
export interface Dict {
  readonly name: string;
  readonly entries: readonly DictEntry[];
  readonly byValue: ReadonlyMap<string, DictEntry>;
  readonly byLabel: ReadonlyMap<string, DictEntry>;
}

/**
 * The dictionaries the API names (api-spec: each coded student field names its dictionary). The
 * dictionary browser lists them; any other name can still be looked up.
 */
export const dictNames = {
  sex: 'sys_user_sex',
  yesNo: 'sys_yes_no',
  ethnicity: 'xj_mz',
  political: 'xj_zzmm',
  college: 'xj_xy',
  major: 'xj_zy',
  level: 'xj_pycc',
  degreeType: 'xj_xwlx',
  studyMode: 'xj_xxxs',
  category: 'xj_xslb',
  status: 'xj_xjzt',
  verification: 'xj_hdzt',
  registration: 'xj_bdzt',
  title: 'xj_zc',
  photoType: 'xj_zplx',
} as const;

export type KnownDictName = (typeof dictNames)[keyof typeof dictNames];

/** A developer error: thrown where the loader is misused, never shown to users as a request failure. */
export class DictNamesError extends Error {
  override readonly name = 'DictNamesError';
}

/** SPEC 5: the dictionary loader requires dictionary names; a missing, empty or blank one is a bug. */
export function requireDictNames(names: readonly string[] | undefined | null): string[] {
  if (!Array.isArray(names) || names.length === 0) {
    throw new DictNamesError('The dictionary loader requires dictionary names (SPEC 5): got none.');
  }
  for (const name of names) {
    if (typeof name !== 'string' || name.trim() === '') {
      throw new DictNamesError(`The dictionary loader requires non-blank dictionary names (SPEC 5): got ${JSON.stringify(name)}.`);
    }
  }
  return [...new Set(names.map((name) => name.trim()))];
}

/** SPEC 3: sorted by dictSort ascending, indexed by value and by label (the first entry wins a tie). */
export function indexDict(name: string, details: readonly DictEntry[]): Dict {
  const entries = [...details].sort((a, b) => a.dictSort - b.dictSort);
  const byValue = new Map<string, DictEntry>();
  const byLabel = new Map<string, DictEntry>();
  for (const entry of entries) {
    if (!byValue.has(entry.value)) byValue.set(entry.value, entry);
    if (!byLabel.has(entry.label)) byLabel.set(entry.label, entry);
  }
  return { name, entries, byValue, byLabel };
}

/** How the entries of one dictionary are fetched; tests pass their own. */
export type DictFetcher = (dictName: string, signal?: AbortSignal) => Promise<readonly DictEntry[]>;

/** SPEC 7: GET kernel/dictDetail/get?dictName=. */
export const fetchDictDetails: DictFetcher = async (dictName, signal) =>
  (await api.get('/kernel/dictDetail/get', { params: { query: { dictName } }, signal })) ?? [];

/**
 * One dictionary as a query: fetched once per session (never stale, never collected; the shell
 * drops the whole cache on sign-out) and stored already indexed.
 */
export function dictQueryOptions(name: string, fetcher: DictFetcher = fetchDictDetails) {
  const [dictName] = requireDictNames([name]) as [string];
  return queryOptions({
    queryKey: dictKeys.get('/kernel/dictDetail/get', { query: { dictName } }),
    queryFn: async ({ signal }) => indexDict(dictName, await fetcher(dictName, signal)),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Loads several dictionaries (each once per session) outside React; refuses an empty list. */
export async function loadDicts(client: QueryClient, names: readonly string[], fetcher?: DictFetcher): Promise<Record<string, Dict>> {
  const unique = requireDictNames(names);
  const dicts = await Promise.all(unique.map((name) => client.ensureQueryData(dictQueryOptions(name, fetcher))));
  return Object.fromEntries(unique.map((name, index) => [name, dicts[index]!]));
}

export interface DictsState {
  /** The dictionaries loaded so far, by name. */
  dicts: Readonly<Record<string, Dict | undefined>>;
  loading: boolean;
  error: boolean;
}

/** Several dictionaries for a page; refuses an empty list (SPEC 5). */
export function useDicts(names: readonly string[]): DictsState {
  const unique = requireDictNames(names);
  return useQueries({
    queries: unique.map((name) => dictQueryOptions(name)),
    combine: (results) => ({
      dicts: Object.fromEntries(unique.map((name, index) => [name, results[index]?.data])),
      loading: results.some((result) => result.isPending),
      error: results.some((result) => result.isError),
    }),
  });
}

/** One dictionary; undefined while it loads. */
export function useDict(name: string): { dict: Dict | undefined; loading: boolean } {
  const { data, isPending } = useQuery(dictQueryOptions(name));
  return { dict: data, loading: isPending };
}

/** The label of a value, the value itself when the dictionary does not know it, '' for nothing. */
export function dictLabel(dict: Dict | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const key = String(value);
  return dict?.byValue.get(key)?.label ?? key;
}

/** The value of a label (imports and free text), undefined when the dictionary has no such label. */
export function dictValue(dict: Dict | undefined, label: string): string | undefined {
  return dict?.byLabel.get(label.trim())?.value;
}

/** antd Tag colours the `cssClass` hint may name; anything else shows a plain tag. */
const tagColours = new Set([
  'success',
  'processing',
  'error',
  'warning',
  'default',
  'blue',
  'green',
  'red',
  'orange',
  'gold',
  'purple',
  'cyan',
  'magenta',
  'volcano',
  'geekblue',
  'lime',
]);

export function dictTagColour(entry: DictEntry | undefined): string | undefined {
  const hint = entry?.cssClass?.trim();
  return hint && tagColours.has(hint) ? hint : undefined;
}
