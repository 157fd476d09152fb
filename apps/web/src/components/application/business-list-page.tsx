import { type ReactNode, useMemo } from 'react';
import type { MessageKey } from '../../i18n/i18n.ts';
import type { KitColumn } from '../page-kit/data-table.tsx';
import type { ListQuery, ListResult } from '../page-kit/list-page.tsx';
import type { ApplicationSortField } from './api.ts';
import { type ApplicationFilter, type ApplicationRow, applicationColumns, applicationExports, useApplicationRows, useApplicationSearch } from './columns.ts';
import { ReviewListPage, type ReviewListPageProps } from './review-list-page.tsx';

type RowsHook = (query: ListQuery<ApplicationFilter, ApplicationSortField>) => ListResult<ApplicationRow>;

/** One query hook per business, made once: the list calls the same function on every render. */
const rowHooks = new Map<string, RowsHook>();
function rowsOf(coreCode: string): RowsHook {
  const made = rowHooks.get(coreCode);
  if (made) return made;
  const preset = { coreCode };
  const useBusinessRows: RowsHook = (query) => useApplicationRows(query, preset);
  rowHooks.set(coreCode, useBusinessRows);
  return useBusinessRows;
}

export interface BusinessListPageProps extends Pick<
  ReviewListPageProps<ApplicationRow, ApplicationFilter, ApplicationSortField>,
  'toolbar' | 'rowActions' | 'actionsWidth'
> {
  /** The business (SPEC 3 `coreCode`) whose applications are listed, searched and exported. */
  coreCode: string;
  /** The search form's title and the hint of its keyword field. */
  searchTitle: MessageKey;
  keywordHint: MessageKey;
  title: (total: number) => ReactNode;
  /** The table's accessible name. */
  label: MessageKey;
  /** The engine's columns, or the business's own arrangement of them (default: all). */
  columns?: readonly KitColumn<ApplicationRow, ApplicationSortField>[];
}

/**
 * The review list of one business (status changes, scholarships, supervisor selection, degree): the
 * engine's rows, search, columns and export, each narrowed to `coreCode`, on the shared review list. The
 * form's name and the column choice's storage key follow the business (`<coreCode>-search`,
 * `gs-<coreCode>-columns`), as the pages had them, so a user's saved choice of columns stays.
 */
export function BusinessListPage({
  coreCode,
  searchTitle,
  keywordHint,
  title,
  label,
  columns = applicationColumns,
  toolbar,
  rowActions,
  actionsWidth,
}: BusinessListPageProps) {
  const fields = useApplicationSearch(coreCode, keywordHint);
  const exports = useMemo(() => applicationExports({ coreCode }), [coreCode]);
  return (
    <ReviewListPage<ApplicationRow, ApplicationFilter, ApplicationSortField>
      coreCode={coreCode}
      exports={exports}
      search={{ name: `${coreCode}-search`, title: searchTitle, fields }}
      useRows={rowsOf(coreCode)}
      title={title}
      toolbar={toolbar}
      rowActions={rowActions}
      actionsWidth={actionsWidth}
      table={{ label, rowKey: 'id', columns, storageKey: `gs-${coreCode}-columns` }}
    />
  );
}
