import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Drawer } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ApplicationSortField, useApplicationKinds } from '../../../components/application/api.ts';
import { ApplicationForm } from '../../../components/application/application-form.tsx';
import { BusinessListPage } from '../../../components/application/business-list-page.tsx';
import { type ApplicationRow, applicationColumns } from '../../../components/application/columns.ts';
import { applicationPath } from '../../../components/application/kind-plugin.ts';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useSession } from '../../../stores/session.ts';
import '../../../i18n/messages/applications.ts';
import '../messages.ts';

/** Every selection is of the business `dsls` (SPEC 3 approval submission). */
const DSLS = 'dsls';

/** The subject is a teacher: their staff number and name; one kind, so no kind column. */
const columns: readonly KitColumn<ApplicationRow, ApplicationSortField>[] = applicationColumns
  .filter((column) => column.key !== 'kind')
  .map((column) => {
    if (column.key === 'xykh') return { key: column.key, title: 'application.field.gh' as const, width: column.width, fixed: column.fixed };
    if (column.key === 'xm') return { ...column, title: 'application.field.teacher' as const };
    return column;
  });

/**
 * Supervisor selection (ds/dsls/index, /ds/dsls): the selection applications of the caller's scope on
 * the shared review list (to decide, one by one or at once: college secretaries, the graduate school).
 * A teacher sees their own here and applies from this page, in a drawer with the shared form and the
 * review-form upload (SPEC 7).
 */
export default function SupervisorSelectionListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const info = useSession((s) => s.info);
  const [applying, setApplying] = useState(false);
  const kinds = useApplicationKinds();
  const own = useMemo(() => (kinds.data ?? []).filter((kind) => kind.subject === 'teacher' && kind.coreCode === DSLS), [kinds.data]);
  const isTeacher = info?.roles[0]?.roleKey === 'teacher';

  return (
    <>
      <BusinessListPage
        coreCode={DSLS}
        searchTitle="supervisorSelection.search.title"
        keywordHint="supervisorSelection.search.keywordHint"
        title={(total) => t(isTeacher ? 'supervisorSelection.list.mine' : 'supervisorSelection.list.title', { total })}
        label="supervisorSelection.table"
        columns={columns}
        toolbar={
          isTeacher && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>
              {t('supervisorSelection.apply')}
            </Button>
          )
        }
      />
      <Drawer open={applying} title={t('supervisorSelection.apply.title')} size={720} onClose={() => setApplying(false)} destroyOnHidden>
        <Alert type="info" showIcon title={t('supervisorSelection.apply.hint')} style={{ marginBottom: 16 }} />
        <ApplicationForm
          kinds={own}
          initialKind={DSLS}
          xydm={info?.user.deptId ?? undefined}
          onDone={(application) => {
            setApplying(false);
            message.success(t('application.form.done'));
            const path = applicationPath(application);
            if (path) navigate(path);
          }}
          onCancel={() => setApplying(false)}
        />
      </Drawer>
    </>
  );
}
