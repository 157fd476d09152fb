import type { ReactNode } from 'react';
import { dictFields } from '@gs/sdk/dict-fields';
import type { KitColumn } from '../../components/page-kit/data-table.tsx';
import type { ProfileQuery, ProfileSortField, SupervisorProfile } from './api/profiles.ts';
import './messages.ts';

export type ProfileFilter = Pick<ProfileQuery, 'keyword' | 'xydm' | 'dslx' | 'zc'>;

const dicts = dictFields.Teacher;

/** Columns of /ds/dsxx; the directions and year counts render in the page (they need the texts). */
export function profileColumns(render: {
  directions: (row: SupervisorProfile) => ReactNode;
  yearCounts: (row: SupervisorProfile) => ReactNode;
  quotaUsed: (row: SupervisorProfile) => ReactNode;
}): KitColumn<SupervisorProfile, ProfileSortField>[] {
  return [
    { key: 'gh', title: 'supervisors.field.gh', sortField: 'gh', width: 125, fixed: 'left' },
    { key: 'xm', title: 'supervisors.field.xm', sortField: 'xm', width: 90 },
    { key: 'xb', title: 'supervisors.field.xb', dict: dicts.xb, width: 70, visible: false },
    { key: 'xymc', title: 'supervisors.field.college', sortField: 'xydm', width: 180 },
    { key: 'zc', title: 'supervisors.field.zc', dict: dicts.zc, sortField: 'zc', width: 100 },
    { key: 'dslx', title: 'supervisors.field.dslx', dict: dicts.dslx, tag: true, sortField: 'dslx', width: 145 },
    { key: 'directions', title: 'supervisors.field.directions', width: 260, render: render.directions },
    { key: 'quota', title: 'supervisors.field.quota', sortField: 'quota', width: 100 },
    { key: 'quotaUsed', title: 'supervisors.field.quotaUsed', sortField: 'quotaUsed', width: 140, render: render.quotaUsed },
    { key: 'quotaLeft', title: 'supervisors.field.quotaLeft', width: 115, visible: false },
    { key: 'yearCounts', title: 'supervisors.field.yearCounts', width: 260, render: render.yearCounts },
    { key: 'studentCount', title: 'supervisors.field.studentCount', sortField: 'studentCount', width: 170, visible: false },
  ];
}
