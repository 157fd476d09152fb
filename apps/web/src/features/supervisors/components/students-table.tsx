import { dictFields } from '@gs/sdk/dict-fields';
import { Table, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { DictTag } from '../../../components/dict-tag.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import type { SupervisorProfileDetail } from '../api/profiles.ts';

import '../messages.ts';
import { paths } from '../../../config/paths.ts';

type Row = SupervisorProfileDetail['students'][number];
const dicts = dictFields.TeacherStudent;

/** A supervisor's current students (a few dozen at most): each opens the student's record (/stuDetails). */
export function StudentsTable({ students }: { students: readonly Row[] }) {
  const t = useT();
  const navigate = useNavigate();
  const columns: TableColumnsType<Row> = [
    {
      key: 'xykh',
      title: t('supervisors.student.xykh'),
      render: (_, row) => (
        <RowAction onClick={() => navigate(paths.studentDetails(row))} aria-label={t('supervisors.student.viewOf', { name: row.xm })}>
          {row.xykh}
        </RowAction>
      ),
    },
    { key: 'xm', dataIndex: 'xm', title: t('supervisors.student.xm') },
    { key: 'zymc', dataIndex: 'zymc', title: t('supervisors.student.zymc') },
    { key: 'rxnj', dataIndex: 'rxnj', title: t('supervisors.student.rxnj') },
    { key: 'pycc', title: t('supervisors.student.pycc'), render: (_, row) => <DictTag dict={dicts.pycc} value={row.pycc} /> },
    { key: 'xjzt', title: t('supervisors.student.xjzt'), render: (_, row) => <DictTag dict={dicts.xjzt} value={row.xjzt} /> },
  ];
  return (
    <Table<Row> size="small" rowKey="id" columns={columns} dataSource={[...students]} pagination={false} aria-label={t('supervisors.detail.studentsTable')} />
  );
}
