import type { ApiClient } from '@gs/sdk/client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getInstanceByDom, setPlatformAPI } from 'echarts/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSettings } from '../../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../../test/mock-backend.tsx';
import type { AnalysisInput, TaskAnalysis } from '../api/analysis.ts';
import AnalysisPage from './analysis-page.tsx';

const backend = mockBackend();

/** The open satisfaction survey of the seed (every kind of question, about 60 sheets). */
const taskId = 'rw-0001';
const route = `/examination/answer/analysis?taskId=${taskId}`;

// jsdom lays nothing out: the charts get a width to draw in (their height is set in px by the card),
// and text is measured by its length instead of on a canvas jsdom does not have.
const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-analysis-chart') || this.parentElement?.hasAttribute('data-analysis-chart') ? 600 : 0;
    },
  });
  setPlatformAPI({ measureText: (text = '') => ({ width: text.length * 7 }) });
});
afterAll(() => {
  if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => useSettings.setState({ language: 'zh' }));
});

async function analyse(client: ApiClient, body: AnalysisInput = {}): Promise<TaskAnalysis> {
  return client.post('/cloud-xj/api/examination/tasks/{id}/analysis', { params: { path: { id: taskId } }, body });
}

// By label and text, not by role: role queries walk every element of a page of ten charts (slow in jsdom).

/** A question's card, by its number and title as the page shows them. */
const card = (n: number, title: string) => screen.getByLabelText(`${n}. ${title}`);

/** The count a card's table shows for one option (the table's row, not the chart's own labels). */
function countIn(region: HTMLElement, label: string): string {
  const row = within(region)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === label);
  if (!row) throw new Error(`no row for ${label}`);
  return within(row).getAllByRole('cell')[1]?.textContent ?? '';
}

/** Clicks a bar as a user does: at the bar's place in the chart, which hit-tests it as in the browser. */
async function clickBar(chartLabel: string, index: number) {
  // The charts draw once echarts, a chunk of its own, has loaded.
  const element = await screen.findByLabelText(chartLabel);
  const chart = getInstanceByDom(element);
  if (!chart) throw new Error(`no chart ${chartLabel}`);
  const series = (chart.getOption() as { series: { data: { value: number }[] }[] }).series[0];
  const value = series?.data[index]?.value ?? 0;
  const [x, y] = chart.convertToPixel({ seriesIndex: 0 }, [index, value / 2]) as number[];
  // The drawing surface echarts listens on: where the pointer lands, which no role names.
  // eslint-disable-next-line testing-library/no-node-access
  const surface = element.firstElementChild;
  if (!surface) throw new Error('the chart has not drawn');
  act(() => {
    for (const type of ['mousemove', 'mousedown', 'mouseup', 'click']) surface.dispatchEvent(new MouseEvent(type, { clientX: x, clientY: y, bubbles: true }));
  });
}

describe('the analysis of a questionnaire task (examination/answer/analysis, issue 24 §2)', () => {
  it('shows the figures and a chart per question with its counts, the average of a rating and the text answers', async () => {
    await backend.signIn('staff');
    const all = await analyse(await backend.clientAs('staff'));
    renderPage(<AnalysisPage />, { route });
    expect(await screen.findByText('2026年研究生培养满意度调查')).toBeTruthy();
    expect(await screen.findByText(`${all.total} / ${all.respondents}`)).toBeTruthy();
    const degree = await screen.findByLabelText('1. 你攻读的学位类型');
    const academic = all.questions[0]?.options?.find((option) => option.value === 'a');
    expect(countIn(degree, '学术学位')).toBe(String(academic?.count));
    expect(await within(degree).findByLabelText('第 1 题“你攻读的学位类型”的图表')).toBeTruthy();
    const rating = card(4, '你对研究生培养的总体满意度');
    const average = all.questions[3]?.average ?? 0;
    expect(within(rating).getByText(`平均 ${Math.round(average * 100) / 100}`, { selector: 'strong' })).toBeTruthy();
    const texts = card(10, '对研究生培养的意见和建议');
    expect(await within(texts).findByText(/共 \d+ 条回答/)).toBeTruthy();
    // One chart per question with answers, none for the text questions.
    const charted = all.questions.filter((q) => q.kind !== 'text' && q.kind !== 'longText' && q.answered > 0).length;
    await waitFor(() => expect(screen.getAllByLabelText(/的图表$/)).toHaveLength(charted), { timeout: 60_000 });
  });

  it('a click on a bar filters every other chart to those respondents, and its tag takes the filter off', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const all = await analyse(staff);
    const academic = await analyse(staff, { filters: [{ questionId: 'q1', values: ['a'] }] });
    const yes = (analysis: TaskAnalysis) => String(analysis.questions[1]?.options?.find((option) => option.value === 'yes')?.count);
    renderPage(<AnalysisPage />, { route });
    const degree = await screen.findByLabelText('1. 你攻读的学位类型');
    const project = card(2, '你是否参与了导师的科研项目？');
    expect(countIn(project, '是')).toBe(yes(all));
    // Two options read as a pie at first: the user switches to bars, then clicks the first bar.
    fireEvent.click(within(degree).getByText('柱状图'));
    await clickBar('第 1 题“你攻读的学位类型”的图表', 0);
    expect(await screen.findByText('第 1 题：学术学位')).toBeTruthy();
    // A guard for a loaded machine, not a deadline: the page asks the server again.
    await waitFor(() => expect(countIn(project, '是')).toBe(yes(academic)), { timeout: 60_000 });
    expect(screen.getByLabelText('答卷概况').textContent).toContain(`符合筛选${academic.matched}`);
    // The chart clicked keeps every bar: a second one could be added.
    expect(countIn(degree, '专业学位')).toBe(String(all.questions[0]?.options?.find((option) => option.value === 'b')?.count));
    fireEvent.click(screen.getByLabelText('移除筛选：第 1 题 学术学位'));
    await waitFor(() => expect(countIn(project, '是')).toBe(yes(all)), { timeout: 60_000 });
    expect(screen.queryByText('第 1 题：学术学位')).toBeNull();
  });

  it('with 联动筛选 off, a click on a bar leaves the other charts as they are', async () => {
    await backend.signIn('staff');
    const all = await analyse(await backend.clientAs('staff'));
    const multiple = card.bind(null, 3, '你最希望加强哪些培养环节？');
    renderPage(<AnalysisPage />, { route });
    await screen.findByLabelText('1. 你攻读的学位类型');
    fireEvent.click(screen.getByLabelText('联动筛选'));
    expect(screen.getByText('联动筛选已关闭：点击图表不会筛选')).toBeTruthy();
    // The multiple choice draws bars from the start; the first bar is clicked.
    await clickBar('第 3 题“你最希望加强哪些培养环节？”的图表', 0);
    expect(screen.queryByText(/^第 3 题：/)).toBeNull();
    const project = card(2, '你是否参与了导师的科研项目？');
    const yes = all.questions[1]?.options?.find((option) => option.value === 'yes')?.count;
    // Its labels are plain text while the switch is off: nothing to press.
    expect(within(multiple()).queryAllByLabelText(/筛选其他图表/)).toEqual([]);
    expect(countIn(project, '是')).toBe(String(yes));
  });

  it('a date range asks the server again and shows the sheets submitted in it', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const range = { from: '2026-08-25', to: '2026-08-27' };
    const inRange = await analyse(staff, range);
    const bodies: unknown[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(`/tasks/${taskId}/analysis`))
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
    });
    renderPage(<AnalysisPage />, { route });
    await screen.findByLabelText('1. 你攻读的学位类型');
    expect(screen.getByText('全部答卷')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: range.from } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: range.to } });
    expect(await screen.findByText('符合筛选')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('答卷概况').textContent).toContain(`符合筛选${inRange.matched}`), { timeout: 60_000 });
    expect(bodies).toContainEqual(range);
    expect(inRange.matched).toBeLessThan(inRange.total);
  });

  it('downloads all the answers as Excel and the analysis as a PDF report, the server’s files', async () => {
    await backend.signIn('staff');
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:analysis';
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<AnalysisPage />, { route });
    await screen.findByLabelText('1. 你攻读的学位类型');
    fireEvent.click(screen.getByText('导出 Excel'));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 60_000 });
    // One download at a time: the buttons are disabled until the workbook's has finished.
    const pdf = screen.getByRole<HTMLButtonElement>('button', { name: /导出 PDF/ });
    await waitFor(() => expect(pdf.disabled).toBe(false), { timeout: 60_000 });
    fireEvent.click(pdf);
    await waitFor(() => expect(saved).toHaveLength(2), { timeout: 60_000 });
    const head = async (blob: Blob | undefined, length: number) =>
      new TextDecoder().decode(new Uint8Array(await (blob as Blob).arrayBuffer()).slice(0, length));
    // A workbook is a zip ("PK"); a PDF says so in its first bytes.
    expect(await head(saved[0], 2)).toBe('PK');
    expect(await head(saved[1], 5)).toBe('%PDF-');
    const names = click.mock.contexts.map((anchor) => (anchor as HTMLAnchorElement).download);
    expect(names[0]).toMatch(/\.xlsx$/);
    expect(names[1]).toMatch(/\.pdf$/);
  });

  it('says so when no task is given or the task does not exist', async () => {
    await backend.signIn('staff');
    const view = renderPage(<AnalysisPage />, { route: '/examination/answer/analysis' });
    expect(screen.getByText('未指定问卷任务：请从任务发布列表打开分析')).toBeTruthy();
    view.unmount();
    renderPage(<AnalysisPage />, { route: '/examination/answer/analysis?taskId=rw-9999' });
    expect(await screen.findByText('问卷任务 rw-9999 不存在')).toBeTruthy();
  });
});
