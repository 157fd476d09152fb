import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import { readJson, writeJson } from '../../../lib/storage.ts';
import { columnField, defaultColumnKeys, type StudentColumnKey, studentColumns } from '../lib/fields.ts';
import '../messages.ts';

const storageKey = 'gs-student-columns';
const knownKeys = new Set<string>(studentColumns.map((column) => column.key));

function isColumnList(value: unknown): value is StudentColumnKey[] {
  return Array.isArray(value) && value.length > 0 && value.every((key) => typeof key === 'string' && knownKeys.has(key));
}

/** The columns the user picked, kept in local storage across visits. */
export function useColumnChoice() {
  const [keys, setKeys] = useState<StudentColumnKey[]>(() => readJson(storageKey, defaultColumnKeys, isColumnList));
  const choose = (next: StudentColumnKey[]) => {
    // At least one column stays: a table of nothing helps nobody.
    const kept = next.length > 0 ? studentColumns.filter((column) => next.includes(column.key)).map((column) => column.key) : keys;
    setKeys(kept);
    writeJson(storageKey, kept);
  };
  return { keys, choose, reset: () => choose(defaultColumnKeys) };
}

/** "Columns": a popover of checkboxes, one per column of the records table. */
export function ColumnPicker({ keys, onChange, onReset }: { keys: StudentColumnKey[]; onChange: (keys: StudentColumnKey[]) => void; onReset: () => void }) {
  const t = useT();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('students.columns.title')}
      content={
        <Space orientation="vertical">
          <Checkbox.Group<StudentColumnKey>
            aria-label={t('students.columns.title')}
            value={keys}
            onChange={onChange}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(110px, auto))', gap: 4 }}
            options={studentColumns.map((column) => ({ value: column.key, label: t(`students.field.${columnField(column.key)}`) }))}
          />
          <Button size="small" onClick={onReset}>
            {t('students.columns.reset')}
          </Button>
        </Space>
      }
    >
      <Button icon={<SettingOutlined />}>{t('students.columns.title')}</Button>
    </Popover>
  );
}
