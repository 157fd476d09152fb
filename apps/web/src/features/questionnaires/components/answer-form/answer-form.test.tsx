import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSettings } from '../../../../stores/settings.ts';
import { AnswerForm, type AnswerFormProps } from './answer-form.tsx';
import type { Answers, Question } from './types.ts';
import { TestStyles } from '../../../../test/styles.tsx';

afterEach(() => act(() => useSettings.setState({ language: 'zh' })));

const options = (...labels: string[]) => labels.map((label, index) => ({ value: String.fromCharCode(97 + index), label, labelEn: `${label}-en` }));

/** One question of every kind, with a show-if, a required-if and a quoted title among them. */
const questions: Question[] = [
  { id: 'q1', kind: 'yesNo', title: '是否修读过本课程', required: true },
  { id: 'q2', kind: 'single', title: '授课教师', required: true, options: options('张老师', '李老师'), visibleIf: "{q1} = 'yes'" },
  { id: 'q3', kind: 'multiple', title: '{q2}的优点', required: false, options: options('条理清楚', '互动多', '作业适量'), maxPicks: 2 },
  { id: 'q4', kind: 'dropdown', title: '所在学院', required: false, options: options('计算机学院', '数学学院') },
  { id: 'q5', kind: 'text', title: '一句话评价', required: false, requiredIf: "{q1} = 'no'" },
  { id: 'q6', kind: 'longText', title: '详细建议', required: false },
  { id: 'q7', kind: 'number', title: '每周学习小时数', required: false, min: 0, max: 40, integer: true },
  { id: 'q8', kind: 'date', title: '最近一次上课日期', required: false },
  { id: 'q9', kind: 'rating', title: '总体满意度', required: false, scale: 5, style: 'number' },
  { id: 'q10', kind: 'ranking', title: '最看重的方面', required: false, options: options('内容', '教师', '考核') },
  { id: 'q11', kind: 'matrix', title: '各方面评价', required: false, rows: options('内容', '节奏'), columns: options('好', '一般', '差') },
  { id: 'q12', kind: 'rating', title: '推荐程度', required: false, scale: 5, style: 'stars' },
];

/** The form as a page holds it: the answers in state, every change kept. */
function Harness(props: Partial<AnswerFormProps> & { initial?: Answers; onAnswers?: (answers: Answers) => void }) {
  const { initial = {}, onAnswers, ...rest } = props;
  const [answers, setAnswers] = useState<Answers>(initial);
  return (
    <TestStyles>
      <App>
        <AnswerForm
          questions={questions}
          answers={answers}
          onChange={(next) => {
            setAnswers(next);
            onAnswers?.(next);
          }}
          {...rest}
        />
      </App>
    </TestStyles>
  );
}

const question = (title: RegExp) => screen.getByRole('region', { name: title });

describe('the answer form (issue 24 §2)', () => {
  it('renders every kind with its control, numbering the questions it shows', () => {
    render(<Harness initial={{ q1: 'yes' }} phone={false} />);
    expect(within(question(/1\. 是否修读过本课程/)).getByRole('radio', { name: '是' })).toBeTruthy();
    expect(within(question(/2\. 授课教师/)).getByRole('radio', { name: '张老师' })).toBeTruthy();
    expect(within(question(/3\. ___的优点/)).getByRole('checkbox', { name: '互动多' })).toBeTruthy();
    expect(within(question(/所在学院/)).getByRole('combobox')).toBeTruthy();
    expect(within(question(/一句话评价/)).getByRole('textbox')).toBeTruthy();
    expect(within(question(/详细建议/)).getByRole('textbox')).toBeTruthy();
    expect(within(question(/每周学习小时数/)).getByRole('spinbutton')).toBeTruthy();
    expect(within(question(/每周学习小时数/)).getByText('请输入 0 到 40 之间的数（整数）')).toBeTruthy();
    expect((within(question(/最近一次上课日期/)).getByLabelText(/最近一次上课日期/) as HTMLInputElement).type).toBe('date');
    expect(within(question(/总体满意度/)).getByRole('radio', { name: '5 分' })).toBeTruthy();
    expect(within(question(/最看重的方面/)).getByRole('button', { name: '下移：内容' })).toBeTruthy();
    expect(within(question(/各方面评价/)).getByRole('radio', { name: '节奏 差' })).toBeTruthy();
    expect(within(question(/推荐程度/)).getAllByRole('radio')).toHaveLength(5);
  });

  it('shows a question only while its show-if holds, and quotes an earlier answer in a later title', () => {
    render(<Harness />);
    expect(screen.queryByRole('region', { name: /授课教师/ })).toBeNull();
    expect(question(/2\. ___的优点/)).toBeTruthy();
    fireEvent.click(within(question(/是否修读过本课程/)).getByRole('radio', { name: '是' }));
    fireEvent.click(within(question(/授课教师/)).getByRole('radio', { name: '李老师' }));
    expect(question(/3\. 李老师的优点/)).toBeTruthy();
    fireEvent.click(within(question(/是否修读过本课程/)).getByRole('radio', { name: '否' }));
    expect(screen.queryByRole('region', { name: /授课教师/ })).toBeNull();
  });

  it('marks a question required while its required-if holds', () => {
    render(<Harness />);
    expect(within(question(/一句话评价/)).queryByText('必答')).toBeNull();
    fireEvent.click(within(question(/是否修读过本课程/)).getByRole('radio', { name: '否' }));
    expect(within(question(/一句话评价/)).getByText('必答')).toBeTruthy();
  });

  it('holds the picks to the limit and says what is wrong at the question', () => {
    let last: Answers = {};
    render(<Harness initial={{ q1: 'yes' }} onAnswers={(answers) => (last = answers)} />);
    const picks = question(/的优点/);
    fireEvent.click(within(picks).getByRole('checkbox', { name: '条理清楚' }));
    fireEvent.click(within(picks).getByRole('checkbox', { name: '互动多' }));
    expect(last.q3).toEqual(['a', 'b']);
    // Two of two picked: the third waits.
    expect((within(picks).getByRole('checkbox', { name: '作业适量' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(picks).getByText('最多选择 2 项')).toBeTruthy();
  });

  it('shows the problems a page found (a required question left empty, a number out of range)', () => {
    render(
      <Harness
        initial={{ q1: 'yes', q7: 50 }}
        problems={[{ questionId: 'q2', field: 'answer', message: '第 2 题：此题为必答题', messageEn: 'Question 2: this question must be answered' }]}
      />,
    );
    expect(within(question(/授课教师/)).getByRole('alert').textContent).toBe('此题为必答题');
    expect(within(question(/每周学习小时数/)).getByRole('alert').textContent).toBe('不能大于 40');
  });

  it('ranks by the arrow buttons, the first move answering the whole order', () => {
    let last: Answers = {};
    render(<Harness onAnswers={(answers) => (last = answers)} />);
    fireEvent.click(within(question(/最看重的方面/)).getByRole('button', { name: '上移：考核' }));
    expect(last.q10).toEqual(['a', 'c', 'b']);
    const items = within(question(/最看重的方面/)).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['第 1 位内容', '第 2 位考核', '第 3 位教师']);
  });

  it('answers a matrix row by row, as a list of rows on a phone', () => {
    let last: Answers = {};
    render(<Harness phone onAnswers={(answers) => (last = answers)} />);
    const matrix = question(/各方面评价/);
    expect(within(matrix).queryByRole('table')).toBeNull();
    fireEvent.click(within(within(matrix).getByRole('radiogroup', { name: '节奏' })).getByRole('radio', { name: '一般' }));
    expect(last.q11).toEqual({ b: 'b' });
  });

  it('reads only: the answers as text, labels not values', () => {
    render(
      <App>
        <AnswerForm questions={questions} answers={{ q1: 'yes', q2: 'b', q3: ['a', 'c'], q11: { a: 'a', b: 'c' }, q7: 12 }} readOnly />
      </App>,
    );
    expect(screen.queryByRole('radio', { name: '是' })).toBeNull();
    expect(within(question(/李老师的优点/)).getByText('条理清楚，作业适量')).toBeTruthy();
    expect(within(question(/各方面评价/)).getByText(/内容：好\s+节奏：差/)).toBeTruthy();
    expect(within(question(/每周学习小时数/)).getByText('12')).toBeTruthy();
    expect(within(question(/一句话评价/)).getByText('未作答')).toBeTruthy();
  });

  it('is in English: labels, hints and problems', () => {
    act(() => useSettings.setState({ language: 'en' }));
    render(<Harness initial={{ q1: 'yes', q2: 'a', q7: -1 }} />);
    expect(question(/3\. 张老师-en的优点/)).toBeTruthy();
    expect(within(question(/是否修读过本课程/)).getByRole('radio', { name: 'Yes' })).toBeTruthy();
    expect(within(question(/每周学习小时数/)).getByRole('alert').textContent).toBe('may not be below 0');
  });
});
