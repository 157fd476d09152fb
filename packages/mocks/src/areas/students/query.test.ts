import { describe, expect, it } from 'vitest';
import { paginate, paginateMatching } from '../../http/paging.ts';
import { studentMatcherOrNone } from './query.ts';

describe('paginateMatching', () => {
  const rows = Array.from({ length: 53 }, (_, index) => index);
  const even = (n: number) => n % 2 === 0;

  it.each([
    [1, 10],
    [2, 10],
    [3, 10],
    [4, 7],
    [9, 5],
    [1, 100],
  ])('page %i of size %i equals filtering then paging', (current, size) => {
    expect(paginateMatching(rows, even, current, size)).toEqual(paginate(rows.filter(even), current, size));
    expect(paginateMatching(rows, undefined, current, size)).toEqual(paginate(rows, current, size));
  });

  it('counts every match even past the page', () => {
    expect(paginateMatching(rows, (n) => n > 40, 1, 3)).toEqual({ records: [41, 42, 43], total: 12, current: 1, size: 3, pages: 4 });
  });
});

describe('studentMatcherOrNone', () => {
  it('has no predicate for an empty filter, blank texts included', () => {
    expect(studentMatcherOrNone({})).toBeUndefined();
    expect(studentMatcherOrNone({ keyword: '  ', xm: '', xjzt: '' })).toBeUndefined();
    expect(studentMatcherOrNone({ xjzt: '01' })).toBeTypeOf('function');
  });
});
