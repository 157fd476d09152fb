import type { components } from '@gs/sdk/schema';
import { DAY_MS, SEED_NOW, utcDateTime } from '../../core/clock.ts';

type ConfigItem = components['schemas']['ConfigItem'];

/**
 * The seeded configuration (no randomness): the current term, the application windows of the
 * business areas, open for the academic year 2026-2027, and the scholarship quotas by level.
 */
export function seedConfig(): ConfigItem[] {
  const updateTime = utcDateTime(SEED_NOW - 12 * DAY_MS + 9 * 3_600_000);
  const item = (fields: Omit<ConfigItem, 'updateTime' | 'updateBy'>): ConfigItem => ({ ...fields, updateTime, updateBy: 'staff' });
  return [
    item({ key: 'term.current', name: '当前学期', group: 'term', type: 'term', value: '2026-2027-1', description: '选课、排课、成绩录入和各类申请默认的学期' }),
    item({
      key: 'window.xjyd',
      name: '学籍异动申请时间',
      group: 'window',
      type: 'window',
      value: { start: '2026-08-20', end: '2027-07-15' },
      description: '休学、复学、退学、延期毕业、转专业、更换导师的申请时间',
    }),
    item({
      key: 'window.qjgl',
      name: '请假申请时间',
      group: 'window',
      type: 'window',
      value: { start: '2026-08-20', end: '2027-08-31' },
      description: '学生提交请假申请的时间',
    }),
    item({
      key: 'window.xyjxj',
      name: '学业奖学金申请时间',
      group: 'window',
      type: 'window',
      value: { start: '2026-09-01', end: '2026-12-31' },
      description: '学生提交学业奖学金申请的时间',
    }),
    item({
      key: 'window.dsls',
      name: '导师遴选申请时间',
      group: 'window',
      type: 'window',
      value: { start: '2026-09-01', end: '2026-12-31' },
      description: '教师提交导师遴选申请的时间',
    }),
    item({
      key: 'xyjxj.quota.1',
      name: '一等学业奖学金比例（%）',
      group: 'xyjxj',
      type: 'number',
      value: 10,
      min: 0,
      max: 100,
      description: '各学院获一等奖学金人数占申请人数的比例',
    }),
    item({
      key: 'xyjxj.quota.2',
      name: '二等学业奖学金比例（%）',
      group: 'xyjxj',
      type: 'number',
      value: 20,
      min: 0,
      max: 100,
      description: '各学院获二等奖学金人数占申请人数的比例',
    }),
    item({
      key: 'xyjxj.quota.3',
      name: '三等学业奖学金比例（%）',
      group: 'xyjxj',
      type: 'number',
      value: 40,
      min: 0,
      max: 100,
      description: '各学院获三等奖学金人数占申请人数的比例',
    }),
  ];
}
