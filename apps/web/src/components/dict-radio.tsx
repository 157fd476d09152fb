import { Radio, type RadioGroupProps, Spin } from 'antd';
import { type DictEntry, useDict } from '../lib/dicts.ts';

export interface DictRadioProps extends Omit<RadioGroupProps, 'options'> {
  /** Dictionary name (SPEC 3), e.g. `sys_user_sex`. */
  dict: string;
  filter?: (entry: DictEntry) => boolean;
}

/** Radio buttons of a short dictionary (sex, yes/no, level) in `dictSort` order. */
export function DictRadio({ dict: name, filter, ...rest }: DictRadioProps) {
  const { dict, loading } = useDict(name);
  if (loading) return <Spin size="small" />;
  const options = (dict?.entries ?? [])
    .filter((entry) => entry.enabled !== false && (!filter || filter(entry)))
    .map((entry) => ({ value: entry.value, label: entry.label }));
  return <Radio.Group {...rest} options={options} />;
}
