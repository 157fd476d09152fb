import { describe, expect, it } from 'vitest';
import { UNDO_DEPTH, commit, redo, settle, startHistory, undo } from './history.ts';

describe('the builder’s undo history', () => {
  it('undoes and redoes whole steps, and a new change drops what could be redone', () => {
    let history = startHistory('a');
    history = commit(history, 'ab');
    history = commit(history, 'abc');
    history = undo(history);
    expect(history.present).toBe('ab');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe('ab');
    history = commit(history, 'abX');
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
    expect(undo(history).present).toBe('ab');
  });

  it('makes the keystrokes in one field one step until the field is left', () => {
    let history = startHistory('');
    history = commit(history, 'H', 'title:q1');
    history = commit(history, 'Hi', 'title:q1');
    history = commit(history, 'Hi!', 'title:q1');
    expect(undo(history).present).toBe('');
    history = settle(commit(history, 'Hi!?', 'title:q1'));
    history = commit(history, 'Hi!?.', 'title:q1');
    expect(undo(history).present).toBe('Hi!?');
    expect(undo(undo(history)).present).toBe('');
  });

  it('keeps the last steps only', () => {
    let history = startHistory(0);
    for (let step = 1; step <= UNDO_DEPTH + 10; step += 1) history = commit(history, step);
    expect(history.past).toHaveLength(UNDO_DEPTH);
    expect(history.past[0]).toBe(10);
  });
});
