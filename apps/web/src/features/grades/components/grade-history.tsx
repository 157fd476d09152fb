import { Table, Tag } from 'antd';
import { useT } from '../../../i18n/i18n.ts';
import type { ChangeHow, GradeChange } from '../api/keys.ts';
import { howLabel, markText } from './marks.ts';
import '../messages.ts';

/**
 * The status colour of each way a grade changes (antd's Tag and the page kit's cell tags know the same
 * ones): corrections and unlocks stand out from the teacher's own entry.
 */
export const HOW_COLOURS: Readonly<Record<ChangeHow, 'default' | 'processing' | 'success' | 'warning' | 'error'>> = {
  entry: 'default',
  paste: 'default',
  fill: 'default',
  undo: 'default',
  import: 'default',
  correction: 'warning',
  unlock: 'error',
  submit: 'processing',
};

/**
 * Every change of one grade as the server records it (newest first): how it changed, the old and the
 * new value, who, when and why.
 */
export function GradeHistory({ history }: { history: readonly GradeChange[] }) {
  const t = useT();
  return (
    <Table<GradeChange>
      size="small"
      aria-label={t('grades.detail.history')}
      rowKey="id"
      dataSource={[...history]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('grades.changes.none') }}
      columns={[
        { key: 'at', title: t('grades.changes.at'), dataIndex: 'at', width: 170 },
        { key: 'how', title: t('grades.changes.how'), width: 110, render: (_, entry) => <Tag color={HOW_COLOURS[entry.how]}>{t(howLabel(entry.how))}</Tag> },
        { key: 'old', title: t('grades.changes.old'), width: 120, render: (_, entry) => markText(t, entry.old) },
        { key: 'new', title: t('grades.changes.new'), width: 120, render: (_, entry) => markText(t, entry.new) },
        { key: 'byName', title: t('grades.changes.by'), dataIndex: 'byName', width: 120 },
        { key: 'reason', title: t('grades.changes.reason'), render: (_, entry) => entry.reason ?? '-' },
      ]}
    />
  );
}
