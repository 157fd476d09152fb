import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IMPORT_COLUMNS, candidatesWorkbook } from '@gs/mocks/candidates-xlsx';
import { idCardCheckChar } from '@gs/sdk/validators';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import { ImportDialog } from './import-dialog.tsx';

const backend = mockBackend();

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A valid ID card number born in the 2000s (checksum included). */
function idCard(n: number): string {
  const first17 = `110108${2000 + n}0${n}1${n}00${n}`;
  return first17 + idCardCheckChar(first17);
}

/** Five candidates of 计算机科学与技术学院 as the template has them; rows 3 and 5 of the sheet carry mistakes. */
function candidates() {
  const row = (n: number, xm: string, overrides: Record<string, string> = {}) => ({
    ksbh: `1999926700000${10 + n}`,
    xm,
    xb: '2',
    sfzh: idCard(n),
    mz: '01',
    zzmm: '03',
    sjhm: '13800000000',
    xydm: '001',
    zydm: '081200',
    xxxs: '1',
    cjzf: 380 + n,
    ...overrides,
  });
  const bad = idCard(2);
  return [
    row(1, '张敏'),
    row(2, '王芳', { sfzh: `${bad.slice(0, 17)}${bad[17] === '0' ? '1' : '0'}` }),
    row(3, '刘洋'),
    row(4, '李强', { zydm: '999999', dsgh: 'T404' }),
    row(5, '陈静'),
  ];
}

beforeAll(async () => {
  // The graduate school imports the admission lists.
  await backend.signIn('staff');
});

function mount() {
  renderPage(<ImportDialog level="ss" open onClose={() => undefined} />);
  return screen.getByRole('dialog', { name: '导入硕士录取名单' });
}

/** Whether the page has sent an import, as the server sees it. */
function importSent(): () => boolean {
  let sent = false;
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/zs/lq/import')) sent = true;
  });
  return () => sent;
}

/** antd's Upload keeps the file input hidden, with no role or label: the test hands it the file as the chooser does. */
// eslint-disable-next-line testing-library/no-node-access
const fileInput = (dialog: HTMLElement) => dialog.querySelector('input[type="file"]')!;

describe('the admissions import dialog (issue 15 §5)', () => {
  it('sends the chosen workbook with the level, then shows how many rows were imported and every refused row with its reasons', async () => {
    const bytes = new Uint8Array(await candidatesWorkbook(candidates(), { title: '硕士录取名单', columns: IMPORT_COLUMNS }));
    const workbook = new File([bytes], '录取名单.xlsx', { type: xlsx });
    const dialog = mount();
    const importButton = within(dialog).getByRole('button', { name: /导\s?入$/ });
    expect(importButton).toHaveProperty('disabled', true);
    fireEvent.change(fileInput(dialog), { target: { files: [workbook] } });
    await waitFor(() => expect(importButton).toHaveProperty('disabled', false));
    fireEvent.click(importButton);

    expect((await within(dialog).findByRole('status')).textContent).toContain('已导入 3 行，2 行未导入');
    // A scrolled antd table is two tables of one name (head and body); the rows are in the body.
    const body = within(dialog).getAllByRole('table', { name: '未导入的行' }).at(-1)!;
    const rows = within(body)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 0);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('3');
    expect(rows[0]!.textContent).toContain('王芳');
    expect(rows[0]!.textContent).toContain('身份证号不正确');
    expect(rows[1]!.textContent).toContain('5');
    expect(rows[1]!.textContent).toContain('李强');
    expect(
      within(rows[1]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['专业代码 999999 不存在', '导师工号 T404 不存在']);

    // The level went with the workbook: the three are on the master's list (by examination number),
    // the two refused nowhere.
    const staff = await backend.clientAs('staff');
    const listed = async (level: 'ss' | 'bs', n: number) =>
      (await staff.get('/cloud-xj/api/zs/lq', { params: { query: { level, keyword: candidates()[n - 1]!.ksbh, current: 1, size: 10 } } })).total;
    for (const n of [1, 3, 5]) expect(await listed('ss', n)).toBe(1);
    for (const n of [2, 4]) expect(await listed('ss', n)).toBe(0);
    for (const n of [1, 2, 3, 4, 5]) expect(await listed('bs', n)).toBe(0);
  });

  it('refuses a file over 5 MB before anything is sent', async () => {
    const sent = importSent();
    const dialog = mount();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.xlsx', { type: xlsx });
    fireEvent.change(fileInput(dialog), { target: { files: [big] } });
    expect(await within(dialog).findByText('文件最大允许 5M')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /导\s?入$/ })).toHaveProperty('disabled', true);
    expect(sent()).toBe(false);
  });
});
