import { describe, expect, it } from 'vitest';
import type { components } from '../generated/schema.ts';
import { achievementPoints, cappedScores } from './scholarship.ts';

const rules: components['schemas']['ScholarshipRules'] = {
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

describe('the score of a scholarship application by the served rule table (issue 15, our model)', () => {
  it('gives an achievement the points of its category and level, with the level’s name', () => {
    expect(achievementPoints(rules, { category: '1', level: 'A' })).toEqual({ points: 30, levelName: '一区' });
    expect(achievementPoints(rules, { category: '5' })).toEqual({ points: 3 });
  });

  it('gives no points while the category or level is missing, or to a level the category does not have', () => {
    expect(achievementPoints(rules, {})).toBeUndefined();
    expect(achievementPoints(rules, { category: '1' })).toBeUndefined();
    expect(achievementPoints(rules, { category: '1', level: 'N' })).toBeUndefined();
    expect(achievementPoints(rules, { category: '5', level: 'A' })).toBeUndefined();
    expect(achievementPoints(rules, { category: '3', level: 'N' })).toBeUndefined();
  });

  it('adds the points of each achievement', () => {
    expect(
      cappedScores(rules, [
        { category: '1', level: 'A' },
        { category: '2', level: 'N' },
      ]),
    ).toEqual({ scores: [30, 15], total: 45 });
  });

  it('counts the best of a category first and stops at its cap, equal ones in the order given', () => {
    expect(
      cappedScores(rules, [
        { category: '2', level: 'S' },
        { category: '2', level: 'N' },
        { category: '2', level: 'N' },
      ]),
    ).toEqual({ scores: [0, 15, 15], total: 30 });
    expect(cappedScores(rules, [{ category: '5' }, { category: '5' }, { category: '5' }])).toEqual({ scores: [3, 3, 0], total: 6 });
    expect(
      cappedScores(rules, [
        { category: '1', level: 'A' },
        { category: '1', level: 'A' },
      ]).total,
    ).toBe(60);
  });

  it('leaves an achievement without a score while its category or level is missing, counting nothing for it', () => {
    expect(cappedScores(rules, [{ category: '1' }, undefined, { category: '1', level: 'D' }])).toEqual({ scores: [undefined, undefined, 4], total: 4 });
    expect(cappedScores(rules, [])).toEqual({ scores: [], total: 0 });
  });
});
