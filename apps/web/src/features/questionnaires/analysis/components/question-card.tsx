import { Card, Empty, Flex, Grid, Segmented, Tag, Typography, theme } from 'antd';
import { type ReactNode, Suspense, lazy, memo, useMemo, useState } from 'react';
import type { Language } from '../../../../config/settings.ts';
import { type Translate, useLanguage, useT } from '../../../../i18n/i18n.ts';
import type { DateRange, QuestionStats } from '../api/analysis.ts';
import { type ChartType, chartItems, chartModel, chartTypes, figure, labelOf, percent } from '../model/chart-options.ts';
import type { Picks } from '../model/cross-filter.ts';
import { TextAnswers } from './text-answers.tsx';
import '../messages.ts';
import './analysis.css';

// echarts is a chunk of its own, asked for as soon as the page's module runs: it loads while the page
// asks the server for the task and its analysis, instead of before (the page opens within 1 s of 10,000
// sheets, scripts/bench/questionnaire.mjs).
const chartModule = import('./analysis-chart.tsx');
const AnalysisChart = lazy(() => chartModule.then((module) => ({ default: module.AnalysisChart })));

export interface QuestionCardProps {
  taskId: string;
  /** 1-based place of the question in the task. */
  n: number;
  stats: QuestionStats;
  /** The values picked on this question (its chart marks them). */
  picked: readonly string[];
  /** Adds or takes out a pick on a question; absent while cross-filtering is off. */
  onPick?: (questionId: string, value: string) => void;
  /** What the text answers are read within: the page's range and the picks of every question. */
  range: DateRange;
  picks: Picks;
  /** The chart has drawn these figures (performance marks). */
  onDrawn?: (questionId: string) => void;
}

/** A label that filters the other charts when pressed (the keyboard's way to what a click on the chart does). */
function PickLabel({
  label,
  value,
  picked,
  onPick,
}: {
  label: string;
  value: string | undefined;
  picked: readonly string[];
  onPick?: (value: string) => void;
}) {
  const t = useT();
  if (!onPick || value === undefined) return <>{label}</>;
  return (
    <button type="button" className="qa-pick" aria-label={t('qAnalysis.pick', { label })} aria-pressed={picked.includes(value)} onClick={() => onPick(value)}>
      {label}
    </button>
  );
}

interface Row {
  key: string;
  label: string;
  value: string | undefined;
  cells: ReactNode[];
}

/** The figures of the chart as a table: what a screen reader reads, and the counts at a glance. */
function FiguresTable({
  label,
  heads,
  rows,
  picked,
  onPick,
}: {
  label: string;
  heads: string[];
  rows: Row[];
  picked: readonly string[];
  onPick?: (value: string) => void;
}) {
  return (
    <div className="qa-figures">
      <table aria-label={label}>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.value !== undefined && picked.includes(row.value) ? 'qa-picked' : undefined}>
              <td>
                <PickLabel label={row.label} value={row.value} picked={picked} onPick={onPick} />
              </td>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function figuresOf(stats: QuestionStats, t: Translate, language: Language): { heads: string[]; rows: Row[] } {
  if (stats.kind === 'ranking') {
    const ranking = [...(stats.ranking ?? [])].sort((a, b) => (a.averageRank ?? Number.POSITIVE_INFINITY) - (b.averageRank ?? Number.POSITIVE_INFINITY));
    return {
      heads: [t('qAnalysis.col.option'), t('qAnalysis.col.averageRank'), t('qAnalysis.col.firstCount')],
      rows: ranking.map((item) => ({ key: item.value, label: labelOf(language, item), value: item.value, cells: [figure(item.averageRank), item.firstCount] })),
    };
  }
  const head = stats.kind === 'rating' || stats.kind === 'number' || stats.kind === 'date' ? t('qAnalysis.col.value') : t('qAnalysis.col.option');
  const items = chartItems(stats, language);
  return {
    heads: [head, t('qAnalysis.col.count'), t('qAnalysis.col.share')],
    rows: items.map((item, index) => ({ key: `${index}`, label: item.label, value: item.value, cells: [item.count, percent(item.share)] })),
  };
}

/** A matrix: a row per matrix row, a count per column; a cell picks the row and the column together ('row:column'). */
function MatrixTable({ stats, label, picked, onPick }: { stats: QuestionStats; label: string; picked: readonly string[]; onPick?: (value: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const rows = stats.rows ?? [];
  const columns = rows[0]?.columns ?? [];
  return (
    <div className="qa-figures">
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('qAnalysis.col.row')}</th>
            {columns.map((column) => (
              <th key={column.value} scope="col">
                {labelOf(language, column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.value}>
              <th scope="row">{labelOf(language, row)}</th>
              {columns.map((column) => {
                const count = row.columns.find((cell) => cell.value === column.value)?.count ?? 0;
                const value = `${row.value}:${column.value}`;
                return (
                  <td key={column.value} className={picked.includes(value) ? 'qa-picked' : undefined}>
                    {onPick ? (
                      <button
                        type="button"
                        className="qa-pick"
                        aria-label={t('qAnalysis.pick', { label: `${labelOf(language, row)}：${labelOf(language, column)}` })}
                        aria-pressed={picked.includes(value)}
                        onClick={() => onPick(value)}
                      >
                        {count}
                      </button>
                    ) : (
                      count
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One question of the analysis: its chart (whose type can be switched), its figures as a table, the
 * average of a rating or a number, and a text question's answers with search and pages. A click on a
 * bar, a slice or a matrix cell, or on a label of the table, adds a pick (or takes it out).
 */
export const QuestionCard = memo(function QuestionCard({ taskId, n, stats, picked, onPick: pickOn, range, picks, onDrawn }: QuestionCardProps) {
  const t = useT();
  const language = useLanguage();
  const { token } = theme.useToken();
  const narrow = Grid.useBreakpoint().md === false;
  const types = useMemo(() => chartTypes(stats), [stats]);
  const [chosen, setChosen] = useState<ChartType | undefined>(undefined);
  const type = chosen && types.includes(chosen) ? chosen : types[0];
  const title = t('qAnalysis.questionTitle', { n, title: stats.title });
  const model = useMemo(
    () => (type ? chartModel(stats, type, { t, language, picked, primary: token.colorPrimary, narrow }) : undefined),
    [stats, type, t, language, picked, token.colorPrimary, narrow],
  );
  const text = stats.kind === 'text' || stats.kind === 'longText';
  const figures = figuresOf(stats, t, language);
  const numeric = (stats.kind === 'rating' || stats.kind === 'number') && stats.answered > 0;
  const hasMarkLine = numeric && type !== 'pie';
  const onPick = pickOn && ((value: string) => pickOn(stats.questionId, value));

  return (
    <Card
      size="small"
      title={
        <Typography.Text strong style={{ whiteSpace: 'normal' }}>
          {title}
        </Typography.Text>
      }
      extra={
        <Flex gap={4} wrap justify="flex-end">
          <Tag>{t(`qAnalysis.kind.${stats.kind}`)}</Tag>
          <Tag color="blue">{t('qAnalysis.answered', { count: stats.answered })}</Tag>
        </Flex>
      }
      role="region"
      aria-label={title}
      styles={{ header: { paddingBlock: 8 } }}
    >
      {types.length > 1 && type && (
        <Segmented<ChartType>
          size="small"
          aria-label={t('qAnalysis.chartType')}
          value={type}
          onChange={setChosen}
          options={types.map((value) => ({ value, label: t(`qAnalysis.chart.${value}`) }))}
          style={{ marginBottom: 8 }}
        />
      )}
      {numeric && (
        <Typography.Paragraph style={{ marginBottom: 4 }}>
          <Typography.Text strong>{t('qAnalysis.average', { value: figure(stats.average) })}</Typography.Text>
          <Typography.Text type="secondary">
            {'  '}
            {t('qAnalysis.range', { min: figure(stats.min), max: figure(stats.max) })}
          </Typography.Text>
        </Typography.Paragraph>
      )}
      {text ? (
        <TextAnswers taskId={taskId} n={n} questionId={stats.questionId} range={range} picks={picks} />
      ) : stats.answered === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('qAnalysis.noAnswers')} />
      ) : (
        model &&
        type && (
          <>
            <Suspense fallback={<div style={{ height: model.height }} />}>
              <AnalysisChart
                option={model.option}
                shape={`${type}:${hasMarkLine ? 'avg' : ''}`}
                label={t('qAnalysis.chartOf', { n, title: stats.title })}
                height={model.height}
                onClick={
                  onPick &&
                  ((click) => {
                    const value = model.pickAt(click.seriesIndex, click.dataIndex);
                    if (value !== undefined) onPick(value);
                  })
                }
                onDrawn={() => onDrawn?.(stats.questionId)}
              />
            </Suspense>
            {stats.kind === 'ranking' && <Typography.Text type="secondary">{t('qAnalysis.rankingHint')}</Typography.Text>}
            {stats.kind === 'matrix' ? (
              <MatrixTable stats={stats} label={t('qAnalysis.tableOf', { n, title: stats.title })} picked={picked} onPick={onPick} />
            ) : (
              <FiguresTable
                label={t('qAnalysis.tableOf', { n, title: stats.title })}
                heads={figures.heads}
                rows={figures.rows}
                picked={picked}
                onPick={onPick}
              />
            )}
          </>
        )
      )}
    </Card>
  );
});
