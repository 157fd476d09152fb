import { PlusOutlined } from '@ant-design/icons';
import { dictFields } from '@gs/sdk/dict-fields';
import { App, Button, Drawer } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApplicationSortField } from '../../../components/application/api.ts';
import { useConfirmWithdraw } from '../../../components/application/application-detail.tsx';
import { ApplicationForm } from '../../../components/application/application-form.tsx';
import { type ApplicationFilter, type ApplicationRow, applicationColumns, useApplicationRows } from '../../../components/application/columns.ts';
import { applicationPath } from '../../../components/application/kind-plugin.ts';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery } from '../../../components/page-kit/list-page.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useStudentKinds } from '../api/own-kinds.ts';
import '../../../i18n/messages/applications.ts';
import '../messages.ts';

function useOwnApplications(query: ListQuery<ApplicationFilter, ApplicationSortField>) {
  // The server keeps a student's list to their own applications (SPEC 6 data scope).
  return useApplicationRows(query);
}

/** The student sees who they are; the subject columns say nothing new. */
const columns = applicationColumns.filter((column) => column.key !== 'xykh' && column.key !== 'xm' && column.key !== 'xymc');

/**
 * A student's applications (my/applications/index, /my/applications): every kind with its state and
 * pending step; apply (a closed window says when it opens); open one for its steps and history;
 * withdraw before the first decision.
 */
export default function MyApplicationsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [applying, setApplying] = useState(false);
  const { kinds } = useStudentKinds();
  const withdraw = useConfirmWithdraw();
  const fields = useMemo<KitField<ApplicationFilter>[]>(
    () => [
      { name: 'kind', label: 'application.field.kind', kind: 'dict', dict: dictFields.Application.kind },
      { name: 'state', label: 'application.field.state', kind: 'dict', dict: dictFields.Application.state, filter: (entry) => entry.value !== 'draft' },
    ],
    [],
  );

  return (
    <ListPage<ApplicationRow, ApplicationFilter, ApplicationSortField>
      search={{ name: 'my-applications-search', title: 'myApplications.search.title', fields }}
      useRows={useOwnApplications}
      title={(total) => t('myApplications.title', { total })}
      toolbar={() => (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>
          {t('myApplications.apply')}
        </Button>
      )}
      table={{
        label: 'myApplications.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-my-applications-columns',
        actionsWidth: 130,
        actions: (row) => {
          const path = applicationPath(row);
          return (
            <>
              {path && (
                <RowAction onClick={() => navigate(path)} aria-label={t('application.viewOf', { title: row.title })}>
                  {t('application.view')}
                </RowAction>
              )}
              {row.mayWithdraw && (
                <RowAction danger onClick={() => withdraw(row)} aria-label={t('myApplications.withdrawOf', { title: row.title })}>
                  {t('application.withdraw')}
                </RowAction>
              )}
            </>
          );
        },
      }}
    >
      {() => (
        <Drawer open={applying} title={t('myApplications.apply')} size={640} onClose={() => setApplying(false)} destroyOnHidden>
          <ApplicationForm
            kinds={kinds}
            onDone={(application) => {
              setApplying(false);
              message.success(t('application.form.done'));
              const path = applicationPath(application);
              if (path) navigate(path);
            }}
            onCancel={() => setApplying(false)}
          />
        </Drawer>
      )}
    </ListPage>
  );
}
