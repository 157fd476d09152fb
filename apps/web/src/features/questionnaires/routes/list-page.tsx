import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Result, Skeleton, Space } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import { Dialog, useDialogs } from '../../../components/page-kit/dialog.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import type { QuestionnaireSummary } from '../api/keys.ts';
import { useCopyQuestionnaire, useDeleteQuestionnaire, useQuestionnaire, useQuestionnaires } from '../api/questionnaires.ts';
import '../builder/messages.ts';

type Filter = { keyword?: string };

// The answer form comes with the first preview, not with the list.
const Preview = lazy(() => import('../builder/components/preview.tsx').then((module) => ({ default: module.Preview })));

const columns: readonly KitColumn<QuestionnaireSummary>[] = [
  { key: 'title', title: 'qBuilder.list.col.title', width: 280, fixed: 'left' },
  { key: 'questionCount', title: 'qBuilder.list.col.questions', width: 90, align: 'right' },
  { key: 'ownerName', title: 'qBuilder.list.col.owner', width: 120 },
  { key: 'updateTime', title: 'qBuilder.list.col.updateTime', width: 170 },
  { key: 'taskCount', title: 'qBuilder.list.col.tasks', width: 100, align: 'right' },
];

/** The questionnaires, searched by title and paged on the server (listQuestionnaires). */
function useRows({ filter, current, size }: ListQuery<Filter, string>): ListResult<QuestionnaireSummary> {
  const keyword = filter.keyword?.trim();
  return useQuestionnaires({ current, size, ...(keyword ? { keyword } : {}) });
}

/**
 * 问卷列表 (examination/index, /examination/index; issue 24 §2): every questionnaire with its question
 * count, owner, last change and how often it was published; 新建问卷 and 编辑 open the builder, 预览 shows
 * it as respondents will, 复制 makes an editable copy, 发布 opens the publish form for it, 删除 asks first
 * (the server refuses one whose tasks have answers, and says so).
 */
export default function QuestionnaireListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const modal = useDialogs();
  const copy = useCopyQuestionnaire();
  const remove = useDeleteQuestionnaire();
  const [previewing, setPreviewing] = useState<QuestionnaireSummary | null>(null);

  const actionOf = (action: string, row: QuestionnaireSummary) => t('qBuilder.list.actionOf', { action, title: row.title });
  const copyRow = (row: QuestionnaireSummary) =>
    copy
      .mutateAsync({ params: { path: { id: row.id } } })
      .then((made) => void message.success(t('qBuilder.list.copied', { title: made.title })))
      // The client has said why (SPEC 8); the list stays as it was.
      .catch(() => undefined);
  const deleteRow = (row: QuestionnaireSummary) =>
    void modal.confirm({
      title: t('qBuilder.list.deleteTitle', { title: row.title }),
      content: t('qBuilder.list.deleteContent'),
      okText: t('qBuilder.list.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync({ params: { path: { id: row.id } } }).then(() => void message.success(t('qBuilder.list.deleted', { title: row.title }))),
    });

  return (
    <ListPage<QuestionnaireSummary, Filter>
      search={{
        name: 'wj-search',
        title: 'qBuilder.list.search',
        fields: [{ name: 'keyword', label: 'qBuilder.list.keyword', kind: 'text', placeholder: 'qBuilder.list.keywordHint', maxLength: 50 }],
      }}
      useRows={useRows}
      title={(total) => t('qBuilder.list.title', { total })}
      toolbar={() => (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.questionnaireNew)}>
          {t('qBuilder.list.new')}
        </Button>
      )}
      table={{
        label: 'qBuilder.list.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-wj-columns',
        sortable: false,
        empty: 'qBuilder.list.empty',
        actionsWidth: 290,
        actions: (row) => (
          <Space size={4}>
            <RowAction onClick={() => navigate(paths.questionnaireEdit(row.id))} aria-label={actionOf(t('qBuilder.list.edit'), row)}>
              {t('qBuilder.list.edit')}
            </RowAction>
            <RowAction onClick={() => setPreviewing(row)} aria-label={actionOf(t('qBuilder.list.preview'), row)}>
              {t('qBuilder.list.preview')}
            </RowAction>
            <RowAction onClick={() => void copyRow(row)} aria-label={actionOf(t('qBuilder.list.copy'), row)}>
              {t('qBuilder.list.copy')}
            </RowAction>
            <RowAction onClick={() => navigate(paths.taskPublish(row.id))} aria-label={actionOf(t('qBuilder.list.publish'), row)}>
              {t('qBuilder.list.publish')}
            </RowAction>
            <RowAction danger onClick={() => deleteRow(row)} aria-label={actionOf(t('qBuilder.list.delete'), row)}>
              {t('qBuilder.list.delete')}
            </RowAction>
          </Space>
        ),
      }}
    >
      {() =>
        previewing && (
          <Dialog
            open
            width={860}
            title={t('qBuilder.list.previewTitle', { title: previewing.title })}
            onCancel={() => setPreviewing(null)}
            footer={<Button onClick={() => setPreviewing(null)}>{t('qBuilder.close')}</Button>}
          >
            <Suspense fallback={<Skeleton active />}>
              <QuestionnairePreview id={previewing.id} />
            </Suspense>
          </Dialog>
        )
      }
    </ListPage>
  );
}

/** A questionnaire's questions as the respondent sees them (the builder's preview), loaded when opened. */
function QuestionnairePreview({ id }: { id: string }) {
  const t = useT();
  const loaded = useQuestionnaire(id);
  if (loaded.isPending) return <Skeleton active />;
  if (!loaded.data)
    return <Result status="warning" title={t('qBuilder.loadError')} extra={<Button onClick={() => void loaded.refetch()}>{t('qBuilder.retry')}</Button>} />;
  return <Preview title={loaded.data.title} description={loaded.data.description} questions={loaded.data.questions} />;
}
