import { AuditOutlined, PrinterOutlined, RollbackOutlined } from '@ant-design/icons';
import { dictFields } from '@gs/sdk/dict-fields';
import { App, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { type Translate, t, useT } from '../../i18n/i18n.ts';
import { openApproval } from '../approval/open-approval.ts';
import { DetailView, type DetailItem } from '../page-kit/detail-view.tsx';
import { type Application, useApplication, useInvalidateApplications, useWithdraw } from './api.ts';
import { Attachments } from './attachments.tsx';
import { useDownload } from '../use-download.tsx';
import { ApplicationHistory } from './application-history.tsx';
import { ApplicationSteps } from './application-steps.tsx';
import { type KindParts, useKindParts } from './kind-plugin.ts';
import { useDialogs } from '../page-kit/dialog.tsx';
import '../../i18n/messages/applications.ts';
import '../../i18n/messages/approval-dialog.ts';

/**
 * The heading of an application's detail page, after its kind's plug-in ("请假申请详情"): a detail route
 * is titled for one business (SPEC 2 route titles), while more kinds may open there.
 */
export function detailTitle(t: Translate, application: Pick<Application, 'kindName'>, parts: KindParts | undefined): string {
  return parts ? t(parts.detailTitle) : t('application.detailTitle.other', { kind: application.kindName });
}

/** The application's own fields; the subject is a student or (supervisor selection) a teacher. */
const applicationItems = (subject: Application['subject']['type']): readonly DetailItem<Application>[] => [
  { key: 'kind', label: 'application.field.kind', dict: dictFields.Application.kind },
  { key: 'state', label: 'application.field.state', dict: dictFields.Application.state, tag: true },
  {
    key: 'subject',
    label: subject === 'teacher' ? 'application.field.teacher' : 'application.field.subject',
    render: (a) => `${a.subject.xm}${t('common.paren', { text: a.subject.xykh ?? a.subject.gh ?? '' })}`,
  },
  { key: 'title', label: 'application.field.college', render: (a) => [a.subject.xymc, a.subject.zymc].filter(Boolean).join(' / ') },
  { key: 'applicantName', label: 'application.field.applicant' },
  { key: 'submitTime', label: 'application.field.submitTime' },
  { key: 'summary', label: 'application.field.summary', wide: true },
  {
    key: 'effect',
    label: 'application.field.effect',
    wide: true,
    render: (a) => (a.effect ? `${a.effect.description}${a.effect.applied && a.effect.time ? t('common.paren', { text: a.effect.time }) : ''}` : '-'),
  },
];

/** "Withdraw" with a confirmation: the applicant, before the first decision (the server says so otherwise). */
export function useConfirmWithdraw() {
  const t = useT();
  const { message } = App.useApp();
  const modal = useDialogs();
  const withdraw = useWithdraw();
  return (record: Application) =>
    modal.confirm({
      title: t('application.withdraw.title'),
      content: t('application.withdraw.confirm', { title: record.title }),
      okText: t('application.withdraw'),
      cancelText: t('common.cancel'),
      onOk: () =>
        withdraw.mutateAsync({ params: { path: { id: record.id } } }).then(
          () => void message.success(t('application.withdraw.done')),
          // The client has shown the server's message; the dialog closes.
          () => undefined,
        ),
    });
}

/**
 * One application as every area shows it (on its kind's detail route): what is asked (its kind's
 * plug-in shows the payload and its own actions), the attachments, the chain of steps, the approval
 * history, "decide" for whoever decides the pending step and "withdraw" for the applicant before the
 * first decision.
 */
export function ApplicationDetail({ id }: { id: string | null }) {
  const t = useT();
  const application = useApplication(id);
  const parts = useKindParts(application.data?.kind);
  const withdraw = useConfirmWithdraw();
  const invalidate = useInvalidateApplications();
  const download = useDownload();

  if (!id) return <Result status="warning" title={t('application.missing')} />;
  if (application.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!application.data) return <Result status="404" title={t('application.notFound')} />;
  const record = application.data;
  const { Payload, Actions } = parts.data ?? {};

  const decide = () =>
    void openApproval({ ids: [record.id], ...record.approval, title: t('application.decideTitle', { title: record.title }) }).then((result) => {
      if (result) void invalidate();
    });
  const confirmWithdraw = () => withdraw(record);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {/* The page names the application's kind: the tab keeps the route's title (SPEC 2), which names one business. */}
      <Typography.Title level={4} style={{ margin: 0 }}>
        {detailTitle(t, record, parts.data)}
      </Typography.Title>
      <Card
        title={record.title}
        extra={
          <Space wrap>
            {record.mayDecide && (
              <Button type="primary" icon={<AuditOutlined />} onClick={decide}>
                {t('application.decide')}
              </Button>
            )}
            {record.mayWithdraw && (
              <Button danger icon={<RollbackOutlined />} onClick={confirmWithdraw}>
                {t('application.withdraw')}
              </Button>
            )}
            {Actions && <Actions application={record} />}
            {/* The form as the office prints it (请假条, 学籍异动审批表): the decisions and places to sign, a PDF. */}
            <Button
              icon={<PrinterOutlined />}
              loading={download.busy === 'print'}
              onClick={() => void download.run('print', t('application.print'), `/cloud-xj/api/sq/applications/${encodeURIComponent(record.id)}/print`)}
            >
              {t('application.print')}
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <div role="group" aria-label={t('application.steps')}>
            <ApplicationSteps application={record} />
          </div>
          <DetailView<Application> row={record} items={applicationItems(record.subject.type)} column={{ xs: 1, md: 2, xl: 3 }} />
          {/* Until its plug-in's chunk is in; a kind this version has no plug-in for shows its summary above only. */}
          {Payload ? <Payload application={record} /> : parts.fetchStatus === 'fetching' && <Skeleton active paragraph={{ rows: 3 }} />}
          <div>
            <h4 style={{ marginTop: 0 }}>{t('application.attachments')}</h4>
            <Attachments ids={record.attachments} />
          </div>
        </Space>
      </Card>
      <Card title={t('application.history')}>
        {/* The same history on every application's page: the server's record of what happened to it. */}
        <ApplicationHistory application={record} />
      </Card>
    </Space>
  );
}
