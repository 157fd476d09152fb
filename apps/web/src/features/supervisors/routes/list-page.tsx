import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { dictFields } from '@gs/sdk/dict-fields';
import { useOrgTree } from '../../../components/org/api.ts';
import { collegeTree } from '../../../components/org/tree.ts';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { type ExportAction, ExportMenu } from '../../../components/page-kit/export-menu.tsx';
import { ListPage, type ListQuery } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { type ProfileSortField, type SupervisorProfile, useSupervisorProfiles } from '../api/profiles.ts';
import { ProfileDialog } from '../components/profile-dialog.tsx';
import { type ProfileFilter, profileColumns } from '../lib.ts';
import '../messages.ts';
import { paths } from '../../../config/paths.ts';

function useProfileRows({ filter, current, size, sort }: ListQuery<ProfileFilter, ProfileSortField>) {
  const first = sort[0];
  return useSupervisorProfiles({ ...filter, current, size, ...(first ? { sortField: first.field, sortOrder: first.order } : {}) });
}

/**
 * Supervisors (ds/dsxx/index, /ds/dsxx): teachers by college (org tree), kind, title and keyword, with
 * this year's places against the quota; the graduate school and college secretaries edit a profile here,
 * everyone opens it (/dsxx/jsinfoView). A secretary's list is their college's (the server cuts it).
 */
/** The Excel of the supervisor list (issue 22): the applied search, as the server writes it (a secretary's: their college). */
const profileExports: readonly ExportAction<ProfileFilter>[] = [
  { key: 'search', label: 'supervisors.export', request: ({ filter }) => ({ path: '/cloud-xj/api/ds/dsxx/export', options: { query: filter } }) },
];

export default function SupervisorListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { can } = useAccess();
  const tree = useOrgTree();
  const [editing, setEditing] = useState<SupervisorProfile | null>(null);
  const mayEdit = can({ role: ['staff', 'college'] });
  const fields = useMemo<KitField<ProfileFilter>[]>(
    () => [
      { name: 'keyword', label: 'supervisors.field.keyword', kind: 'text', placeholder: 'supervisors.field.keywordHint' },
      { name: 'xydm', label: 'supervisors.field.college', kind: 'tree', nodes: collegeTree(tree.data) },
      { name: 'dslx', label: 'supervisors.field.dslx', kind: 'dict', dict: dictFields.Teacher.dslx },
      { name: 'zc', label: 'supervisors.field.zc', kind: 'dict', dict: dictFields.Teacher.zc },
    ],
    [tree.data],
  );
  const columns = useMemo(
    () =>
      profileColumns({
        // Text, not a tag each: a cell holds two or three at most, and text gives way with the whole list
        // as its tooltip (the profile's page shows them as tags).
        directions: (row) => row.directions.map((d) => d.name).join(t('common.listSep')),
        yearCounts: (row) => row.yearCounts.map((y) => t('supervisors.yearCount', { year: y.rxnj, count: y.count })).join(t('common.listSep')),
        quotaUsed: (row) => <span style={{ color: row.quotaLeft === 0 && row.quota > 0 ? '#cf1322' : undefined }}>{`${row.quotaUsed} / ${row.quota}`}</span>,
      }),
    [t],
  );

  return (
    <ListPage<SupervisorProfile, ProfileFilter, ProfileSortField>
      search={{ name: 'dsxx-search', title: 'supervisors.search.title', fields }}
      useRows={useProfileRows}
      title={(total) => t('supervisors.list.title', { total })}
      toolbar={(list) => <ExportMenu actions={profileExports} input={{ filter: list.filter, ids: list.selected, columns: list.columns }} />}
      table={{
        label: 'supervisors.table',
        rowKey: 'gh',
        columns,
        storageKey: 'gs-dsxx-columns',
        actionsWidth: mayEdit ? 110 : 70,
        actions: (row) => (
          <>
            <RowAction onClick={() => navigate(paths.supervisorProfile(row.gh))} aria-label={t('supervisors.viewOf', { name: row.xm })}>
              {t('supervisors.view')}
            </RowAction>
            {mayEdit && (
              <RowAction onClick={() => setEditing(row)} aria-label={t('supervisors.editOf', { name: row.xm })}>
                {t('supervisors.edit')}
              </RowAction>
            )}
          </>
        ),
      }}
    >
      {() => editing && <ProfileDialog profile={editing} full onClose={() => setEditing(null)} />}
    </ListPage>
  );
}
