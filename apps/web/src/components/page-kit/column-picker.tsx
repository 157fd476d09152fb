import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import { useMemo, useState } from 'react';
import { type MessageKey, useT } from '../../i18n/i18n.ts';
import { readJson, writeJson } from '../../lib/storage.ts';
import '../../i18n/messages/page-kit.ts';

/** What the column choice needs of a column. */
export interface ChoosableColumn {
  key: string;
  title: MessageKey;
  /** Shown until the user picks columns (default true). */
  visible?: boolean;
}

export interface ColumnChoice {
  keys: string[];
  choose: (keys: string[]) => void;
  reset: () => void;
}

/**
 * The columns the user picked on one page, kept in local storage under `storageKey` across visits.
 * A stored key the page no longer has is dropped; at least one column always stays.
 */
export function useColumnChoice(storageKey: string, columns: readonly ChoosableColumn[]): ColumnChoice {
  const defaults = useMemo(() => columns.filter((column) => column.visible !== false).map((column) => column.key), [columns]);
  const [keys, setKeys] = useState<string[]>(() => {
    const known = new Set(columns.map((column) => column.key));
    const isColumnList = (value: unknown): value is string[] =>
      Array.isArray(value) && value.length > 0 && value.every((key) => typeof key === 'string' && known.has(key));
    return readJson(storageKey, defaults, isColumnList);
  });
  const choose = (next: string[]) => {
    // A table of nothing helps nobody; kept in the table's order.
    const kept = next.length > 0 ? columns.filter((column) => next.includes(column.key)).map((column) => column.key) : keys;
    setKeys(kept);
    writeJson(storageKey, kept);
  };
  return { keys, choose, reset: () => choose(defaults) };
}

/** "Columns": a popover of checkboxes, one per column of the table. */
export function ColumnPicker({ columns, choice }: { columns: readonly ChoosableColumn[]; choice: ColumnChoice }) {
  const t = useT();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('pageKit.columns.title')}
      content={
        <Space orientation="vertical">
          <Checkbox.Group<string>
            aria-label={t('pageKit.columns.title')}
            value={choice.keys}
            onChange={choice.choose}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(110px, auto))', gap: 4 }}
            options={columns.map((column) => ({ value: column.key, label: t(column.title) }))}
          />
          <Button size="small" onClick={choice.reset}>
            {t('pageKit.columns.reset')}
          </Button>
        </Space>
      }
    >
      <Button icon={<SettingOutlined />}>{t('pageKit.columns.title')}</Button>
    </Popover>
  );
}
