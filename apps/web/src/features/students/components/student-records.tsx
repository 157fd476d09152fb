import { PlusOutlined, ReloadOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Space, Tooltip } from 'antd';
import { RowAction } from '../../../components/row-action.tsx';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccess } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useDeleteStudent } from '../api/student-mutations.ts';
import { useSearchStudents } from '../api/search-students.ts';
import type { SortOrder, Student, StudentFilter, StudentSearch } from '../lib/fields.ts';
import { useTableHeight } from '../lib/table-height.ts';
import { ColumnPicker, useColumnChoice } from './column-picker.tsx';
import { type ExportSet, ExportMenu } from './export-menu.tsx';
import { allSearchFields, extraSearchRows, type SearchFieldKey, SearchForm, useFieldsPerRow } from './search-form.tsx';
import { StatusDialog } from './status-dialog.tsx';
import { StudentTable } from './student-table.tsx';
import '../messages.ts';

export interface StudentRecordsProps {
  /** A fixed part of every search (graduates: status 04; visiting students: category 2). */
  preset?: StudentFilter;
  searchFields?: SearchFieldKey[];
  exports?: ExportSet;
  /** The add button and what it adds; none when left out. */
  add?: 'regular' | 'visiting';
  /** Extra toolbar buttons of the page (batch approval), given the selected records. */
  extraTools?: (selected: string[], clear: () => void) => ReactNode;
}

export function detailsPath(student: Pick<Student, 'id' | 'xykh'>): string {
  return `/stuDetails?${new URLSearchParams({ id: student.id, xykh: student.xykh }).toString()}`;
}

/**
 * The student records of SPEC 7 (POST stuinfo/Search): dictionary search form, user-picked columns,
 * paging and sorting on the server, a table whose height follows SPEC 9, row actions, batch status
 * change and the exports.
 */
export function StudentRecords({ preset, searchFields = allSearchFields, exports = 'records', add, extraTools }: StudentRecordsProps) {
  const t = useT();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const { can } = useAccess();
  const [filter, setFilter] = useState<StudentFilter>({});
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [sort, setSort] = useState<SortOrder[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [expanded, setExpanded] = useState(false);
  const [statusOpen, setStatusOpen] = useState(false);
  const columns = useColumnChoice();
  const perRow = useFieldsPerRow();
  const height = useTableHeight(extraSearchRows(searchFields.length, perRow, expanded));
  const applied: StudentFilter = { ...filter, ...preset };
  const body: StudentSearch = { ...applied, current: page.current, size: page.size, ...(sort.length > 0 ? { sort } : {}) };
  const search = useSearchStudents(body);
  const remove = useDeleteStudent();
  const rows = search.data?.records ?? [];
  const canEdit = can(['xj:stuinfo:edit']);
  const canDelete = can(['xj:stuinfo:delete']);
  const exportPermission = exports === 'graduates' ? ['xj:bysk:export', 'xj:stuinfo:export'] : ['xj:stuinfo:export'];

  const confirmDelete = (student: Student) => {
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
          setSelected((ids) => ids.filter((id) => id !== student.id));
        } catch {
          // Shown by the client; the dialog closes.
        }
      },
    });
  };

  const actions = (student: Student) => (
    <>
      <RowAction onClick={() => navigate(detailsPath(student))} aria-label={t('students.action.viewOf', { name: student.xm })}>
        {t('students.action.view')}
      </RowAction>
      {canEdit && (
        <RowAction onClick={() => navigate(`/xjxxEdit?id=${encodeURIComponent(student.id)}`)} aria-label={t('students.action.editOf', { name: student.xm })}>
          {t('students.action.edit')}
        </RowAction>
      )}
      {canDelete && (
        <RowAction danger onClick={() => confirmDelete(student)} aria-label={t('students.action.deleteOf', { name: student.xm })}>
          {t('students.action.delete')}
        </RowAction>
      )}
    </>
  );

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <SearchForm
          fields={searchFields}
          expanded={expanded}
          onExpandedChange={setExpanded}
          onSearch={(next) => {
            setFilter(next);
            setPage((current) => ({ ...current, current: 1 }));
          }}
        />
      </Card>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Space wrap>
            {add && can(['xj:stuinfo:add']) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(add === 'visiting' ? '/xjxxEdit?kind=visiting' : '/xjxxEdit')}>
                {add === 'visiting' ? t('students.addVisiting') : t('students.add')}
              </Button>
            )}
            {can(['xj:stuinfo:status']) && (
              <Button icon={<SwapOutlined />} disabled={selected.length === 0} onClick={() => setStatusOpen(true)}>
                {t('students.status.open')}
              </Button>
            )}
            {extraTools?.(selected, () => setSelected([]))}
            {can(exportPermission) && <ExportMenu set={exports} filter={applied} ids={selected} columns={columns.keys} />}
            {selected.length > 0 && <span aria-live="polite">{t('students.selected', { count: selected.length })}</span>}
          </Space>
          <Space>
            <Tooltip title={t('students.refresh')}>
              <Button aria-label={t('students.refresh')} icon={<ReloadOutlined />} loading={search.isFetching} onClick={() => void search.refetch()} />
            </Tooltip>
            <ColumnPicker keys={columns.keys} onChange={columns.choose} onReset={columns.reset} />
          </Space>
        </Flex>
        <StudentTable
          rows={rows}
          loading={search.isFetching}
          columns={columns.keys}
          sort={sort}
          height={height}
          total={search.data?.total ?? 0}
          current={page.current}
          size={page.size}
          selected={selected}
          onSelect={setSelected}
          onPage={(current, size) => setPage((previous) => ({ current: size === previous.size ? current : 1, size }))}
          onSort={(next) => {
            setSort(next);
            setPage((current) => ({ ...current, current: 1 }));
          }}
          actions={actions}
          actionsWidth={80 + (canEdit ? 70 : 0) + (canDelete ? 70 : 0)}
        />
      </Card>
      <StatusDialog
        ids={selected}
        open={statusOpen}
        onClose={() => setStatusOpen(false)}
        onDone={() => {
          setStatusOpen(false);
          setSelected([]);
        }}
      />
    </Space>
  );
}
