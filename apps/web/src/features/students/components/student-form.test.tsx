import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { type DictEntry, dictQueryOptions, indexDict } from '../../../lib/dicts.ts';
import { fieldDicts } from '../lib/fields.ts';
import { StudentForm, studentPayload } from './student-form.tsx';
import { TestStyles } from '../../../test/styles.tsx';

const seeded: Record<string, [string, string][]> = {
  [fieldDicts.xb]: [
    ['1', '男'],
    ['2', '女'],
  ],
  [fieldDicts.xydm]: [['001', '计算机科学与技术学院']],
  [fieldDicts.zydm]: [['081200', '计算机科学与技术']],
  [fieldDicts.pycc]: [
    ['1', '博士研究生'],
    ['2', '硕士研究生'],
  ],
  [fieldDicts.xwlx]: [
    ['1', '学术学位'],
    ['2', '专业学位'],
  ],
  [fieldDicts.xxxs]: [
    ['1', '全日制'],
    ['2', '非全日制'],
  ],
  [fieldDicts.lb]: [
    ['1', '普通研究生'],
    ['2', '进修生'],
  ],
  [fieldDicts.xjzt]: [['01', '在读']],
  [fieldDicts.mz]: [['01', '汉族']],
  [fieldDicts.zzmm]: [['13', '群众']],
};

function renderForm(onSubmit = vi.fn()) {
  const client = new QueryClient();
  for (const [name, pairs] of Object.entries(seeded)) {
    const entries: DictEntry[] = pairs.map(([value, label], index) => ({ id: `${name}:${value}`, dictName: name, value, label, dictSort: index + 1 }));
    client.setQueryData(dictQueryOptions(name).queryKey, indexDict(name, entries));
  }
  render(
    <QueryClientProvider client={client}>
      <App>
        <StudentForm mode="add" saving={false} onSubmit={onSubmit} onCancel={() => undefined} />
      </App>
    </QueryClientProvider>,
    { wrapper: TestStyles },
  );
  return { onSubmit };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));

describe('the student form (SPEC 5 validators)', () => {
  it('asks for the name and the ID card number when they are blank', async () => {
    const { onSubmit } = renderForm();
    save();
    // Each field shows its message when its own validation settles, not all in one render.
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    expect(await screen.findByText('请输入身份证号')).toBeTruthy();
    expect(await screen.findByText('请选择学院')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what is wrong with an ID card checksum, a phone, a Chinese name and an email', async () => {
    const { onSubmit } = renderForm();
    type('姓名', 'Li Ming');
    // The check character of 11010119980512003 is 3, not 4.
    type('身份证号', '110101199805120034');
    type('手机号码', '2380013800');
    type('电子邮箱', 'li.ming@');
    save();
    expect(await screen.findByText('请输入正确的身份证号')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy();
    expect(screen.getByText('请输入2到4个汉字的姓名')).toBeTruthy();
    expect(screen.getByText('请输入正确的邮箱')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes the birth date and sex from a valid ID card and sends the record', async () => {
    const { onSubmit } = renderForm();
    type('姓名', '李明');
    type('身份证号', '110101199805120033');
    type('手机号码', '13800138000');
    await waitFor(() => expect((field('出生日期') as HTMLInputElement).value).toBe('1998-05-12'));
    fireEvent.mouseDown(field('学院'));
    fireEvent.click(await screen.findByTitle('计算机科学与技术学院'));
    fireEvent.mouseDown(field('专业'));
    fireEvent.click(await screen.findByTitle('计算机科学与技术'));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      xm: '李明',
      sfzh: '110101199805120033',
      csrq: '1998-05-12',
      xb: '1',
      sjhm: '13800138000',
      xydm: '001',
      zydm: '081200',
      pycc: '2',
      xxxs: '1',
      lb: '1',
    });
  });
});

describe('what the form sends', () => {
  it('leaves blanks out of a new record', () => {
    expect(studentPayload({ xm: ' 李明 ', jg: '', byzbh: undefined, rxnj: 2026 }, 'add')).toEqual({ xm: '李明', rxnj: 2026 });
  });

  it('clears emptied text and nullable fields of an edited record', () => {
    expect(studentPayload({ xm: '李明', jg: '', byzbh: '', sjhm: '' }, 'edit')).toEqual({ xm: '李明', jg: '', byzbh: null });
  });
});
