import { Table, type TableProps, Tag } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import { type Dict, dictLabel, dictTagColour, useDicts } from '../../../lib/dicts.ts';
import { columnField, type SortOrder, type Student, type StudentColumn, type StudentColumnKey, studentColumns } from '../lib/fields.ts';
import '../messages.ts';

const columnDicts = [...new Set(studentColumns.flatMap((column) => (column.dict ? [column.dict] : [])))];

function cell(column: StudentColumn, dicts: Readonly<Record<string, Dict | undefined>>, value: unknown): ReactNode {
  if (value === undefined || value === null || value === '') return '';
  if (!column.dict) return String(value);
  const dict = dicts[column.dict];
  const label = dictLabel(dict, value);
  if (!column.tag) return label;
  return <Tag color={dictTagColour(dict?.byValue.get(String(value)))}>{label}</Tag>;
}

/** antd's sorter (one or several columns) as the search's `sort` (at most 5, SPEC 7 search body). */
export function sortOf(sorter: SorterResult<Student> | SorterResult<Student>[]): SortOrder[] {
  const list = (Array.isArray(sorter) ? sorter : [sorter]).filter((item) => item.order);
  return list
    .flatMap((item) => {
      const column = studentColumns.find((candidate) => candidate.key === item.columnKey);
      return column?.sortField ? [{ field: column.sortField, order: item.order === 'descend' ? ('desc' as const) : ('asc' as const) }] : [];
    })
    .slice(0, 5);
}

export interface StudentTableProps {
  rows: Student[];
  loading: boolean;
  columns: StudentColumnKey[];
  sort: SortOrder[];
  height: number;
  total: number;
  current: number;
  size: number;
  selected?: string[];
  onSelect?: (ids: string[]) => void;
  onPage: (current: number, size: number) => void;
  onSort: (sort: SortOrder[]) => void;
  actions?: (student: Student) => ReactNode;
  actionsWidth?: number;
  /** False for lists the server cannot sort (a supervisor's students). */
  sortable?: boolean;
}

export const pageSizes = [20, 50, 100, 500, 1000, 10000];

/**
 * The records table: the picked columns with dictionary labels, server paging and sorting, a height
 * set by the page (SPEC 9), and antd's virtual body so that 10,000 loaded rows scroll smoothly.
 */
export function StudentTable(props: StudentTableProps) {
  const t = useT();
  const { dicts } = useDicts(columnDicts);
  const { columns: keys, sort, actions, actionsWidth = 170, sortable = true } = props;
  const picked = studentColumns.filter((column) => keys.includes(column.key));

  const columns: ColumnsType<Student> = picked.map((column) => {
    const order = sort.find((item) => item.field === column.sortField)?.order;
    return {
      key: column.key,
      dataIndex: column.key,
      title: t(`students.field.${columnField(column.key)}`),
      width: column.width,
      ellipsis: true,
      fixed: column.key === 'xykh' ? 'left' : undefined,
      render: (value: unknown) => cell(column, dicts, value),
      ...(sortable && column.sortField
        ? { sorter: { multiple: picked.indexOf(column) + 1 }, sortOrder: order === 'asc' ? ('ascend' as const) : order === 'desc' ? ('descend' as const) : null }
        : {}),
    };
  });
  if (actions) {
    columns.push({ key: 'actions', title: t('students.actions'), width: actionsWidth, fixed: 'right', render: (_, row) => actions(row) });
  }
  const width = columns.reduce((sum, column) => sum + Number(column.width ?? 100), props.onSelect ? 48 : 0);

  const onChange: TableProps<Student>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') props.onSort(sortOf(sorter));
    if (extra.action === 'paginate') props.onPage(pagination.current ?? 1, pagination.pageSize ?? props.size);
  };

  return (
    <Table<Student>
      virtual
      size="small"
      rowKey="id"
      aria-label={t('students.table')}
      loading={props.loading}
      columns={columns}
      dataSource={props.rows}
      scroll={{ x: width, y: props.height }}
      onChange={onChange}
      showSorterTooltip={false}
      rowSelection={
        props.onSelect
          ? { selectedRowKeys: props.selected ?? [], preserveSelectedRowKeys: true, onChange: (ids) => props.onSelect?.(ids.map(String)), fixed: true, columnWidth: 48 }
          : undefined
      }
      pagination={{
        current: props.current,
        pageSize: props.size,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: pageSizes,
        showQuickJumper: true,
        showTotal: (total) => t('students.total', { total }),
      }}
    />
  );
}
