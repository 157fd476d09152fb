import { dictFields } from '@gs/sdk/dict-fields';
import { describe, expect, it } from 'vitest';
import { dictsSlice } from '../src/areas/dicts/store.ts';
import { seedStore } from '../src/areas/index.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { defaultMockOptions } from '../src/config.ts';

const seeded = seedStore({ ...defaultMockOptions, students: 300 });
const store = {
  dict: (name: string) => seeded.slice(dictsSlice).dict(name),
  students: seeded.slice(studentsSlice).students,
  staff: seeded.slice(studentsSlice).staff,
};

describe("the spec's field -> dictionary map (x-dict, generated into @gs/sdk/dict-fields)", () => {
  it('names only dictionaries the mock serves', () => {
    for (const [schema, fields] of Object.entries(dictFields)) {
      for (const [field, dictName] of Object.entries(fields)) expect(store.dict(dictName).length, `${schema}.${field} -> ${dictName}`).toBeGreaterThan(0);
    }
  });

  it('holds every coded value of the seeded records and staff', () => {
    const values = new Map<string, Set<string>>();
    const known = (dictName: string) => values.get(dictName) ?? values.set(dictName, new Set(store.dict(dictName).map((e) => e.value))).get(dictName)!;
    const check = (record: Record<string, unknown>, fields: Record<string, string>) => {
      for (const [field, dictName] of Object.entries(fields)) {
        const value = record[field];
        if (value === undefined || value === null || value === '') continue;
        if (!known(dictName).has(String(value))) expect.fail(`${field} = ${String(value)} is not in ${dictName}`);
      }
    };
    for (const student of store.students.values()) check(student, dictFields.StudentFields);
    for (const member of store.staff.values()) check(member, dictFields.Staff);
  });
});
