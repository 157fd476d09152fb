import { CloseOutlined, DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Input, Result, Row, Skeleton, Space, Statistic, Switch, Tag, Typography } from 'antd';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDownload } from '../../../../components/use-download.tsx';
import type { Language } from '../../../../config/settings.ts';
import { type Translate, useLanguage, useT } from '../../../../i18n/i18n.ts';
import { markAfterPaint, perfMarks } from '../../../../lib/perf-marks.ts';
import { type Task, taskAnswersXlsxPath } from '../../api/keys.ts';
import { useTask } from '../../api/tasks.ts';
import { type DateRange, type QuestionStats, analysisBody, taskReportPdfPath, useAnalyses, useWholeAnalysis } from '../api/analysis.ts';
import { QuestionCard } from '../components/question-card.tsx';
import { labelOf, percent } from '../model/chart-options.ts';
import { type Picks, analysisRequests, pickedValues, removePick, togglePick } from '../model/cross-filter.ts';
import { paths } from '../../../../config/paths.ts';
import '../messages.ts';

const noPicks: Picks = [];

/** What a picked value reads as: the option, the point, or the matrix' row and column. */
export function valueLabel(stats: QuestionStats | undefined, value: string, language: Language, t: Translate): string {
  if (!stats) return value;
  if (stats.kind === 'rating') return t('qAnalysis.points', { n: value });
  const option = stats.options?.find((item) => item.value === value) ?? stats.ranking?.find((item) => item.value === value);
  if (option) return labelOf(language, option);
  const bucket = stats.buckets?.find((item) => item.value === value);
  if (bucket) return bucket.label;
  const [rowValue, columnValue] = value.split(':');
  const row = stats.rows?.find((item) => item.value === rowValue);
  const column = row?.columns.find((item) => item.value === columnValue);
  return row && column ? `${labelOf(language, row)}：${labelOf(language, column)}` : value;
}

/** The questions that draw a chart (not text, with answers): the page is shown when each has drawn. */
const charted = (stats: readonly QuestionStats[]) => stats.filter((item) => item.kind !== 'text' && item.kind !== 'longText' && item.answered > 0);

/** The submit days: two date inputs as the page kit's range (the API's `YYYY-MM-DD`, no conversion). */
function RangeInputs({ task, range, onChange }: { task: Task; range: DateRange; onChange: (range: DateRange) => void }) {
  const t = useT();
  const id = useId();
  const first = task.openAt.slice(0, 10);
  const last = task.closeAt.slice(0, 10);
  return (
    <Flex align="center" gap={8} wrap>
      <label htmlFor={id}>{t('qAnalysis.dateRange')}</label>
      <Space.Compact>
        <Input
          id={id}
          type="date"
          aria-label={t('qAnalysis.dateFrom')}
          value={range.from ?? ''}
          min={first}
          max={range.to ?? last}
          onChange={(event) => onChange({ ...range, from: event.target.value || undefined })}
          style={{ width: 150 }}
        />
        <Input
          type="date"
          aria-label={t('qAnalysis.dateTo')}
          value={range.to ?? ''}
          min={range.from ?? first}
          max={last}
          onChange={(event) => onChange({ ...range, to: event.target.value || undefined })}
          style={{ width: 150 }}
        />
      </Space.Compact>
    </Flex>
  );
}

/** The analysis of one task: figures, range, cross-filter, exports and a card per question. */
function TaskAnalysisView({ task }: { task: Task }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { run, busy } = useDownload();
  const switchId = useId();
  const [range, setRange] = useState<DateRange>({});
  const [picks, setPicks] = useState<Picks>(noPicks);
  const [linked, setLinked] = useState(true);
  const applied = linked ? picks : noPicks;
  const plan = useMemo(() => analysisRequests(applied), [applied]);
  const bodies = useMemo(() => plan.requests.map((request) => analysisBody(range, request)), [plan, range]);
  const results = useAnalyses(task.id, bodies);
  const base = results[0];
  const analysis = base?.data;
  const statsOf = (questionId: string) => (results[plan.of(questionId)]?.data ?? analysis)?.questions.find((item) => item.questionId === questionId);

  // The first answer's charts, all drawn and painted: what the bench times (scripts/bench/questionnaire.mjs).
  // The cards draw in their effects, which run before this page's: the first answer's charts are known
  // here once they have all drawn, or later as each draws.
  const drawn = useRef(new Set<string>());
  const painted = useRef(false);
  const firstCharts = useRef<readonly string[] | undefined>(undefined);
  const checkPainted = useCallback(() => {
    const expected = firstCharts.current;
    if (painted.current || !expected || !expected.every((id) => drawn.current.has(id))) return;
    painted.current = true;
    markAfterPaint(perfMarks.analysisPainted);
  }, []);
  const onDrawn = useCallback(
    (questionId: string) => {
      drawn.current.add(questionId);
      checkPainted();
    },
    [checkPainted],
  );
  const firstAnswer = base?.isPlaceholderData ? undefined : analysis;
  useEffect(() => {
    if (!firstAnswer || firstCharts.current) return;
    firstCharts.current = charted(firstAnswer.questions).map((item) => item.questionId);
    checkPainted();
  }, [firstAnswer, checkPainted]);

  const onPick = useCallback((questionId: string, value: string) => setPicks((current) => togglePick(current, questionId, value)), []);
  const numberOf = (questionId: string) => task.questions.findIndex((question) => question.id === questionId) + 1;
  const orSep = t('qAnalysis.or');
  const locale = language === 'en' ? 'en-US' : 'zh-CN';
  const updating = results.some((result) => result.isFetching);

  if (base?.isError && !analysis)
    return (
      <Result
        status="error"
        title={t('qAnalysis.loadError')}
        extra={
          <Button type="primary" onClick={() => void base.refetch()}>
            {t('qAnalysis.retry')}
          </Button>
        }
      />
    );

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card
        size="small"
        title={
          <Typography.Title level={4} style={{ margin: 0, whiteSpace: 'normal' }}>
            {task.title}
          </Typography.Title>
        }
        extra={
          <Flex gap={4} wrap justify="flex-end">
            <Tag color={task.status === 'open' ? 'green' : task.status === 'closed' ? 'default' : 'blue'}>{t(`qAnalysis.status.${task.status}`)}</Tag>
            {task.anonymous && <Tag>{t('qAnalysis.anonymous')}</Tag>}
          </Flex>
        }
      >
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('qAnalysis.period', { from: task.openAt.slice(0, 16), to: task.closeAt.slice(0, 16) })}
        </Typography.Paragraph>
        <Row gutter={[16, 12]} role="group" aria-label={t('qAnalysis.figures')}>
          <Col xs={12} md={6}>
            <Statistic
              title={`${t('qAnalysis.figure.submitted')} / ${t('qAnalysis.figure.respondents')}`}
              value={analysis ? `${analysis.total.toLocaleString(locale)} / ${analysis.respondents.toLocaleString(locale)}` : '-'}
            />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('qAnalysis.figure.rate')} value={analysis && analysis.respondents > 0 ? percent(analysis.total / analysis.respondents) : '-'} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title={applied.length > 0 || range.from || range.to ? t('qAnalysis.figure.matched') : t('qAnalysis.figure.matchedAll')}
              value={analysis ? analysis.matched : '-'}
            />
          </Col>
        </Row>
        <Flex gap={12} wrap align="center" justify="space-between" style={{ marginTop: 12 }}>
          <Flex gap={16} wrap align="center">
            <RangeInputs task={task} range={range} onChange={setRange} />
            <Flex align="center" gap={8}>
              <Switch id={switchId} checked={linked} onChange={setLinked} />
              <label htmlFor={switchId}>{t('qAnalysis.crossFilter')}</label>
            </Flex>
          </Flex>
          <Flex gap={8} wrap>
            <Button icon={<FileSearchOutlined />} onClick={() => navigate(paths.answerSheets(task.id))}>
              {t('qAnalysis.sheets')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={busy === 'wj-xlsx'}
              disabled={busy !== undefined}
              onClick={() => void run('wj-xlsx', t('qAnalysis.excelLabel', { title: task.title }), taskAnswersXlsxPath(task.id))}
            >
              {t('qAnalysis.exportExcel')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={busy === 'wj-pdf'}
              disabled={busy !== undefined}
              onClick={() =>
                void run('wj-pdf', t('qAnalysis.pdfLabel', { title: task.title }), taskReportPdfPath(task.id), {
                  query: { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) },
                })
              }
            >
              {t('qAnalysis.exportPdf')}
            </Button>
          </Flex>
        </Flex>
        <Flex gap={8} wrap align="center" style={{ marginTop: 12 }} role="status" aria-live="polite">
          {!linked ? (
            <Typography.Text type="secondary">{t('qAnalysis.crossFilterOff')}</Typography.Text>
          ) : picks.length === 0 ? (
            <Typography.Text type="secondary">{t('qAnalysis.crossFilterHint')}</Typography.Text>
          ) : (
            <>
              <Typography.Text>{t('qAnalysis.filters')}</Typography.Text>
              {picks.map((pick) => {
                const n = numberOf(pick.questionId);
                const values = pick.values.map((value) => valueLabel(statsOf(pick.questionId), value, language, t)).join(orSep);
                return (
                  <Tag
                    key={pick.questionId}
                    color="processing"
                    closable={{ closeIcon: <CloseOutlined />, 'aria-label': t('qAnalysis.removeFilter', { n, values }) }}
                    onClose={(event) => {
                      event.preventDefault();
                      setPicks((current) => removePick(current, pick.questionId));
                    }}
                  >
                    {t('qAnalysis.filterTag', { n, values })}
                  </Tag>
                );
              })}
              <Button type="link" size="small" onClick={() => setPicks(noPicks)}>
                {t('qAnalysis.clearFilters')}
              </Button>
            </>
          )}
          {updating && analysis && <Typography.Text type="secondary">{t('qAnalysis.updating')}</Typography.Text>}
        </Flex>
      </Card>
      {!analysis ? (
        <Card size="small">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <Row gutter={[12, 12]}>
          {task.questions.map((question, index) => {
            const stats = statsOf(question.id);
            if (!stats) return null;
            return (
              <Col key={question.id} xs={24} xl={stats.kind === 'matrix' ? 24 : 12}>
                <QuestionCard
                  taskId={task.id}
                  n={index + 1}
                  stats={stats}
                  picked={pickedValues(applied, question.id)}
                  onPick={linked ? onPick : undefined}
                  range={range}
                  picks={applied}
                  onDrawn={onDrawn}
                />
              </Col>
            );
          })}
        </Row>
      )}
    </Space>
  );
}

/**
 * 答卷分析 (examination/answer/analysis, `?taskId=`; issue 24 §2 "Analysis"): the task's figures, a
 * date range, and per question its counts and shares in a chart whose type can be switched. A click on
 * a bar or a slice filters every other chart to the sheets with that answer (联动筛选 turns it off);
 * all answers as Excel and the whole analysis as a PDF report, both the server's files.
 */
export default function AnalysisPage() {
  const t = useT();
  const [params] = useSearchParams();
  const taskId = params.get('taskId') ?? '';
  const task = useTask(taskId);
  useWholeAnalysis(taskId);
  if (!taskId) return <Result status="warning" title={t('qAnalysis.noTask')} />;
  if (task.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!task.data) return <Result status="404" title={t('qAnalysis.notFound', { id: taskId })} />;
  return <TaskAnalysisView key={task.data.id} task={task.data} />;
}
