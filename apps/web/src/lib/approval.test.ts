import { describe, expect, it } from 'vitest';
import { type ApprovalOptions, ApprovalDeveloperError, fieldLimits, isAgree, isBatch, progressPercent, validateApprovalOptions } from './approval.ts';

const base: ApprovalOptions = { ids: ['1'], type: 'xjyd', callback: '/cloud-xj/api/xj/xjyd/callback', mkCode: 'xj', coreCode: 'xjyd' };
const check = (options: Partial<ApprovalOptions> & Record<string, unknown>) => () => validateApprovalOptions({ ...base, ...options } as ApprovalOptions);

describe('approval creation checks (SPEC 5 developer errors)', () => {
  it('accepts well-formed options, single and batch', () => {
    expect(check({})).not.toThrow();
    expect(check({ ids: ['1', '2', '3'] })).not.toThrow();
    expect(isBatch({ ids: ['1'] })).toBe(false);
    expect(isBatch({ ids: ['1', '2'] })).toBe(true);
  });

  it('needs a non-empty array of business ids', () => {
    expect(check({ ids: [] })).toThrow(new ApprovalDeveloperError('审批的业务 ID 必须是非空数组'));
    expect(check({ ids: '1' as unknown as string[] })).toThrow(ApprovalDeveloperError);
    expect(check({ ids: ['1', ' '] })).toThrow(ApprovalDeveloperError);
  });

  it.each(['type', 'callback', 'mkCode', 'coreCode'])('needs %s as a non-blank string', (name) => {
    expect(check({ [name]: '  ' })).toThrow(`${name} 必须是非空字符串`);
    expect(check({ [name]: undefined })).toThrow(`${name} 必须是非空字符串`);
    expect(check({ [name]: 7 })).toThrow(ApprovalDeveloperError);
  });

  it('checks the extra fields: name, label and type, not "opinion", one of six types, options for choices', () => {
    expect(check({ fields: [{ name: 'score', label: '成绩', type: 'number' }] })).not.toThrow();
    expect(check({ fields: [{ name: 'opinion', label: '意见', type: 'input' }] })).toThrow('附加字段的 name 不能是 opinion');
    expect(check({ fields: [{ name: 'x', label: ' ', type: 'input' }] })).toThrow('附加字段必须有 name、label 和 type');
    expect(check({ fields: [{ name: 'x', label: 'X', type: 'date' as 'input' }] })).toThrow('附加字段 x 的 type 必须是');
    for (const type of ['select', 'radio', 'checkbox'] as const) {
      expect(check({ fields: [{ name: 'x', label: 'X', type }] })).toThrow('附加字段 x 需要 options');
      expect(check({ fields: [{ name: 'x', label: 'X', type, options: [{ value: 1, label: ' ' }] }] })).toThrow('附加字段 x 需要 options');
      expect(check({ fields: [{ name: 'x', label: 'X', type, options: [{ value: null as unknown as number, label: 'A' }] }] })).toThrow(
        '附加字段 x 需要 options',
      );
      expect(check({ fields: [{ name: 'x', label: 'X', type, options: [{ value: 0, label: 'A' }] }] })).not.toThrow();
    }
  });
});

describe('approval dialog rules (SPEC 4, 5)', () => {
  it('gives extra fields their defaults: text 1000 characters, numbers 0 to 100, precision 0', () => {
    expect(fieldLimits({ name: 'a', label: 'A', type: 'input' })).toEqual({ maxlength: 1000, min: 0, max: 100, precision: 0 });
    expect(fieldLimits({ name: 'a', label: 'A', type: 'number', min: 10, max: 20, precision: 2, maxlength: 5 })).toEqual({
      maxlength: 5,
      min: 10,
      max: 20,
      precision: 2,
    });
  });

  it('reads status 1 as agree and anything else as refuse', () => {
    expect(isAgree(1)).toBe(true);
    expect(isAgree(9)).toBe(false);
    expect(isAgree(0)).toBe(false);
    expect(isAgree(undefined)).toBe(false);
  });

  it('counts the batch progress as done / total', () => {
    expect(progressPercent(0, 5)).toBe(0);
    expect(progressPercent(2, 5)).toBe(40);
    expect(progressPercent(5, 5)).toBe(100);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
