import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type DictEntry, DictNamesError, dictLabel, dictQueryOptions, dictValue, indexDict, loadDicts, requireDictNames, useDicts } from './dicts.ts';

const entry = (dictName: string, value: string, label: string, dictSort: number, cssClass = ''): DictEntry => ({
  id: `${dictName}:${value}`,
  dictName,
  value,
  label,
  dictSort,
  cssClass,
  enabled: true,
});

// Deliberately out of order: the loader sorts by dictSort (SPEC 3).
const status = [entry('xj_xjzt', '04', '毕业', 4), entry('xj_xjzt', '01', '在读', 1, 'success'), entry('xj_xjzt', '02', '休学', 2, 'warning')];
const sex = [entry('sys_user_sex', '2', '女', 2), entry('sys_user_sex', '1', '男', 1)];

function fakeFetcher() {
  const data: Record<string, DictEntry[]> = { xj_xjzt: status, sys_user_sex: sex };
  return vi.fn(async (name: string) => data[name] ?? []);
}

describe('the dictionary loader (SPEC 3, 5)', () => {
  it('refuses no dictionary names with a developer error', async () => {
    expect(() => requireDictNames([])).toThrow(DictNamesError);
    expect(() => requireDictNames(undefined)).toThrow('requires dictionary names');
    expect(() => requireDictNames(['xj_xjzt', '  '])).toThrow(DictNamesError);
    await expect(loadDicts(new QueryClient(), [])).rejects.toThrow(DictNamesError);
    expect(() => dictQueryOptions('')).toThrow(DictNamesError);
  });

  it('refuses an empty list in a component too, before any request', () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useDicts([]), { wrapper })).toThrow(DictNamesError);
    vi.restoreAllMocks();
  });

  it('sorts entries by dictSort ascending and indexes them by value and by label', () => {
    const dict = indexDict('xj_xjzt', status);
    expect(dict.entries.map((item) => item.value)).toEqual(['01', '02', '04']);
    expect(dict.byValue.get('02')?.label).toBe('休学');
    expect(dict.byLabel.get('毕业')?.value).toBe('04');
    expect(dictLabel(dict, '01')).toBe('在读');
    expect(dictValue(dict, ' 休学 ')).toBe('02');
  });

  it('shows an unknown value as it is and nothing for no value', () => {
    const dict = indexDict('xj_xjzt', status);
    expect(dictLabel(dict, '99')).toBe('99');
    expect(dictLabel(dict, undefined)).toBe('');
    expect(dictLabel(undefined, '01')).toBe('01');
    expect(dictValue(dict, '不存在')).toBeUndefined();
  });

  it('fetches each dictionary once per session, however often it is asked for', async () => {
    const client = new QueryClient();
    const fetcher = fakeFetcher();
    const first = await loadDicts(client, ['xj_xjzt', 'sys_user_sex', 'xj_xjzt'], fetcher);
    const second = await loadDicts(client, ['sys_user_sex'], fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher.mock.calls.map(([name]) => name).sort()).toEqual(['sys_user_sex', 'xj_xjzt']);
    expect(first.sys_user_sex).toBe(second.sys_user_sex);
    expect(first.xj_xjzt?.byLabel.get('在读')?.value).toBe('01');
  });

  it('keeps dictionaries fresh for the whole session (staleTime and gcTime Infinity)', () => {
    const options = dictQueryOptions('xj_xjzt');
    expect(options.staleTime).toBe(Infinity);
    expect(options.gcTime).toBe(Infinity);
    expect(options.queryKey).toEqual(['dicts', '/kernel/dictDetail/get', { query: { dictName: 'xj_xjzt' } }]);
  });

  it('gives components the dictionaries they name, once loaded', async () => {
    const client = new QueryClient();
    client.setQueryData(dictQueryOptions('xj_xjzt').queryKey, indexDict('xj_xjzt', status));
    client.setQueryData(dictQueryOptions('sys_user_sex').queryKey, indexDict('sys_user_sex', sex));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useDicts(['xj_xjzt', 'sys_user_sex']), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.dicts.sys_user_sex?.entries.map((item) => item.label)).toEqual(['男', '女']);
  });
});
