import { dictLabel, useDict } from '../lib/dicts.ts';

/** A dictionary value as plain text (its label), for descriptions and table cells. */
export function DictText({ dict: name, value, empty = '' }: { dict: string; value: string | number | null | undefined; empty?: string }) {
  const { dict } = useDict(name);
  const label = dictLabel(dict, value);
  return <>{label === '' ? empty : label}</>;
}
