import { Tag } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { KitColumn } from '../../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../../components/page-kit/list-page.tsx';
import { RowAction } from '../../../../components/row-action.tsx';
import { useAccess } from '../../../../components/permission.tsx';
import { paths } from '../../../../config/paths.ts';
import { type Translate, useLanguage, useT } from '../../../../i18n/i18n.ts';
import { type Term, termName, useTerms } from '../../../../components/term/api.ts';
import { ALL_TERMS, TermSelect } from '../../../../components/term/term-select.tsx';
import { type GradeSheetBrief, type SheetQuery, useGradeSheets } from '../../api/sheets.ts';
import '../../../../i18n/messages/term.ts';
import '../messages.ts';

/** The filter of the list; `term` 'all' asks for every term (left out, the current term is asked for). */
type SheetFilter = Pick<SheetQuery, 'term' | 'keyword' | 'state'>;

function columnsOf(t: Translate, language: string, terms: readonly Term[] | undefined): KitColumn<GradeSheetBrief>[] {
  return [
    { key: 'kcmc', title: 'gradeEntry.field.kcmc', width: 200, fixed: 'left', render: (row) => (language === 'en' && row.kcmcEn ? row.kcmcEn : row.kcmc) },
    { key: 'kcdm', title: 'gradeEntry.field.kcdm', width: 110 },
    {
      key: 'term',
      title: 'gradeEntry.field.term',
      width: 160,
      render: (row) =>
        termName(
          language,
          terms?.find((term) => term.id === row.term),
        ) || row.term,
    },
    {
      key: 'teachers',
      title: 'gradeEntry.field.teachers',
      width: 140,
      render: (row) => row.teachers.map((teacher) => teacher.xm).join(t('gradeEntry.sep.names')),
    },
    { key: 'xf', title: 'gradeEntry.field.xf', width: 70, align: 'right' },
    { key: 'scale', title: 'gradeEntry.field.scale', width: 100, render: (row) => t(`gradeEntry.scale.${row.scale}`) },
    {
      key: 'entered',
      title: 'gradeEntry.field.progress',
      width: 120,
      align: 'right',
      render: (row) => `${row.entered} / ${row.total}`,
    },
    {
      key: 'state',
      title: 'gradeEntry.field.state',
      width: 100,
      state: true,
      render: (row) => (
        <span className={`gs-cell-tag gs-cell-tag-${row.state === 'submitted' ? 'success' : 'processing'}`}>{t(`gradeEntry.state.${row.state}`)}</span>
      ),
    },
    { key: 'xymc', title: 'gradeEntry.field.xymc', width: 180, visible: false },
    { key: 'submittedAt', title: 'gradeEntry.field.submittedAt', width: 170, visible: false },
  ];
}

/**
 * 成绩录入 (/cjgl/cjlr): the grade sheets of the caller's offerings (the graduate school's: all), of
 * the current term unless another is chosen, with their state and how many are entered; each opens
 * the entry grid in a tab of its own.
 */
export function SheetList() {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { can } = useAccess();
  const terms = useTerms();
  const current = terms.data?.find((term) => term.current);
  const mayEdit = can(['cjgl:cjlr:edit']);
  const columns = useMemo(() => columnsOf(t, language, terms.data), [t, language, terms.data]);

  const fields = useMemo<KitField<SheetFilter>[]>(
    () => [
      { name: 'term', label: 'gradeEntry.field.term', kind: 'custom', render: (control) => <TermSelect {...control} withAll /> },
      { name: 'keyword', label: 'gradeEntry.field.keyword', kind: 'text', placeholder: 'gradeEntry.list.keywordHint' },
      {
        name: 'state',
        label: 'gradeEntry.field.state',
        kind: 'select',
        options: [
          { value: 'draft', label: 'gradeEntry.state.draft' },
          { value: 'submitted', label: 'gradeEntry.state.submitted' },
        ],
      },
    ],
    [],
  );

  // The term asked for: the chosen one, none for "all", else the current term once the terms are in.
  const termOf = (filter: Partial<SheetFilter>) => (filter.term === ALL_TERMS ? undefined : (filter.term ?? current?.id));
  const useRows = ({ filter, current: page, size }: ListQuery<SheetFilter, string>): ListResult<GradeSheetBrief> => {
    const term = termOf(filter);
    const query: SheetQuery = { ...filter, current: page, size };
    if (term) query.term = term;
    else delete query.term;
    // Waits for the terms, so that the first answer is the current term's and not every term's.
    const result = useGradeSheets(query, terms.isSuccess || terms.isError);
    return { data: result.data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
  };

  const nameOf = (row: GradeSheetBrief) => t('gradeEntry.list.sheetName', { course: language === 'en' && row.kcmcEn ? row.kcmcEn : row.kcmc, kcdm: row.kcdm });
  const open = (row: GradeSheetBrief) => navigate(paths.gradeEntry(row.id));

  return (
    <ListPage<GradeSheetBrief, SheetFilter>
      search={{ name: 'cjlr-search', title: 'gradeEntry.list.search', fields }}
      useRows={useRows}
      title={(total) => t('gradeEntry.list.titleCount', { total })}
      toolbar={({ filter }) => {
        // Which term the rows are of, since an empty term field still means one (the current term).
        const term = terms.data?.find((item) => item.id === termOf(filter));
        return <Tag color="blue">{term ? termName(language, term) : t('termPicker.all')}</Tag>;
      }}
      table={{
        label: 'gradeEntry.list.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-cjlr-columns',
        sortable: false,
        empty: 'gradeEntry.list.empty',
        actionsWidth: 100,
        actions: (row) => {
          const edit = mayEdit && row.state === 'draft';
          return (
            <RowAction onClick={() => open(row)} aria-label={t(edit ? 'gradeEntry.list.enterOf' : 'gradeEntry.list.viewOf', { name: nameOf(row) })}>
              {t(edit ? 'gradeEntry.list.enter' : 'gradeEntry.list.view')}
            </RowAction>
          );
        },
      }}
    />
  );
}
