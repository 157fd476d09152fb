import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api.ts';
import type { ImportReport } from '../api/keys.ts';
import { ImportDialog } from './import-dialog.tsx';

const report: ImportReport = {
  imported: 3,
  refused: [
    { row: 3, ksbh: '199992670000012', xm: '王芳', reasons: ['身份证号不正确（须为 18 位，校验位和出生日期须有效）'] },
    { row: 5, ksbh: '199992670000014', xm: '李强', reasons: ['专业代码 999999 不存在', '导师工号 T404 不存在'] },
  ],
};

function mount() {
  const post = vi.spyOn(api, 'post').mockResolvedValue(report as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <ImportDialog level="ss" open onClose={() => undefined} />
      </App>
    </QueryClientProvider>,
  );
  return post;
}

afterEach(() => vi.restoreAllMocks());

describe('the admissions import dialog (issue 15 §5)', () => {
  it('sends the chosen workbook with the level, then shows how many rows were imported and every refused row with its reasons', async () => {
    const post = mount();
    const dialog = screen.getByRole('dialog', { name: '导入硕士录取名单' });
    const importButton = within(dialog).getByRole('button', { name: /导\s?入$/ });
    expect(importButton).toHaveProperty('disabled', true);
    const workbook = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], '录取名单.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [workbook] } });
    await waitFor(() => expect(importButton).toHaveProperty('disabled', false));
    fireEvent.click(importButton);

    expect((await within(dialog).findByRole('status')).textContent).toContain('已导入 3 行，2 行未导入');
    const [path, init] = post.mock.calls[0]! as unknown as [string, { body: FormData }];
    expect(path).toBe('/cloud-xj/api/zs/lq/import');
    expect(init.body.get('level')).toBe('ss');
    expect((init.body.get('file') as File).name).toBe('录取名单.xlsx');
    // A scrolled antd table is two tables of one name (head and body); the rows are in the body.
    const body = within(dialog).getAllByRole('table', { name: '未导入的行' }).at(-1)!;
    const rows = [...body.querySelectorAll<HTMLElement>('tr.ant-table-row')];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('3');
    expect(rows[0]!.textContent).toContain('王芳');
    expect(rows[0]!.textContent).toContain('身份证号不正确');
    expect(
      within(rows[1]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['专业代码 999999 不存在', '导师工号 T404 不存在']);
  });

  it('refuses a file over 5 MB before anything is sent', async () => {
    const post = mount();
    const dialog = screen.getByRole('dialog', { name: '导入硕士录取名单' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.xlsx');
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [big] } });
    expect(await within(dialog).findByText('文件最大允许 5M')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /导\s?入$/ })).toHaveProperty('disabled', true);
    expect(post).not.toHaveBeenCalled();
  });
});
