import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { useSettings } from '../../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../../test/mock-backend.tsx';
import BuilderPage from './builder-page.tsx';

const backend = mockBackend();

afterEach(() => act(() => useSettings.setState({ language: 'zh' })));

const LIST = '/cloud-xj/api/examination/questionnaires';

/** The field of an open question's editor named `label` (the page holds one editor open at a time). */
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** Picks `option` in the antd select named `label`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const found = await screen.findAllByTitle(option);
  fireEvent.click(found[found.length - 1] as HTMLElement);
}

const questionSection = (n: number) => screen.getByRole('region', { name: `第 ${n} 题` });

/** The title a question's header shows (its button is named for what it does; the title is its first text). */
const titleOf = (n: number) =>
  within(questionSection(n))
    .getByRole('button', { name: new RegExp(`^(编辑|收起)第 ${n} 题$`) })
    .textContent?.replace(/^\d+\./, '')
    .replace(/q\d+.*$/, '');

/** Opens a new builder as the graduate school's staff, titled, with a first single-choice question. */
async function newBuilder(title = '课程反馈') {
  await backend.signIn('staff');
  renderPage(<BuilderPage />, { route: '/examination/form' });
  type(await screen.findByLabelText('问卷标题'), title);
  fireEvent.click(screen.getByRole('button', { name: '添加单选题' }));
  await screen.findByRole('region', { name: '第 1 题' });
}

describe('the questionnaire builder (examination/form, issue 24 §2)', () => {
  it('adds every kind of question, each ready to save', async () => {
    await newBuilder();
    for (const kind of ['多选题', '下拉选择', '单行文本', '多行文本', '数字', '日期', '评分', '排序', '是非题', '矩阵单选'])
      fireEvent.click(screen.getByRole('button', { name: `添加${kind}` }));
    expect(await screen.findByText(/共 11 题/)).toBeTruthy();
    // New questions go after the open one (the last added), so they stand in palette order.
    expect(titleOf(11)).toBe('矩阵单选');
    expect(screen.getByLabelText('矩阵行第 1 项的文字')).toBeTruthy();
    expect(screen.queryByText(/需要修改后才能保存/)).toBeNull();
  });

  it('changes a question to another kind keeping its title, and undo brings the old kind back', async () => {
    await newBuilder();
    type(field('题目'), '你最常用的学习平台？');
    fireEvent.blur(field('题目'));
    await choose('第 1 题的题型', '多选题');
    expect(titleOf(1)).toBe('你最常用的学习平台？');
    expect(screen.getByLabelText('最多选')).toBeTruthy();
    expect(screen.getByLabelText('选项第 1 项的文字')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(screen.queryByLabelText('最多选')).toBeNull();
    expect(titleOf(1)).toBe('你最常用的学习平台？');
    // One more undo takes back the whole title typed, as one step.
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(titleOf(1)).toBe('单选题');
    fireEvent.click(screen.getByRole('button', { name: '重做' }));
    expect(titleOf(1)).toBe('你最常用的学习平台？');
  });

  it('undoes a deletion with Ctrl+Z and redoes it with Ctrl+Y; duplicates keep the original', async () => {
    await newBuilder();
    fireEvent.click(screen.getByRole('button', { name: '复制第 1 题' }));
    expect(await screen.findByText(/共 2 题/)).toBeTruthy();
    expect(within(questionSection(2)).getByText('q2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除第 1 题' }));
    expect(await screen.findByText(/共 1 题/)).toBeTruthy();
    expect(within(questionSection(1)).getByText('q2')).toBeTruthy();

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(await screen.findByText(/共 2 题/)).toBeTruthy();
    expect(within(questionSection(1)).getByText('q1')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(await screen.findByText(/共 1 题/)).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(screen.getByText(/共 1 题/)).toBeTruthy();
  });

  it('edits, adds and removes options', async () => {
    await newBuilder();
    type(field('选项第 1 项的文字'), '雨课堂');
    fireEvent.click(screen.getByRole('button', { name: /添加选项$/ }));
    expect(field('选项第 3 项的值')).toHaveProperty('value', 'c');
    fireEvent.click(screen.getByRole('button', { name: '删除选项第 2 项' }));
    expect(field('选项第 2 项的值')).toHaveProperty('value', 'c');
    expect(field('选项第 1 项的文字')).toHaveProperty('value', '雨课堂');
    fireEvent.click(screen.getByRole('button', { name: '删除选项第 2 项' }));
    // One option is too few: the shared check says so at the question, and saving is refused.
    expect((await screen.findAllByText(/选项/, { selector: '.ant-form-item-explain-error div' })).length).toBeGreaterThan(0);
    expect(screen.getByText(/1 个问题需要修改后才能保存/)).toBeTruthy();
  });

  it('shows a condition’s parse error as it is typed, and a reference to a later question', async () => {
    await newBuilder();
    fireEvent.click(screen.getByRole('button', { name: '添加是非题' }));
    await screen.findByRole('region', { name: '第 2 题' });
    const condition = field('显示条件');
    type(condition, "{q1} = 'a' and");
    expect(await screen.findByText(/^第 \d+ 个字符处应为/)).toBeTruthy();
    type(condition, "{q1} anyof ['a','b']");
    expect(await screen.findByText('条件有效，引用：{q1}')).toBeTruthy();
    expect(screen.getByText("{q1} 的取值：'a'=选项1、'b'=选项2")).toBeTruthy();

    // The first question now tests the second, which comes after it.
    fireEvent.click(screen.getByRole('button', { name: '编辑第 1 题' }));
    type(field('必答条件'), "{q2} = 'yes'");
    expect((await screen.findAllByText(/必答条件引用了后面的第 2 题/)).length).toBeGreaterThan(0);

    // The logic view lists both conditions together, and jumps back to a question.
    fireEvent.click(screen.getByText('逻辑'));
    const table = await screen.findByRole('table');
    expect(within(table).getByText("{q1} anyof ['a','b']")).toBeTruthy();
    expect(within(table).getByText("{q2} = 'yes'")).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: /^第 1 题/ }));
    expect(await screen.findByLabelText('必答条件')).toBeTruthy();
  });

  it('inserts a reference to an earlier answer into a title', async () => {
    await newBuilder();
    fireEvent.click(screen.getByRole('button', { name: '添加单行文本' }));
    await screen.findByRole('region', { name: '第 2 题' });
    type(field('题目'), '为什么选择');
    fireEvent.click(screen.getByRole('button', { name: '在“题目”中插入引用' }));
    fireEvent.click(await screen.findByText('{q1} 单选题'));
    expect(field('题目')).toHaveProperty('value', '为什么选择{q1}');
  });

  it('refuses to save while a problem remains, then sends the draft and opens it by its id', async () => {
    await newBuilder('研究生学术活动调查');
    type(field('题目'), '你参加过学术会议吗？');
    type(field('显示条件'), '{q9} notempty');
    const sent: unknown[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith(LIST)) sent.push(request.url);
    });
    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    expect(await screen.findByText('还有 1 个问题，问卷没有保存')).toBeTruthy();
    expect(sent).toEqual([]);

    type(field('显示条件'), '');
    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    const created = await screen.findByText(/^已创建问卷 wj-\d+$/);
    const id = /wj-\d+/.exec(created.textContent ?? '')?.[0] ?? '';
    const staff = await backend.clientAs('staff');
    const stored = await staff.get('/cloud-xj/api/examination/questionnaires/{id}', { params: { path: { id } } });
    expect(stored).toMatchObject({ title: '研究生学术活动调查', questions: [{ id: 'q1', kind: 'single', title: '你参加过学术会议吗？' }] });
    expect(screen.getByText('已保存')).toBeTruthy();
  });

  it('shows the server’s refusal of a save at the question it names', async () => {
    await newBuilder();
    backend.server.use(
      http.post(`*${LIST}`, () =>
        HttpResponse.json({
          code: 400,
          message: '第 1 题：标题与其他问卷重复',
          data: { problems: [{ questionId: 'q1', field: 'title', message: '标题与其他问卷重复', messageEn: 'The title repeats another questionnaire' }] },
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    expect((await screen.findAllByText('第 1 题：标题与其他问卷重复')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByText(/标题与其他问卷重复/).length).toBeGreaterThan(1));
  });

  it('opens a saved questionnaire and previews it as the respondent sees it, in English too', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const first = (await staff.get(LIST, { params: { query: { size: 10 } } })).records[0];
    if (!first) throw new Error('the seed has questionnaires');
    const full = await staff.get('/cloud-xj/api/examination/questionnaires/{id}', { params: { path: { id: first.id } } });
    act(() => useSettings.setState({ language: 'en' }));
    renderPage(<BuilderPage />, { route: `/examination/form?id=${first.id}` });
    expect(await screen.findByText(`Edit questionnaire: ${first.title}`)).toBeTruthy();
    expect(screen.getByText(`${full.questions.length} questions`, { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByText('Preview'));
    const preview = await screen.findByTestId('qb-preview');
    expect(within(preview).getByText(first.title)).toBeTruthy();
    fireEvent.click(screen.getByText('Phone (390 px)'));
    expect(preview.hasAttribute('data-phone')).toBe(true);
  });
});
