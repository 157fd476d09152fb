import { Card, Result, Space } from 'antd';
import { RowAction } from '../../../components/row-action.tsx';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/i18n.ts';
import { useSession } from '../../../stores/session.ts';
import { useSupervisorStudents } from '../api/supervisor-students.ts';
import { ColumnPicker, useColumnChoice } from '../components/column-picker.tsx';
import { extraSearchRows, type SearchFieldKey, SearchForm, useFieldsPerRow } from '../components/search-form.tsx';
import { detailsPath } from '../components/student-records.tsx';
import { StudentTable } from '../components/student-table.tsx';
import type { StudentFilter } from '../lib/fields.ts';
import { useTableHeight } from '../lib/table-height.ts';
import '../messages.ts';

const fields: SearchFieldKey[] = ['xm', 'xykh', 'xjzt', 'pycc', 'xydm', 'zydm', 'rxnj', 'hdzt'];

/**
 * A supervisor's own students (ds/wdxs/index, SPEC 7 stuinfoByDsh/NotAuth): the server limits the list
 * to the caller's students. Accounts without a staff number are no supervisors and are told so.
 */
export default function SupervisorPage() {
  const t = useT();
  const navigate = useNavigate();
  const staffNumber = useSession((s) => s.info?.user.gh);
  const [filter, setFilter] = useState<StudentFilter>({});
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [expanded, setExpanded] = useState(false);
  const columns = useColumnChoice();
  const perRow = useFieldsPerRow();
  const height = useTableHeight(extraSearchRows(fields.length, perRow, expanded));
  const list = useSupervisorStudents({ ...filter, current: page.current, size: page.size }, Boolean(staffNumber));

  if (!staffNumber) return <Result status="info" title={t('students.supervisor.none')} />;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <SearchForm
          fields={fields}
          expanded={expanded}
          onExpandedChange={setExpanded}
          onSearch={(next) => {
            setFilter(next);
            setPage((current) => ({ ...current, current: 1 }));
          }}
        />
      </Card>
      <Card size="small" title={t('students.supervisor.title', { total: list.data?.total ?? 0 })} extra={<ColumnPicker keys={columns.keys} onChange={columns.choose} onReset={columns.reset} />}>
        <StudentTable
          rows={list.data?.records ?? []}
          loading={list.isFetching}
          columns={columns.keys}
          sort={[]}
          sortable={false}
          height={height}
          total={list.data?.total ?? 0}
          current={page.current}
          size={page.size}
          onPage={(current, size) => setPage((previous) => ({ current: size === previous.size ? current : 1, size }))}
          onSort={() => undefined}
          actionsWidth={90}
          actions={(student) => (
            <RowAction onClick={() => navigate(detailsPath(student))} aria-label={t('students.action.viewOf', { name: student.xm })}>
              {t('students.action.view')}
            </RowAction>
          )}
        />
      </Card>
    </Space>
  );
}
