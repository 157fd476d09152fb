import { describe, expect, it } from 'vitest';
import { sortOf } from './student-table.tsx';

describe('table sorting as the search sort (SPEC 7 stuinfo/Search)', () => {
  it('maps the sorted columns to the server fields, in the order given', () => {
    expect(
      sortOf([
        { columnKey: 'xymc', order: 'ascend' },
        { columnKey: 'xykh', order: 'descend' },
      ]),
    ).toEqual([
      { field: 'xydm', order: 'asc' },
      { field: 'xykh', order: 'desc' },
    ]);
  });

  it('drops unsorted and unsortable columns', () => {
    expect(sortOf({ columnKey: 'xm', order: undefined })).toEqual([]);
    expect(sortOf({ columnKey: 'dsxm', order: 'ascend' })).toEqual([]);
  });
});
