import { describe, expect, it } from 'vitest';
import { changeKind, duplicateQuestion, insertAt, moveItem, newQuestion, nextOptionValue } from './draft.ts';

describe('the builder’s draft operations', () => {
  it('gives new and duplicated questions the next id, after the highest', () => {
    const first = newQuestion('single', [], '课程类型', 'zh');
    const second = newQuestion('text', [first, { ...first, id: 'q7' }], '建议', 'zh');
    expect(first).toMatchObject({ id: 'q1', kind: 'single', title: '课程类型', required: false });
    expect(first.options).toHaveLength(2);
    expect(second.id).toBe('q8');
    const copied = duplicateQuestion([first, second], 'q1');
    expect(copied.map((question) => question.id)).toEqual(['q1', 'q9', 'q8']);
    expect(copied[1]).toMatchObject({ kind: 'single', title: '课程类型' });
    // The copy shares nothing with the original: editing one leaves the other.
    expect(copied[1]?.options).not.toBe(first.options);
  });

  it('changes a kind keeping the title, required and conditions', () => {
    const question = { ...newQuestion('single', [], '你常用的平台？', 'zh'), required: true, visibleIf: "{q0} = 'a'" };
    const multiple = changeKind(question, 'multiple', 'zh');
    expect(multiple).toMatchObject({ kind: 'multiple', title: '你常用的平台？', required: true, visibleIf: "{q0} = 'a'", options: question.options });
    expect(changeKind(multiple, 'matrix', 'zh').rows).toEqual(question.options);
  });

  it('moves an item, finds unused option values and inserts at the caret', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(
      nextOptionValue(
        [
          { value: 'a', label: '甲' },
          { value: 'c', label: '丙' },
        ],
        'options',
      ),
    ).toBe('b');
    expect(nextOptionValue([{ value: 'r1', label: '一' }], 'rows')).toBe('r2');
    expect(insertAt('为什么选择？', '{q1}', 5, 5)).toEqual({ value: '为什么选择{q1}？', caret: 9 });
    expect(insertAt('abc', '{q2}', null, null)).toEqual({ value: 'abc{q2}', caret: 7 });
  });
});
