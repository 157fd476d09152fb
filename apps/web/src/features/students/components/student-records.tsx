import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ExportMenu } from '../../../components/page-kit/export-menu.tsx';
import { ListPage, type ListQuery } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useSearchStudents } from '../api/search-students.ts';
import { useDeleteStudent } from '../api/student-mutations.ts';
import { type ExportSet, studentExports } from '../lib/exports.ts';
import { type SortField, type Student, type StudentFilter, allSearchFields, studentColumns, studentSearchFields } from '../lib/fields.ts';
import { StatusDialog } from './status-dialog.tsx';
import '../messages.ts';
import { paths } from '../../../config/paths.ts';
import { useDialogs } from '../../../components/page-kit/dialog.tsx';

export interface StudentRecordsProps {
  /** A fixed part of every search (graduates: status 04; visiting students: category 2). */
  preset?: Partial<StudentFilter>;
  searchFields?: readonly (keyof StudentFilter)[];
  exports?: ExportSet;
  /** The add button and what it adds; none when left out. */
  add?: 'regular' | 'visiting';
  /** Extra toolbar buttons of the page (batch approval), given the selected records. */
  extraTools?: (selected: string[], clear: () => void) => ReactNode;
}

/** The search students call of a list query (SPEC 7 POST stuinfo/Search). */
export function useStudentRows({ filter, current, size, sort }: ListQuery<StudentFilter, SortField>) {
  return useSearchStudents({ ...filter, current, size, ...(sort.length > 0 ? { sort } : {}) });
}

/** The key the records pages have kept the column choice under since before the page kit: users keep theirs. */
const columnsKey = 'gs-student-columns';

/**
 * The student records of SPEC 7 on the page kit: the dictionary search form, the user's columns,
 * row actions (view, edit, delete), batch status change, and the exports.
 */
export function StudentRecords({ preset, searchFields = allSearchFields, exports = 'records', add, extraTools }: StudentRecordsProps) {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const modal = useDialogs();
  const { can } = useAccess();
  const [fields] = useState(() => studentSearchFields(searchFields));
  const [statusOpen, setStatusOpen] = useState(false);
  const remove = useDeleteStudent();
  const canEdit = can(['xj:stuinfo:edit']);
  const canDelete = can(['xj:stuinfo:delete']);
  const exportPermission = exports === 'graduates' ? ['xj:bysk:export', 'xj:stuinfo:export'] : ['xj:stuinfo:export'];

  const confirmDelete = (student: Student, deselect: (ids: string[]) => void) => {
    modal.confirm({
      title: t('students.delete.title'),
      content: t('students.delete.confirm', { name: student.xm, xykh: student.xykh }),
      okText: t('students.delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync({ params: { path: { id: student.id } } });
          message.success(t('students.delete.done', { name: student.xm }));
          deselect([student.id]);
        } catch {
          // Shown by the client; the dialog closes.
        }
      },
    });
  };

  return (
    <ListPage<Student, StudentFilter, SortField>
      search={{ name: 'student-search', title: 'students.search.title', fields }}
      preset={preset}
      useRows={useStudentRows}
      selectable
      table={{
        label: 'students.table',
        rowKey: 'id',
        columns: studentColumns,
        storageKey: columnsKey,
        actionsWidth: 80 + (canEdit ? 70 : 0) + (canDelete ? 70 : 0),
        actions: (student, list) => (
          <>
            <RowAction onClick={() => navigate(paths.studentDetails(student))} aria-label={t('students.action.viewOf', { name: student.xm })}>
              {t('students.action.view')}
            </RowAction>
            {canEdit && (
              <RowAction onClick={() => navigate(paths.studentEdit(student.id))} aria-label={t('students.action.editOf', { name: student.xm })}>
                {t('students.action.edit')}
              </RowAction>
            )}
            {canDelete && (
              <RowAction danger onClick={() => confirmDelete(student, list.deselect)} aria-label={t('students.action.deleteOf', { name: student.xm })}>
                {t('students.action.delete')}
              </RowAction>
            )}
          </>
        ),
      }}
      toolbar={(list) => (
        <>
          {add && can(['xj:stuinfo:add']) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.studentAdd(add === 'visiting' ? 'visiting' : undefined))}>
              {add === 'visiting' ? t('students.addVisiting') : t('students.add')}
            </Button>
          )}
          {can(['xj:stuinfo:status']) && (
            <Button icon={<SwapOutlined />} disabled={list.selected.length === 0} onClick={() => setStatusOpen(true)}>
              {t('students.status.open')}
            </Button>
          )}
          {extraTools?.(list.selected, list.clearSelection)}
          {can(exportPermission) && <ExportMenu actions={studentExports[exports]} input={{ filter: list.filter, ids: list.selected, columns: list.columns }} />}
        </>
      )}
    >
      {(list) => (
        <StatusDialog
          ids={list.selected}
          open={statusOpen}
          onClose={() => setStatusOpen(false)}
          onDone={() => {
            setStatusOpen(false);
            list.clearSelection();
          }}
        />
      )}
    </ListPage>
  );
}
