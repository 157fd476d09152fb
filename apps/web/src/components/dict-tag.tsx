import { Tag } from 'antd';
import { dictLabel, dictTagColour, useDict } from '../lib/dicts.ts';

/**
 * A dictionary value as a tag with its label, coloured by the entry's `cssClass` hint; a value the
 * dictionary does not know shows as it is, nothing shows for no value.
 */
export function DictTag({ dict: name, value }: { dict: string; value: string | number | null | undefined }) {
  const { dict } = useDict(name);
  if (value === undefined || value === null || value === '') return null;
  const entry = dict?.byValue.get(String(value));
  return <Tag color={dictTagColour(entry)}>{dictLabel(dict, value)}</Tag>;
}
