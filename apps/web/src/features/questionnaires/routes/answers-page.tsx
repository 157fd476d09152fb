import { ArrowLeftOutlined, BarChartOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { useDownload } from '../../../components/use-download.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { paths } from '../../../config/paths.ts';
import { type AnswerSheet, type Task, taskAnswersXlsxPath } from '../api/keys.ts';
import { useSheet, useTask, useTaskSheets } from '../api/tasks.ts';
import { AnswerForm } from '../components/answer-form/answer-form.tsx';
import '../analysis/messages.ts';

/** A submitted sheet as a line of the list: the respondent's fields flattened (none on an anonymous task's). */
interface SheetRow {
  id: string;
  name: string;
  respondentId: string;
  college: string;
  rxnj: string;
  submitTime: string;
}

interface SheetFilter {
  keyword: string;
}

function rowOf(sheet: AnswerSheet, anonymous: string): SheetRow {
  const who = sheet.respondent;
  return {
    id: sheet.id,
    name: who?.name ?? anonymous,
    respondentId: who?.id ?? '',
    college: who?.college ?? '',
    rxnj: who?.rxnj ? String(who.rxnj) : '',
    submitTime: sheet.submitTime ?? sheet.updateTime,
  };
}

const namedColumns: readonly KitColumn<SheetRow>[] = [
  { key: 'name', title: 'qSheets.col.respondent', width: 120, fixed: 'left' },
  { key: 'respondentId', title: 'qSheets.col.id', width: 140 },
  { key: 'college', title: 'qSheets.col.college', width: 200 },
  { key: 'rxnj', title: 'qSheets.col.cohort', width: 90 },
  { key: 'submitTime', title: 'qSheets.col.submitTime', width: 170 },
];

// An anonymous task's sheets name nobody (the server sends no respondent): the time is all there is.
const anonymousColumns: readonly KitColumn<SheetRow>[] = [
  { key: 'name', title: 'qSheets.col.respondent', width: 120, fixed: 'left' },
  { key: 'submitTime', title: 'qSheets.col.submitTime', width: 170 },
];

const fields: readonly KitField<SheetFilter>[] = [{ name: 'keyword', label: 'qSheets.keyword', kind: 'text', placeholder: 'qSheets.keywordHint' }];

/** The task's submitted sheets, searched by respondent and paged on the server. */
function SheetList({ task }: { task: Task }) {
  const t = useT();
  const navigate = useNavigate();
  const { run, busy } = useDownload();
  const anonymous = t('qSheets.anonymous');
  const useRows = ({ filter, current, size }: ListQuery<SheetFilter, string>): ListResult<SheetRow> => {
    // The server ignores the keyword of an anonymous task; it is not sent either.
    const keyword = task.anonymous ? undefined : filter.keyword?.trim() || undefined;
    const result = useTaskSheets(task.id, { current, size, ...(keyword ? { keyword } : {}) });
    const data = result.data ? { records: result.data.records.map((sheet) => rowOf(sheet, anonymous)), total: result.data.total } : undefined;
    return { data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
  };
  return (
    <ListPage<SheetRow, SheetFilter>
      search={{ name: 'wj-sheets-search', title: 'qSheets.search', fields: task.anonymous ? [] : fields }}
      useRows={useRows}
      title={(total) => t('qSheets.title', { title: task.title, total })}
      header={() => (task.anonymous ? <Alert type="info" showIcon title={t('qSheets.anonymousHint')} style={{ marginBottom: 12 }} /> : null)}
      toolbar={() => (
        <>
          <Button icon={<BarChartOutlined />} onClick={() => navigate(paths.answerAnalysis(task.id))}>
            {t('qSheets.analysis')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={busy !== undefined}
            onClick={() => void run('wj-xlsx', t('qAnalysis.excelLabel', { title: task.title }), taskAnswersXlsxPath(task.id))}
          >
            {t('qAnalysis.exportExcel')}
          </Button>
        </>
      )}
      table={{
        label: 'qSheets.table',
        rowKey: 'id',
        columns: task.anonymous ? anonymousColumns : namedColumns,
        storageKey: task.anonymous ? 'gs-wj-sheets-anonymous-columns' : 'gs-wj-sheets-columns',
        sortable: false,
        empty: 'qSheets.empty',
        actionsWidth: 80,
        actions: (row) => (
          <Button type="link" size="small" aria-label={t('qSheets.viewOf', { name: row.name })} onClick={() => navigate(paths.answerSheets(task.id, row.id))}>
            {t('qSheets.view')}
          </Button>
        ),
      }}
    />
  );
}

/** One submitted sheet, read-only in the respondent's own form (the questions as the task snapshot has them). */
function SheetView({ task, sheetId }: { task: Task; sheetId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const sheet = useSheet(sheetId);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.answerSheets(task.id))}>
      {t('qSheets.back')}
    </Button>
  );
  if (sheet.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  // A sheet of another task is not this page's to show.
  if (!sheet.data || sheet.data.taskId !== task.id) return <Result status="404" title={t('qSheets.sheetNotFound', { id: sheetId })} extra={back} />;
  const who = sheet.data.respondent;
  const name = who?.name ?? t('qSheets.anonymous');
  return (
    <Card
      size="small"
      title={
        <Typography.Text strong style={{ whiteSpace: 'normal' }}>
          {task.title}
        </Typography.Text>
      }
      extra={back}
      role="region"
      aria-label={t('qSheets.sheetOf', { name })}
    >
      <Flex vertical gap={12}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 4 }}
          items={[
            { key: 'name', label: t('qSheets.col.respondent'), children: name },
            ...(who
              ? [
                  { key: 'id', label: t('qSheets.col.id'), children: who.id },
                  { key: 'college', label: t('qSheets.col.college'), children: who.college ?? '-' },
                ]
              : []),
            { key: 'time', label: t('qSheets.col.submitTime'), children: sheet.data.submitTime ?? '-' },
          ]}
        />
        <AnswerForm questions={task.questions} answers={sheet.data.answers} readOnly />
      </Flex>
    </Card>
  );
}

/**
 * 答卷详情 (examination/answer/view, `?taskId=`, `&sheetId=` one sheet; issue 24 §2 "one answer sheet"):
 * the task's submitted sheets with who answered (nobody named on an anonymous task) and when, searched by
 * respondent; one sheet opens read-only as the respondent filled it in.
 */
export default function AnswersPage() {
  const t = useT();
  const [params] = useSearchParams();
  const taskId = params.get('taskId') ?? '';
  const sheetId = params.get('sheetId') ?? '';
  const task = useTask(taskId);
  if (!taskId) return <Result status="warning" title={t('qSheets.noTask')} />;
  if (task.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!task.data) return <Result status="404" title={t('qAnalysis.notFound', { id: taskId })} />;
  return sheetId ? <SheetView task={task.data} sheetId={sheetId} /> : <SheetList key={task.data.id} task={task.data} />;
}
