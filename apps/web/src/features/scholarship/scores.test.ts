import { describe, expect, it } from 'vitest';
import { type ScholarshipRules, previewScores } from './scores.ts';

const rules: ScholarshipRules = {
  year: '2025-2026',
  minAchievements: 1,
  maxAchievements: 20,
  tieBreak: '',
  categories: [
    {
      category: '1',
      name: '学术论文',
      levels: [
        { level: 'A', name: '一区', points: 30 },
        { level: 'D', name: '一般', points: 4 },
      ],
      points: null,
      cap: null,
    },
    {
      category: '2',
      name: '科研项目',
      levels: [
        { level: 'N', name: '国家级', points: 15 },
        { level: 'S', name: '校级', points: 5 },
      ],
      points: null,
      cap: 30,
    },
    { category: '5', name: '社会实践', levels: [], points: 3, cap: 6 },
  ],
};

describe('the live score of a scholarship application (issue 15 §4, the served rule table)', () => {
  it('adds the points of each achievement by category and level', () => {
    expect(
      previewScores(rules, [
        { category: '1', level: 'A' },
        { category: '2', level: 'N' },
      ]),
    ).toEqual({ scores: [30, 15], total: 45 });
  });

  it('counts the best of a category first and stops at its cap', () => {
    const { scores, total } = previewScores(rules, [
      { category: '2', level: 'S' },
      { category: '2', level: 'N' },
      { category: '2', level: 'N' },
    ]);
    expect(scores).toEqual([0, 15, 15]);
    expect(total).toBe(30);
    expect(previewScores(rules, [{ category: '5' }, { category: '5' }, { category: '5' }]).total).toBe(6);
  });

  it('leaves a row without a score while its category or level is missing', () => {
    expect(previewScores(rules, [{ category: '1' }, undefined, { category: '1', level: 'D' }])).toEqual({ scores: [undefined, undefined, 4], total: 4 });
  });
});
