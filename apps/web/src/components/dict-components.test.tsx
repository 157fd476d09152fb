import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type DictEntry, dictQueryOptions, indexDict } from '../lib/dicts.ts';
import { DictRadio } from './dict-radio.tsx';
import { DictSelect } from './dict-select.tsx';
import { DictTag } from './dict-tag.tsx';

const entry = (dictName: string, value: string, label: string, dictSort: number, cssClass = '', enabled = true): DictEntry => ({
  id: `${dictName}:${value}`,
  dictName,
  value,
  label,
  dictSort,
  cssClass,
  enabled,
});

function withDicts(children: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(
    dictQueryOptions('xj_xjzt').queryKey,
    indexDict('xj_xjzt', [
      entry('xj_xjzt', '02', '休学', 2, 'warning'),
      entry('xj_xjzt', '01', '在读', 1, 'success'),
      entry('xj_xjzt', '09', '停用项', 9, '', false),
    ]),
  );
  client.setQueryData(
    dictQueryOptions('sys_user_sex').queryKey,
    indexDict('sys_user_sex', [entry('sys_user_sex', '2', '女', 2), entry('sys_user_sex', '1', '男', 1)]),
  );
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

describe('dictionary components', () => {
  it('DictTag shows the label in the colour of the entry, and an unknown value as it is', () => {
    withDicts(
      <>
        <DictTag dict="xj_xjzt" value="01" />
        <DictTag dict="xj_xjzt" value="77" />
      </>,
    );
    expect(screen.getByText('在读').className).toContain('ant-tag-success');
    expect(screen.getByText('77')).toBeTruthy();
  });

  it('DictRadio offers the entries in dictSort order', () => {
    const onChange = vi.fn();
    withDicts(<DictRadio dict="sys_user_sex" onChange={onChange} />);
    const radios = screen.getAllByRole('radio');
    expect(screen.getAllByText(/^(男|女)$/).map((label) => label.textContent)).toEqual(['男', '女']);
    expect(radios).toHaveLength(2);
    fireEvent.click(radios[1]!);
    expect(onChange.mock.calls[0]?.[0].target.value).toBe('2');
  });

  it('DictSelect lists the enabled entries in dictSort order', async () => {
    withDicts(<DictSelect dict="xj_xjzt" open aria-label="学籍状态" />);
    // The accessible options carry the values; the visible list shows the labels.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['01', '02']);
    expect(screen.getAllByText(/^(在读|休学)$/).map((option) => option.textContent)).toEqual(['在读', '休学']);
  });
});
