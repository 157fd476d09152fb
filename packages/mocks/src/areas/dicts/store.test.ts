import { describe, expect, it } from 'vitest';
import { defaultMockOptions } from '../../config.ts';
import bundled from '@gs/sdk/openapi.json';
import { catalog, seedStore } from '../index.ts';
import { dictsSlice } from './store.ts';

const dicts = seedStore({ ...defaultMockOptions, students: 50 }).slice(dictsSlice);

describe('dictionaries', () => {
  it('answers entries sorted by dictSort (SPEC 3) and labels by value', () => {
    for (const name of dicts.dictNames()) {
      const sorts = dicts.dict(name).map((entry) => entry.dictSort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    }
    expect(dicts.dict('xj_mz')).toHaveLength(56);
    expect(dicts.dict('xj_mz')[55]).toMatchObject({ value: '56', label: '基诺族' });
    expect(dicts.dict('xj_zzmm').map((e) => e.value)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13']);
    expect(dicts.dict('xj_xjzt').find((e) => e.value === '01')?.cssClass).toBe('success');
    expect(dicts.dict('xj_zy').length).toBeGreaterThanOrEqual(55);
    expect(dicts.label('sys_user_sex', '2')).toBe('女');
    expect(dicts.label('xj_zplx', 'sfzzp')).toBe('身份证照片');
    expect(dicts.dict('no_such_dict')).toEqual([]);
  });

  it('labels the kinds of application (sq_lx) with the names their areas declare, one per kind of the spec', () => {
    const kinds = [...catalog.applicationKinds.values()];
    expect(dicts.dict('sq_lx').map((e) => [e.id, e.value, e.label, e.dictSort])).toEqual(kinds.map((k, i) => [`sq_lx-${k.kind}`, k.kind, k.name, i + 1]));
    const spec = bundled as unknown as { components: { schemas: { ApplicationKind: { enum: string[] } } } };
    // The same kinds as the spec names, in the areas' order (a new kind's area goes last, its enum value anywhere).
    expect(
      dicts
        .dict('sq_lx')
        .map((e) => e.value)
        .sort(),
    ).toEqual([...spec.components.schemas.ApplicationKind.enum].sort());
  });

  it('hands out copies, so a caller cannot change the dictionary', () => {
    dicts.dict('sys_user_sex')[0]!.label = 'changed';
    expect(dicts.label('sys_user_sex', '1')).toBe('男');
    expect(dicts.dict('sys_user_sex')[0]!.label).toBe('男');
  });
});
