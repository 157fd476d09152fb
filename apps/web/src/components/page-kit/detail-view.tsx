import { Descriptions, type DescriptionsProps, Grid, Tag } from 'antd';
import { type ReactNode, useId } from 'react';
import { type MessageKey, useT } from '../../i18n/i18n.ts';
import { type Dict, dictLabel, dictTagColour } from '../../lib/dicts.ts';
import { WholeNumbers } from '../whole-numbers.tsx';
import { type DictMap, useKitDicts } from './kit-dicts.ts';

/** One item of a detail view: a property of the record, its label, and how it shows. */
export interface DetailItem<Row> {
  key: Extract<keyof Row, string>;
  label: MessageKey;
  /** The dictionary whose label shows for the value. */
  dict?: string;
  /** Shown as a coloured tag (with `dict`). */
  tag?: boolean;
  /** Takes the rest of its row. */
  wide?: boolean;
  /** What shows instead of the value (a name the server sends beside a code, a link). */
  render?: (row: Row, dicts: DictMap) => ReactNode;
}

function shown(value: unknown, dict: Dict | undefined, tag: boolean): ReactNode {
  if (value === undefined || value === null || value === '') return '-';
  // A number (a card or ID card number, a date) stays on one line in a narrow value cell.
  if (!dict && !tag) return <WholeNumbers text={String(value)} />;
  const label = dictLabel(dict, value);
  return tag ? <Tag color={dictTagColour(dict?.byValue.get(String(value)))}>{label}</Tag> : label;
}

export interface DetailViewProps<Row> {
  row: Row;
  items: readonly DetailItem<Row>[];
  column?: DescriptionsProps['column'];
  title?: ReactNode;
}

/**
 * A record as bordered descriptions: coded values with their dictionary labels, '-' for nothing. antd
 * lays the pairs out as a table, up to three to a row, so each value is a definition described by its
 * label: a field is found by its label, not by its place in a row. Described, not named: a name would
 * replace the value's own text as the name of its cell. On a phone (below antd's `md`) each label
 * stands above its value, the width of the screen: beside it, a label got what a long value left
 * and broke after a character or two.
 */
export function DetailView<Row>({ row, items, column = 3, title }: DetailViewProps<Row>) {
  const t = useT();
  const id = useId();
  const phone = Grid.useBreakpoint().md === false;
  const names = [...new Set(items.flatMap((item) => (item.dict ? [item.dict] : [])))];
  const dicts = useKitDicts(names);
  const list: DescriptionsProps['items'] = items.map((item) => ({
    key: item.key,
    label: <span id={`${id}-${item.key}`}>{t(item.label)}</span>,
    children: (
      <div role="definition" aria-describedby={`${id}-${item.key}`}>
        {item.render ? item.render(row, dicts) : shown(row[item.key], item.dict ? dicts[item.dict] : undefined, item.tag ?? false)}
      </div>
    ),
    span: item.wide ? 'filled' : 1,
  }));
  return <Descriptions bordered size="small" title={title} column={phone ? 1 : column} layout={phone ? 'vertical' : 'horizontal'} items={list} />;
}
