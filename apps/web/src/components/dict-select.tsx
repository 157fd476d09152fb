import { Select, type SelectProps } from 'antd';
import { type DictEntry, useDict } from '../lib/dicts.ts';

export interface DictSelectProps extends Omit<SelectProps<string>, 'options' | 'loading'> {
  /** Dictionary name (SPEC 3), e.g. `xj_xy`. */
  dict: string;
  /** Keeps only the entries it accepts (disabled entries are always left out). */
  filter?: (entry: DictEntry) => boolean;
}

/** A select of one dictionary's entries in `dictSort` order, searchable by label. */
export function DictSelect({ dict: name, filter, showSearch = { optionFilterProp: 'label' }, allowClear = true, ...rest }: DictSelectProps) {
  const { dict, loading } = useDict(name);
  const options = (dict?.entries ?? [])
    .filter((entry) => entry.enabled !== false && (!filter || filter(entry)))
    .map((entry) => ({ value: entry.value, label: entry.label }));
  return <Select<string> showSearch={showSearch} allowClear={allowClear} {...rest} loading={loading} options={options} />;
}
