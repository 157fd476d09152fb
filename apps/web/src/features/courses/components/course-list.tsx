import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { dictFields } from '@gs/sdk/dict-fields';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useOrgTree } from '../../../components/org/api.ts';
import { collegeTree } from '../../../components/org/tree.ts';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import { type ExportAction, ExportMenu } from '../../../components/page-kit/export-menu.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ImportDialog } from '../../../components/page-kit/import-dialog.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useCourses } from '../api/get-courses.ts';
import { type Course, type CourseImportReport, type CourseQuery, type CourseSortField, LIST_PATH } from '../api/keys.ts';
import { useDeleteCourse, useImportCourses } from '../api/write-courses.ts';
import { CourseDialog } from './course-dialog.tsx';
import { useDialogs } from '../../../components/page-kit/dialog.tsx';
import '../messages.ts';

/** What the list searches by (the call's filters but the selection of ids). */
export type CourseFilter = Pick<CourseQuery, 'keyword' | 'kclx' | 'xydm' | 'skyy'>;

const FIELD_DICTS = dictFields.Course;

/** The prerequisites as the cell shows them: codes and names, one after another. */
const prerequisitesOf = (course: Course) => course.xxkcList.map((p) => `${p.kcdm} ${p.kcmc}`).join('、');

const columns: readonly KitColumn<Course, CourseSortField>[] = [
  { key: 'kcdm', title: 'courses.field.kcdm', sortField: 'kcdm', width: 110, fixed: 'left' },
  { key: 'kcmc', title: 'courses.field.kcmc', sortField: 'kcmc', width: 220 },
  { key: 'kcmcEn', title: 'courses.field.kcmcEn', width: 240 },
  { key: 'xf', title: 'courses.field.xf', sortField: 'xf', width: 80, align: 'right' },
  { key: 'xs', title: 'courses.field.xs', sortField: 'xs', width: 80, align: 'right' },
  { key: 'kclx', title: 'courses.field.kclx', dict: FIELD_DICTS.kclx, tag: true, sortField: 'kclx', width: 110 },
  { key: 'xymc', title: 'courses.field.xydm', sortField: 'xydm', width: 200 },
  { key: 'skyy', title: 'courses.field.skyy', dict: FIELD_DICTS.skyy, sortField: 'skyy', width: 100 },
  { key: 'xxkcList', title: 'courses.field.xxkc', width: 220, render: prerequisitesOf },
  { key: 'updateTime', title: 'courses.field.updateTime', sortField: 'updateTime', width: 170, visible: false },
];

/** The page kit's query as the list call. */
function useCourseRows({ filter, current, size, sort }: ListQuery<CourseFilter, CourseSortField>): ListResult<Course> {
  const [first] = sort;
  const result = useCourses({ ...filter, ...(first ? { sortField: first.field, sortOrder: first.order } : {}), current, size });
  return { data: result.data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
}

type Refusal = CourseImportReport['refused'][number];

/**
 * The course library (/pkgl/kcgl): search by code or name, kind, college and language; a course added
 * or edited in a dialog with its prerequisites; deletion after a confirmation (the server refuses a
 * course another one needs, and says which); the Excel import with its row-by-row report; the export
 * of the search or of the selected rows.
 */
export function CourseList() {
  const t = useT();
  const { message } = App.useApp();
  const modal = useDialogs();
  const { can } = useAccess();
  const tree = useOrgTree();
  const remove = useDeleteCourse();
  const importing = useImportCourses();
  // undefined: no dialog; null: a new course; a course: its edit.
  const [editing, setEditing] = useState<Course | null | undefined>(undefined);
  const [importOpen, setImportOpen] = useState(false);
  const mayEdit = can(['pkgl:kcgl:edit']);

  const fields = useMemo<KitField<CourseFilter>[]>(
    () => [
      { name: 'keyword', label: 'courses.search.keyword', kind: 'text', placeholder: 'courses.search.keywordHint' },
      { name: 'kclx', label: 'courses.field.kclx', kind: 'dict', dict: FIELD_DICTS.kclx },
      { name: 'xydm', label: 'courses.field.xydm', kind: 'tree', nodes: collegeTree(tree.data) },
      { name: 'skyy', label: 'courses.field.skyy', kind: 'dict', dict: FIELD_DICTS.skyy },
    ],
    [tree.data],
  );

  const exports: readonly ExportAction<CourseFilter>[] = [
    { key: 'list', label: 'courses.export.list', request: ({ filter }) => ({ path: `${LIST_PATH}/export`, options: { query: filter } }) },
    {
      key: 'selected',
      label: 'courses.export.selected',
      selection: true,
      request: ({ ids }) => ({ path: `${LIST_PATH}/export`, options: { query: { ids } } }),
    },
  ];

  const deleteRow = (row: Course, done: () => void) =>
    void modal.confirm({
      title: t('courses.delete.title', { name: `${row.kcdm} ${row.kcmc}` }),
      content: t('courses.delete.content'),
      okButtonProps: { danger: true },
      okText: t('courses.delete.ok'),
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync({ params: { path: { id: row.id } } }).then(() => {
          void message.success(t('courses.delete.done', { name: `${row.kcdm} ${row.kcmc}` }));
          done();
        }),
    });

  return (
    <ListPage<Course, CourseFilter, CourseSortField>
      search={{ name: 'kcgl-search', title: 'courses.search.title', fields }}
      useRows={useCourseRows}
      selectable
      title={(total) => t('courses.list.title', { total })}
      toolbar={(context) => (
        <>
          {mayEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('courses.add')}
            </Button>
          )}
          {mayEdit && (
            <Button icon={<ImportOutlined />} onClick={() => setImportOpen(true)}>
              {t('courses.import.open')}
            </Button>
          )}
          <ExportMenu actions={exports} input={{ filter: context.filter, ids: context.selected, columns: context.columns }} />
        </>
      )}
      table={{
        label: 'courses.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-kcgl-columns',
        actionsWidth: 120,
        actions: mayEdit
          ? (row, context) => (
              <>
                <RowAction onClick={() => setEditing(row)} aria-label={t('courses.editOf', { name: row.kcmc })}>
                  {t('courses.edit')}
                </RowAction>
                <RowAction danger onClick={() => deleteRow(row, () => context.deselect([row.id]))} aria-label={t('courses.deleteOf', { name: row.kcmc })}>
                  {t('courses.delete.one')}
                </RowAction>
              </>
            )
          : undefined,
      }}
    >
      {() => (
        <>
          <CourseDialog course={editing} onClose={() => setEditing(undefined)} />
          <ImportDialog<Refusal>
            open={importOpen}
            title={t('courses.import.title')}
            hint={t('courses.import.hint')}
            template={{ path: `${LIST_PATH}/template` }}
            columns={[
              { key: 'kcdm', title: t('courses.field.kcdm'), width: 110 },
              { key: 'kcmc', title: t('courses.field.kcmc'), width: 160 },
            ]}
            onImport={(file) => importing.mutateAsync(file)}
            importing={importing.isPending}
            onClose={() => {
              importing.reset();
              setImportOpen(false);
            }}
          />
        </>
      )}
    </ListPage>
  );
}
