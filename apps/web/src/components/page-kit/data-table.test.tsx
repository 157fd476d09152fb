/* eslint-disable testing-library/no-node-access -- the list body's own structure (the rows it keeps and reuses, their offsets, the fixed cells) is what these tests are about, and no role tells them */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DictEntry, dictQueryOptions, indexDict } from '../../lib/dicts.ts';
import { useColumnChoice } from './column-picker.tsx';
import { DataTable, type KitColumn, drawnColumns, sortOf } from './data-table.tsx';
import { cleanFilter } from './search-form.tsx';
import { TestStyles } from '../../test/styles.tsx';

interface Person {
  id: string;
  name: string;
  status: string;
  college?: string | null;
}

const columns: KitColumn<Person, 'name' | 'status'>[] = [
  { key: 'name', title: 'pageKit.actions', width: 100, sortField: 'name' },
  { key: 'status', title: 'pageKit.refresh', width: 100, dict: 'xj_xjzt', tag: true, sortField: 'status' },
  { key: 'college', title: 'pageKit.total', width: 100, visible: false },
];

const entry = (value: string, label: string, cssClass: string): DictEntry => ({
  id: `xj_xjzt:${value}`,
  dictName: 'xj_xjzt',
  value,
  label,
  dictSort: Number(value),
  cssClass,
  enabled: true,
});

function withDicts(children: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(dictQueryOptions('xj_xjzt').queryKey, indexDict('xj_xjzt', [entry('01', '在读', 'success'), entry('02', '休学', 'warning')]));
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>, { wrapper: TestStyles });
}

const rows: Person[] = [
  { id: 'a', name: '张三', status: '01' },
  { id: 'b', name: '李四', status: '02' },
];

const base = { label: 'pageKit.actions', rowKey: 'id', columns, height: 400, total: 2, current: 1, size: 20, onPage: () => undefined } as const;

const phoneMedia = window.matchMedia;

/** A window as wide as a desktop's: antd's breakpoints up to `xl` match (jsdom matches none: a phone). */
function onDesktop() {
  window.matchMedia = (query: string) => ({ ...phoneMedia(query), matches: /min-width: (576|768|992|1200)px/.test(query) });
}

afterEach(() => {
  localStorage.clear();
  window.matchMedia = phoneMedia;
});

describe('page kit table', () => {
  beforeEach(onDesktop);

  it('maps the sorted columns to the server fields, in the order given, dropping unsortable ones (SPEC 7 search sort)', () => {
    expect(
      sortOf(columns, [
        { columnKey: 'status', order: 'ascend' },
        { columnKey: 'name', order: 'descend' },
        { columnKey: 'college', order: 'ascend' },
      ]),
    ).toEqual([
      { field: 'status', order: 'asc' },
      { field: 'name', order: 'desc' },
    ]);
    expect(sortOf(columns, { columnKey: 'name', order: undefined })).toEqual([]);
  });

  it('tells the columns that draw elements, which keep their width, from those of text, which may give way (issue 22 §10)', () => {
    const drawing: KitColumn<Person>[] = [
      { key: 'name', title: 'pageKit.actions', width: 100 },
      { key: 'status', title: 'pageKit.refresh', width: 100, render: (row) => `${row.status} / 2` },
      { key: 'college', title: 'pageKit.total', width: 100, render: (row) => <b>{row.name}</b> },
    ];
    expect(drawnColumns(drawing, rows)).toEqual(['college']);
  });

  it('shows dictionary values as labels in the colour of their entry', () => {
    withDicts(<DataTable<Person, 'name' | 'status'> {...base} rows={rows} loading={false} />);
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('在读').className).toContain('gs-cell-tag-success');
    expect(screen.getByText('休学').className).toContain('gs-cell-tag-warning');
  });

  it('selects a row with its checkbox and keeps the rows selected before', () => {
    const onSelect = vi.fn();
    withDicts(<DataTable<Person, 'name' | 'status'> {...base} rows={rows} loading={false} selected={['a']} onSelect={onSelect} />);
    const row = screen.getByRole('row', { name: /李四/ });
    fireEvent.click(within(row).getByRole('checkbox', { name: '选择此行' }));
    expect(onSelect).toHaveBeenLastCalledWith(['a', 'b']);
  });

  it('renders a window of a long list, moves it as the body scrolls, and reuses the row elements', () => {
    const many: Person[] = Array.from({ length: 1000 }, (_, index) => ({ id: `p${index}`, name: `学生${index}`, status: '01' }));
    withDicts(<DataTable<Person, 'name' | 'status'> {...base} rows={many} total={1000} size={1000} loading={false} />);
    const holder = document.querySelector('.ant-table-tbody-virtual-holder') as HTMLElement;
    const shownRows = () => [...holder.querySelectorAll('.ant-table-row')] as HTMLElement[];
    const before = shownRows();
    // 400 px of 40 px rows, and a few more either side.
    expect(before.length).toBeGreaterThan(10);
    expect(before.length).toBeLessThan(30);
    expect(screen.getByText('学生0')).toBeTruthy();
    expect(screen.queryByText('学生500')).toBeNull();
    // The scrolled area is as tall as every row, so the scrollbar tells where in the list the user is.
    expect((holder.firstElementChild as HTMLElement).style.height).toBe('40000px');
    holder.scrollTop = 500 * 40;
    fireEvent.scroll(holder);
    const row500 = screen.getByText('学生500').closest('.ant-table-row') as HTMLElement;
    expect(row500.getAttribute('data-row-key')).toBe('p500');
    expect(row500.style.top).toBe('20000px');
    expect(screen.queryByText('学生0')).toBeNull();
    const after = shownRows();
    expect(after.length).toBe(before.length);
    expect(after.every((row, index) => row === before[index])).toBe(true);
  });

  it('draws new rows (a refresh, another order) in new elements, so that an element found for one record never shows another', () => {
    const { rerender } = withDicts(<DataTable<Person, 'name' | 'status'> {...base} rows={rows} loading={false} />);
    const before = screen.getByRole('row', { name: /张三/ });
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <DataTable<Person, 'name' | 'status'> {...base} rows={[...rows].reverse()} loading={false} />
      </QueryClientProvider>,
    );
    expect(before.isConnected).toBe(false);
    expect(
      screen
        .getAllByRole('row')
        .filter((row) => row.hasAttribute('data-row-key'))
        .map((row) => row.getAttribute('data-row-key')),
    ).toEqual(['b', 'a']);
  });

  it('offers a box only to the rows that may be ticked; the header box ticks those alone (issue 22 §5)', () => {
    const onSelect = vi.fn();
    withDicts(
      <DataTable<Person, 'name' | 'status'> {...base} rows={rows} loading={false} selected={[]} onSelect={onSelect} canSelect={(row) => row.status === '01'} />,
    );
    const [header, ...boxes] = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.disabled)).toEqual([false, true]);
    fireEvent.click(header!);
    expect(onSelect).toHaveBeenLastCalledWith(['a']);
  });

  it('lets the rows ignore the pointer while the list scrolls, and take it again once it pauses', () => {
    vi.useFakeTimers();
    try {
      const many: Person[] = Array.from({ length: 200 }, (_, index) => ({ id: `p${index}`, name: `学生${index}`, status: '01' }));
      withDicts(<DataTable<Person, 'name' | 'status'> {...base} rows={many} total={200} size={200} loading={false} />);
      const holder = document.querySelector('.ant-table-tbody-virtual-holder') as HTMLElement;
      const rowsElement = holder.firstElementChild as HTMLElement;
      holder.scrollTop = 400;
      fireEvent.scroll(holder);
      expect(getComputedStyle(rowsElement).pointerEvents).toBe('none');
      act(() => vi.advanceTimersByTime(100));
      holder.scrollTop = 800;
      fireEvent.scroll(holder);
      act(() => vi.advanceTimersByTime(100));
      // Still moving: 100 ms after the last step is not a pause yet.
      expect(getComputedStyle(rowsElement).pointerEvents).toBe('none');
      act(() => vi.advanceTimersByTime(200));
      expect(getComputedStyle(rowsElement).pointerEvents).not.toBe('none');
    } finally {
      vi.useRealTimers();
    }
  });

  it("says what an empty list is, in the page's words", () => {
    withDicts(<DataTable<Person, 'name' | 'status'> {...base} rows={[]} total={0} loading={false} empty="pageKit.error.title" />);
    expect(screen.getByText('数据加载失败')).toBeTruthy();
  });

  it('aligns a column to the right, title and cells alike', () => {
    const aligned: KitColumn<Person>[] = [{ key: 'name', title: 'pageKit.actions', width: 100, align: 'right' }];
    withDicts(<DataTable<Person> {...base} columns={aligned} rows={rows} loading={false} />);
    expect((screen.getByText('张三') as HTMLElement).style.textAlign).toBe('right');
    expect(screen.getByRole('columnheader', { name: '操作' }).style.textAlign).toBe('right');
  });

  it('fixes the selection, a key column and the actions on wider screens', () => {
    const keyed: KitColumn<Person>[] = [{ key: 'name', title: 'pageKit.actions', width: 100, fixed: 'left' }];
    withDicts(<DataTable<Person> {...base} columns={keyed} rows={rows} loading={false} selected={[]} onSelect={() => undefined} actions={() => '…'} />);
    // Per row: the selection box and the name on the left, the actions on the right.
    expect(document.querySelectorAll('.ant-table-tbody-virtual .ant-table-cell-fix').length).toBe(rows.length * 3);
  });

  it("draws a row's box as antd's Checkbox, and the header's box says when some rows are selected (issue 22 §12)", () => {
    const onSelect = vi.fn();
    const { rerender } = withDicts(<DataTable<Person, 'name' | 'status'> {...base} rows={rows} loading={false} selected={[]} onSelect={onSelect} />);
    const box = within(screen.getByRole('row', { name: /张三/ })).getByRole('checkbox', { name: '选择此行' }) as HTMLInputElement;
    // antd's markup: the input (which takes the focus and the space key) inside the square antd draws.
    expect(box.className).toBe('ant-checkbox-input');
    expect(box.parentElement?.classList.contains('ant-checkbox')).toBe(true);
    expect(box.closest('label')?.classList.contains('ant-checkbox-wrapper')).toBe(true);
    expect(box.parentElement?.classList.contains('ant-checkbox-checked')).toBe(false);
    fireEvent.click(box);
    expect(onSelect).toHaveBeenLastCalledWith(['a']);
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <DataTable<Person, 'name' | 'status'> {...base} rows={rows} loading={false} selected={['a']} onSelect={onSelect} />
      </QueryClientProvider>,
    );
    const checked = within(screen.getByRole('row', { name: /张三/ })).getByRole('checkbox', { name: '选择此行' }) as HTMLInputElement;
    expect(checked.checked).toBe(true);
    expect(checked.parentElement?.classList.contains('ant-checkbox-checked')).toBe(true);
    const all = within(screen.getAllByRole('columnheader')[0] as HTMLElement).getByRole('checkbox') as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
  });

  it('says when the rows could not be loaded and offers to try again', () => {
    const onRetry = vi.fn();
    withDicts(<DataTable<Person, 'name' | 'status'> {...base} rows={[]} loading={false} error onRetry={onRetry} />);
    expect(screen.getByText('数据加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('page kit list on a phone (issue 22 §11)', () => {
  const withKey: KitColumn<Person, 'name' | 'status'>[] = [
    { key: 'id', title: 'pageKit.selectRow', width: 100, fixed: 'left' } as unknown as KitColumn<Person, 'name' | 'status'>,
    ...columns.slice(0, 2),
  ];

  it('shows each row as a card: the key column as its title, the state beside it, the other columns as label: value lines, and its actions', () => {
    withDicts(
      <DataTable<Person, 'name' | 'status'>
        {...base}
        columns={withKey}
        rows={rows}
        loading={false}
        actions={(row) => <button type="button">{`看 ${row.name}`}</button>}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: '操作' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(screen.getByRole('list', { name: '操作' })).getByRole('listitem', { name: 'a' });
    expect(first).toBe(cards[0]);
    expect(within(first).getByText('在读').className).toContain('gs-cell-tag-success');
    // The name column as a label and its value.
    expect(within(first).getByRole('term').textContent).toBe('操作');
    expect(within(first).getByRole('definition').textContent).toBe('张三');
    expect(within(first).getByRole('button', { name: '看 张三' })).toBeTruthy();
  });

  it('keeps the selection: a box per card, and one for the page that shows when some are selected', () => {
    const onSelect = vi.fn();
    withDicts(<DataTable<Person, 'name' | 'status'> {...base} columns={withKey} rows={rows} loading={false} selected={['b']} onSelect={onSelect} />);
    const [first, second] = within(screen.getByRole('list', { name: '操作' })).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect((within(second).getByRole('checkbox', { name: '选择此行' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(first).getByRole('checkbox', { name: '选择此行' }));
    expect(onSelect).toHaveBeenLastCalledWith(['b', 'a']);
    const page = screen.getByRole('checkbox', { name: '全选本页' }) as HTMLInputElement;
    expect(page.indeterminate).toBe(true);
    fireEvent.click(page);
    expect(onSelect).toHaveBeenLastCalledWith(['a', 'b']);
  });

  it('says what an empty list is, and when it could not be loaded', () => {
    const { unmount } = withDicts(<DataTable<Person, 'name' | 'status'> {...base} rows={[]} total={0} loading={false} empty="pageKit.error.title" />);
    expect(screen.getByText('数据加载失败')).toBeTruthy();
    unmount();
    const onRetry = vi.fn();
    withDicts(<DataTable<Person, 'name' | 'status'> {...base} rows={[]} loading={false} error onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('column choice', () => {
  it('starts with the visible columns and remembers a choice per page', () => {
    const { result } = renderHook(() => useColumnChoice('gs-test-columns', columns));
    expect(result.current.keys).toEqual(['name', 'status']);
    act(() => result.current.choose(['college', 'name']));
    expect(result.current.keys).toEqual(['name', 'college']);
    expect(renderHook(() => useColumnChoice('gs-test-columns', columns)).result.current.keys).toEqual(['name', 'college']);
    expect(renderHook(() => useColumnChoice('gs-other-columns', columns)).result.current.keys).toEqual(['name', 'status']);
  });

  it('keeps at least one column and forgets stored columns the page no longer has', () => {
    const { result } = renderHook(() => useColumnChoice('gs-test-columns', columns));
    act(() => result.current.choose([]));
    expect(result.current.keys).toEqual(['name', 'status']);
    localStorage.setItem('gs-test-columns', JSON.stringify(['gone']));
    expect(renderHook(() => useColumnChoice('gs-test-columns', columns)).result.current.keys).toEqual(['name', 'status']);
  });
});

describe('search filter', () => {
  it('leaves out blank values and open date ranges, and trims text', () => {
    expect(cleanFilter({ name: ' 张 ', empty: '  ', none: null, range: [undefined, undefined], from: ['2026-01-01', undefined], year: 2025 })).toEqual({
      name: '张',
      from: ['2026-01-01', undefined],
      year: 2025,
    });
  });
});
