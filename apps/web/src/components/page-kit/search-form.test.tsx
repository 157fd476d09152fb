import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { KitField } from './field-control.tsx';
import { treeOptions } from './field-control.tsx';
import { SearchForm } from './search-form.tsx';

interface Filter {
  name?: string;
  period?: [string | undefined, string | undefined];
}

const fields: KitField<Filter>[] = [
  { name: 'name', label: 'pageKit.actions', kind: 'text' },
  { name: 'period', label: 'pageKit.total', kind: 'dateRange' },
];

describe('page kit search form', () => {
  it('sends the filled fields, trimmed, and leaves the blank ones out', async () => {
    const onSearch = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SearchForm<Filter> name="kit-search" title="pageKit.search.submit" fields={fields} expanded onExpandedChange={() => undefined} onSearch={onSearch} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('操作'), { target: { value: ' 张 ' } });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-09-01' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ name: '张', period: ['2026-09-01', undefined] }));
    fireEvent.click(screen.getByRole('button', { name: /重\s?置/ }));
    expect(onSearch).toHaveBeenLastCalledWith({});
  });

  it('offers fixed options by their texts and sends the chosen value', async () => {
    interface Choice {
      status?: number;
    }
    const onSearch = vi.fn();
    const choice: KitField<Choice>[] = [
      {
        name: 'status',
        label: 'pageKit.actions',
        kind: 'select',
        options: [
          { value: 1, label: 'pageKit.search.expand' },
          { value: 9, label: 'pageKit.search.collapse' },
        ],
      },
    ];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SearchForm<Choice> name="kit-choice" title="pageKit.search.submit" fields={choice} expanded onExpandedChange={() => undefined} onSearch={onSearch} />
      </QueryClientProvider>,
    );
    fireEvent.mouseDown(screen.getByLabelText('操作'));
    fireEvent.click(await screen.findByText('收起'));
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ status: 9 }));
  });

  it('offers SPEC 3 tree nodes (college -> major) as picker options by id and name', () => {
    expect(treeOptions([{ id: '002', name: '数学与统计学院', children: [{ id: '070100', name: '数学', parentId: '002', children: [] }] }])).toEqual([
      { value: '002', title: '数学与统计学院', children: [{ value: '070100', title: '数学' }] },
    ]);
  });
});
