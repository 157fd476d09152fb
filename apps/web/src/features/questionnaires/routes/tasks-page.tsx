import { SendOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, useDialogs } from '../../../components/page-kit/dialog.tsx';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useDownload } from '../../../components/use-download.tsx';
import { type Translate, useLanguage, useT } from '../../../i18n/i18n.ts';
import { formatDate } from '../../../lib/time.ts';
import { TASK_STATUSES, type TaskQuery, type TaskStatus, type TaskSummary, taskAnswersXlsxPath } from '../api/keys.ts';
import { useCloseTask, useDeleteTask, useTasks, useUpdateTask } from '../api/tasks.ts';
import '../messages.ts';
import { fromLocalInput, toLocalInput } from './datetime.ts';
import { paths } from '../../../config/paths.ts';
import './tasks-page.css';

type TaskFilter = Pick<TaskQuery, 'keyword' | 'status'>;

const STATUS_CLASS: Record<TaskStatus, string> = { scheduled: 'gs-cell-tag-warning', open: 'gs-cell-tag-processing', closed: '' };

const when = (value: string) => formatDate(value, 'YYYY-MM-DD HH:mm');

/** The submitted count, the answered share as a thin bar and its percentage: plain spans (the table's cells stay light). */
function ShareCell({ row }: { row: TaskSummary }) {
  const share = row.respondents > 0 ? Math.min(100, Math.round((row.answered / row.respondents) * 100)) : 0;
  return (
    <span className="qa-share" title={`${row.answered} / ${row.respondents}`}>
      <span className="qa-share-text">{row.answered}</span>
      <span className="qa-share-bar" aria-hidden>
        <span className="qa-share-fill" style={{ width: `${share}%` }} />
      </span>
      <span className="qa-share-text">{share}%</span>
    </span>
  );
}

/** A date in a span: drawn, so the table gives its width to the title rather than cutting the time off. */
const dateCell = (value: string) => <span>{when(value)}</span>;

function columnsOf(t: Translate): readonly KitColumn<TaskSummary>[] {
  return [
    // Not fixed: a long title gives way with an ellipsis (and shows whole as the cell's tooltip).
    { key: 'title', title: 'questionnaires.tasks.field.title', width: 220 },
    {
      key: 'status',
      title: 'questionnaires.tasks.field.status',
      width: 80,
      state: true,
      render: (row) => <span className={`gs-cell-tag ${STATUS_CLASS[row.status]}`}>{t(`questionnaires.tasks.status.${row.status}`)}</span>,
    },
    { key: 'openAt', title: 'questionnaires.tasks.field.openAt', width: 140, render: (row) => dateCell(row.openAt) },
    { key: 'closeAt', title: 'questionnaires.tasks.field.closeAt', width: 140, render: (row) => dateCell(row.closeAt) },
    { key: 'respondents', title: 'questionnaires.tasks.field.respondents', width: 90, align: 'right' },
    { key: 'answered', title: 'questionnaires.tasks.field.answered', width: 190, render: (row) => <ShareCell row={row} /> },
    {
      key: 'anonymous',
      title: 'questionnaires.tasks.field.anonymous',
      width: 60,
      render: (row) => t(row.anonymous ? 'questionnaires.tasks.yes' : 'questionnaires.tasks.no'),
    },
    { key: 'createByName', title: 'questionnaires.tasks.field.createBy', width: 100, visible: false },
  ];
}

/** 延期: the close time moved (updateTask); the server refuses a time before now. */
function ExtendDialog({ task, onClose }: { task: TaskSummary; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const update = useUpdateTask();
  const [form] = Form.useForm<{ closeAt: string }>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const ok = async () => {
    const { closeAt } = await form.validateFields();
    setRefusal(null);
    try {
      const saved = await update.mutateAsync({ params: { path: { id: task.id } }, body: { closeAt: fromLocalInput(closeAt) } });
      void message.success(t('questionnaires.tasks.extended', { time: when(saved.closeAt) }));
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t('common.notSent'));
    }
  };
  return (
    <Dialog
      open
      title={t('questionnaires.tasks.extendTitle', { title: task.title })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={update.isPending}
      onOk={() => void ok().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ closeAt: toLocalInput(task.closeAt) }}>
        <Form.Item name="closeAt" label={t('questionnaires.tasks.extendField')} rules={[{ required: true, message: t('questionnaires.tasks.extendNeed') }]}>
          <Input type="datetime-local" />
        </Form.Item>
      </Form>
      {refusal && <Typography.Text type="danger">{refusal}</Typography.Text>}
    </Dialog>
  );
}

/**
 * 任务发布 (examination/rwfb/index): the published tasks with their state, dates, respondents and
 * answered share, asked again every 10 s while the page is open so the share moves as people submit;
 * per task its answers, analysis, Excel of all answers, 延期, 结束 and 删除 (confirmed), and 发布任务.
 */
export default function TasksPage() {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { message } = App.useApp();
  const { run, busy } = useDownload();
  const close = useCloseTask();
  const remove = useDeleteTask();
  const [extending, setExtending] = useState<TaskSummary | null>(null);
  const columns = useMemo(() => columnsOf(t), [t]);
  const fields: readonly KitField<TaskFilter>[] = useMemo(
    () => [
      { name: 'keyword', label: 'questionnaires.tasks.field.keyword', kind: 'text', placeholder: 'questionnaires.tasks.field.keywordHint' },
      {
        name: 'status',
        label: 'questionnaires.tasks.field.status',
        kind: 'select',
        options: TASK_STATUSES.map((status) => ({ value: status, label: `questionnaires.tasks.status.${status}` as const })),
      },
    ],
    [],
  );

  const useRows = ({ filter, current, size }: ListQuery<TaskFilter, string>): ListResult<TaskSummary> => {
    const result = useTasks({ ...filter, current, size });
    // The 10 s refresh runs quietly: the table dims only while a new search or page loads.
    const loading = result.isPending || result.isPlaceholderData;
    return { data: result.data, isFetching: loading, isError: result.isError, refetch: result.refetch };
  };

  const label = (action: string, row: TaskSummary) => t('questionnaires.tasks.actionOf', { action, title: row.title });

  const confirmClose = (row: TaskSummary) =>
    dialogs.confirm({
      title: t('questionnaires.tasks.closeTitle'),
      content: t('questionnaires.tasks.closeText', { title: row.title }),
      okText: t('questionnaires.tasks.close'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await close.mutateAsync({ params: { path: { id: row.id } } });
        void message.success(t('questionnaires.tasks.closed'));
      },
    });

  const confirmDelete = (row: TaskSummary) =>
    dialogs.confirm({
      title: t('questionnaires.tasks.deleteTitle'),
      content: t('questionnaires.tasks.deleteText', { title: row.title }),
      okText: t('questionnaires.tasks.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await remove.mutateAsync({ params: { path: { id: row.id } } });
        void message.success(t('questionnaires.tasks.deleted'));
      },
    });

  return (
    <ListPage<TaskSummary, TaskFilter>
      search={{ name: 'rwfb-search', title: 'questionnaires.tasks.search', fields }}
      useRows={useRows}
      title={(total) => t('questionnaires.tasks.list', { total })}
      toolbar={() => (
        <>
          <Button type="primary" icon={<SendOutlined />} onClick={() => navigate(paths.taskPublish())}>
            {t('questionnaires.tasks.publish')}
          </Button>
          <Typography.Text type="secondary">{t('questionnaires.tasks.live')}</Typography.Text>
        </>
      )}
      table={{
        label: 'questionnaires.tasks.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-rwfb-columns',
        sortable: false,
        empty: 'questionnaires.tasks.empty',
        // Up to six actions on one line: the English words are about half as wide again as the Chinese.
        actionsWidth: language === 'en' ? 450 : 300,
        actions: (row) => (
          <>
            <RowAction onClick={() => navigate(paths.answerSheets(row.id))} aria-label={label(t('questionnaires.tasks.answers'), row)}>
              {t('questionnaires.tasks.answers')}
            </RowAction>
            <RowAction onClick={() => navigate(paths.answerAnalysis(row.id))} aria-label={label(t('questionnaires.tasks.analysis'), row)}>
              {t('questionnaires.tasks.analysis')}
            </RowAction>
            <RowAction
              disabled={busy !== undefined}
              onClick={() => void run(`rwfb-${row.id}`, t('questionnaires.tasks.exportLabel', { title: row.title }), taskAnswersXlsxPath(row.id))}
              aria-label={label(t('questionnaires.tasks.export'), row)}
            >
              {t('questionnaires.tasks.export')}
            </RowAction>
            {row.status !== 'closed' && (
              <>
                <RowAction onClick={() => setExtending(row)} aria-label={label(t('questionnaires.tasks.extend'), row)}>
                  {t('questionnaires.tasks.extend')}
                </RowAction>
                <RowAction onClick={() => confirmClose(row)} aria-label={label(t('questionnaires.tasks.close'), row)}>
                  {t('questionnaires.tasks.close')}
                </RowAction>
              </>
            )}
            {row.answered === 0 && (
              <RowAction danger onClick={() => confirmDelete(row)} aria-label={label(t('questionnaires.tasks.delete'), row)}>
                {t('questionnaires.tasks.delete')}
              </RowAction>
            )}
          </>
        ),
      }}
    >
      {() => extending && <ExtendDialog key={extending.id} task={extending} onClose={() => setExtending(null)} />}
    </ListPage>
  );
}
