import { describe, expect, it } from 'vitest';
import { analysisRequests, pickedValues, removePick, togglePick } from './cross-filter.ts';

describe('the analysis cross-filter (issue 24 §2)', () => {
  it('adds a pick, adds a second value to it as "any of", and a second click takes a value out', () => {
    let picks = togglePick([], 'q1', 'a');
    expect(picks).toEqual([{ questionId: 'q1', values: ['a'] }]);
    picks = togglePick(picks, 'q1', 'b');
    expect(pickedValues(picks, 'q1')).toEqual(['a', 'b']);
    picks = togglePick(picks, 'q1', 'a');
    expect(pickedValues(picks, 'q1')).toEqual(['b']);
    picks = togglePick(picks, 'q1', 'b');
    expect(picks).toEqual([]);
  });

  it('keeps the picks of several questions in the order they were made, and closes one', () => {
    const picks = togglePick(togglePick([], 'q3', 'x'), 'q1', 'a');
    expect(picks.map((pick) => pick.questionId)).toEqual(['q3', 'q1']);
    expect(removePick(picks, 'q3')).toEqual([{ questionId: 'q1', values: ['a'] }]);
  });

  it('filters every chart by the picks on the other questions, never by its own', () => {
    const picks = togglePick(togglePick([], 'q1', 'a'), 'q2', 'yes');
    const { requests, of } = analysisRequests(picks);
    expect(requests[of('q5')]).toEqual(picks);
    expect(requests[of('q1')]).toEqual([{ questionId: 'q2', values: ['yes'] }]);
    expect(requests[of('q2')]).toEqual([{ questionId: 'q1', values: ['a'] }]);
  });

  it('asks for one analysis when nothing is picked', () => {
    const { requests, of } = analysisRequests([]);
    expect(requests).toEqual([[]]);
    expect(of('q1')).toBe(0);
  });
});
