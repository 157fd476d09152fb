import { Result } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage, type ListQuery } from '../../../components/page-kit/list-page.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useSession } from '../../../stores/session.ts';
import { useSupervisorStudents } from '../api/supervisor-students.ts';
import { detailsPath } from '../components/student-records.tsx';
import { type Student, type StudentFilter, studentColumns, studentSearchFields } from '../lib/fields.ts';
import '../messages.ts';

const fields = studentSearchFields(['xm', 'xykh', 'xjzt', 'pycc', 'xydm', 'zydm', 'rxnj', 'hdzt']);

/** The supervisor call pages and filters but does not sort (SPEC 7 stuinfoByDsh/NotAuth). */
function useOwnStudents({ filter, current, size }: ListQuery<StudentFilter, string>) {
  return useSupervisorStudents({ ...filter, current, size }, true);
}

/**
 * A supervisor's own students (ds/wdxs/index, SPEC 7 stuinfoByDsh/NotAuth): the server limits the list
 * to the caller's students. Accounts without a staff number are no supervisors and are told so.
 */
export default function SupervisorPage() {
  const t = useT();
  const navigate = useNavigate();
  const staffNumber = useSession((s) => s.info?.user.gh);
  if (!staffNumber) return <Result status="info" title={t('students.supervisor.none')} />;

  return (
    <ListPage<Student, StudentFilter>
      search={{ name: 'student-search', title: 'students.search.title', fields }}
      useRows={useOwnStudents}
      title={(total) => t('students.supervisor.title', { total })}
      table={{
        label: 'students.table',
        rowKey: 'id',
        columns: studentColumns,
        storageKey: 'gs-student-columns',
        sortable: false,
        actionsWidth: 90,
        actions: (student) => (
          <RowAction onClick={() => navigate(detailsPath(student))} aria-label={t('students.action.viewOf', { name: student.xm })}>
            {t('students.action.view')}
          </RowAction>
        ),
      }}
    />
  );
}
