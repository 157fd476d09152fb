import { useQueries } from '@tanstack/react-query';
import { type Dict, dictQueryOptions } from '../../lib/dicts.ts';

export type DictMap = Readonly<Record<string, Dict | undefined>>;

const none: DictMap = {};

/**
 * The dictionaries that columns or items name, by name. Unlike `useDicts` it accepts a list without
 * any (a table of plain text), and keeps one object while nothing changes, so that the columns built
 * from it stay the same objects and the table's rows do not re-render for nothing.
 */
export function useKitDicts(names: readonly string[]): DictMap {
  return useQueries({
    queries: names.map((name) => dictQueryOptions(name)),
    combine: (results) => (names.length === 0 ? none : Object.fromEntries(names.map((name, index) => [name, results[index]?.data]))),
  });
}
