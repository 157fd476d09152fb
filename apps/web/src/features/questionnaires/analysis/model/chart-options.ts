import type { BarSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, MarkLineComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { Language } from '../../../../config/settings.ts';
import type { Translate } from '../../../../i18n/i18n.ts';
import type { QuestionStats } from '../api/analysis.ts';

export type ChartOption = ComposeOption<
  BarSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption | MarkLineComponentOption
>;

/** How a question's figures are drawn; the card offers the types its kind allows (chartTypes). */
export type ChartType = 'bar' | 'pie' | 'horizontal' | 'stacked' | 'stackedHorizontal';

/** One bar, slice or matrix cell as the card's table lists it and a click filters by it. */
export interface ChartItem {
  label: string;
  count: number;
  /** Of the sheets that answered, 0 to 1. */
  share: number;
  /** What a filter on it sends (AnalysisFilter.values); undefined when it filters nothing (a number range). */
  value: string | undefined;
}

export interface ChartModel {
  option: ChartOption;
  /** The filter value of the element at (series, index) in the chart, if it filters anything. */
  pickAt(seriesIndex: number, dataIndex: number): string | undefined;
  height: number;
}

export interface ChartContext {
  t: Translate;
  language: Language;
  /** The values picked on this question (marked in its chart). */
  picked: readonly string[];
  /** The theme's primary colour: one-series charts are drawn in it. */
  primary: string;
  /** Phones get shorter labels and a legend below. */
  narrow: boolean;
}

type Named = { label: string; labelEn?: string | null };

export const labelOf = (language: Language, item: Named): string => (language === 'en' && item.labelEn ? item.labelEn : item.label);

/** The chart types a question's kind can be drawn as, the default first. */
export function chartTypes(stats: QuestionStats): readonly ChartType[] {
  switch (stats.kind) {
    case 'single':
    case 'dropdown':
    case 'yesNo': {
      // Few options read best as slices; many as bars with their labels at the side.
      const count = stats.options?.length ?? 0;
      if (count <= 4) return ['pie', 'bar', 'horizontal'];
      if (count > 8) return ['horizontal', 'bar', 'pie'];
      return ['bar', 'pie', 'horizontal'];
    }
    case 'multiple':
      // The shares of a multiple choice add up to more than the whole: bars first.
      return (stats.options?.length ?? 0) > 8 ? ['horizontal', 'bar', 'pie'] : ['bar', 'horizontal', 'pie'];
    case 'rating':
    case 'number':
      return ['bar', 'horizontal', 'pie'];
    case 'date':
      return ['bar', 'horizontal'];
    case 'ranking':
      return ['horizontal', 'bar'];
    case 'matrix':
      return ['stacked', 'stackedHorizontal'];
    default:
      return [];
  }
}

export const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
const shareOf = (count: number, answered: number) => (answered > 0 ? count / answered : 0);

/** The bars or slices of a question that is not a matrix, ranking or text (choices, ratings, numbers, dates). */
export function chartItems(stats: QuestionStats, language: Language): ChartItem[] {
  if (stats.options)
    return stats.options.map((option) => ({ label: labelOf(language, option), count: option.count, share: option.share, value: option.value }));
  if (stats.buckets)
    return stats.buckets.map((bucket) => ({
      label: bucket.label,
      count: bucket.count,
      share: shareOf(bucket.count, stats.answered),
      value: bucket.value === '' ? undefined : bucket.value,
    }));
  return [];
}

/**
 * Where the average falls on a category axis of buckets, as a fractional index (0 = the first bar's
 * centre): a rating, or numbers with one bar per value, by its distance from the first; numbers in
 * ranges by its place within its range, a range running up to where the next one starts.
 */
export function averageIndex(stats: QuestionStats): number | undefined {
  const { average, buckets } = stats;
  if (average === null || average === undefined || !buckets || buckets.length === 0) return undefined;
  const first = buckets[0];
  if (stats.kind === 'rating') return average - Number(first?.value ?? 1);
  const ranges = buckets.map((bucket, i) => ({ from: bucket.from ?? 0, end: buckets[i + 1]?.from ?? bucket.to ?? 0 }));
  if (buckets.every((bucket) => bucket.from === bucket.to)) return average - (first?.from ?? 0);
  const index = Math.max(
    0,
    ranges.findIndex((range, i) => average < range.end || i === ranges.length - 1),
  );
  const range = ranges[index];
  if (!range || range.end === range.from) return index;
  return index - 0.5 + (average - range.from) / (range.end - range.from);
}

/** A number as the page shows it: at most two decimals. */
export const figure = (value: number | null | undefined) => (value === null || value === undefined ? '-' : String(Math.round(value * 100) / 100));

/** Marks the picked bars: the others fade, so the pick stays visible while a second one is added. */
function barItem(value: number, item: { value: string | undefined }, picked: readonly string[], color?: string) {
  const faded = picked.length > 0 && (item.value === undefined || !picked.includes(item.value));
  return { value, itemStyle: { opacity: faded ? 0.35 : 1, ...(color ? { color } : {}) } };
}

const tooltip: TooltipComponentOption = { trigger: 'item', confine: true };

/**
 * A long label cut by its characters, the whole of it in the tooltip. echarts' own `overflow: 'truncate'`
 * measures the text a character at a time on a canvas, which for a dozen charts was the most of their
 * drawing time (the analysis opens within 1 s of 10,000 sheets, scripts/bench/questionnaire.mjs).
 */
export function shortLabel(label: string, max: number): string {
  const chars = [...label];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : label;
}

/** The labels of a category axis: at the side of horizontal bars, under vertical ones (where they may hide each other). */
const categoryLabels = (horizontal: boolean, narrow: boolean) =>
  horizontal
    ? { formatter: (label: string) => shortLabel(label, narrow ? 7 : 12) }
    : { interval: 0, hideOverlap: true, formatter: (label: string) => shortLabel(label, 8) };

/**
 * A page opened shows its figures at once (no bars growing from zero: a dashboard of a dozen charts reads
 * sooner, and a bar is where a click finds it); a cross-filter or a date range moves the bars to the new
 * figures, so the eye follows what changed.
 */
const motion = { animationDuration: 0, animationDurationUpdate: 300 } as const;

/**
 * Bars, one per item, with a line where the average falls when `average` is given (`at` a fractional place:
 * 0 the first bar's centre). echarts rounds a place on a category axis to a whole bar, so bars with an
 * average stand on a value axis of places instead, labelled as the categories would be.
 */
function barsOption(items: ChartItem[], context: ChartContext, horizontal: boolean, average?: { at: number; value: number }): ChartOption {
  const averageAt = average?.at;
  const labels = items.map((item) => item.label);
  const categoryAxis =
    averageAt === undefined
      ? { type: 'category' as const, data: labels, axisLabel: categoryLabels(horizontal, context.narrow), inverse: horizontal }
      : {
          type: 'value' as const,
          min: -0.5,
          max: items.length - 0.5,
          interval: 1,
          inverse: horizontal,
          splitLine: { show: false },
          axisTick: { show: false },
          // A label at each bar's place (the axis' own ticks would start at the half place of its minimum).
          axisLabel: { customValues: labels.map((_, place) => place), hideOverlap: true, formatter: (place: number) => shortLabel(labels[place] ?? '', 8) },
        };
  const valueAxis = { type: 'value' as const, minInterval: 1 };
  const markLine: BarSeriesOption['markLine'] | undefined =
    averageAt === undefined
      ? undefined
      : {
          symbol: 'none',
          silent: true,
          label: { formatter: context.t('qAnalysis.average', { value: figure(average?.value) }), position: 'end' },
          lineStyle: { type: 'dashed', color: '#d46b08', width: 2 },
          data: [horizontal ? { yAxis: averageAt } : { xAxis: averageAt }],
        };
  return {
    ...motion,
    tooltip,
    grid: { left: 8, right: horizontal ? 48 : 16, top: 24, bottom: 8, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: [
      {
        type: 'bar',
        barMaxWidth: 36,
        ...(averageAt === undefined ? {} : { barWidth: '60%' }),
        color: context.primary,
        label: {
          show: true,
          position: horizontal ? 'right' : 'top',
          formatter: (params) => String((Array.isArray(params.value) ? params.value[horizontal ? 0 : 1] : params.value) ?? ''),
        },
        data: items.map((item, place) => {
          const bar = barItem(item.count, item, context.picked);
          return averageAt === undefined ? bar : { ...bar, value: horizontal ? [item.count, place] : [place, item.count] };
        }),
        ...(markLine ? { markLine } : {}),
      },
    ],
  };
}

function pieOption(items: ChartItem[], context: ChartContext): ChartOption {
  return {
    ...motion,
    tooltip: { ...tooltip, formatter: '{b}: {c} ({d}%)' },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: context.narrow ? ['28%', '58%'] : ['32%', '62%'],
        center: ['50%', '44%'],
        selectedMode: 'multiple',
        // A phone has no room around the pie: the counts go inside the slices, the names in the legend.
        label: context.narrow
          ? { position: 'inside', formatter: '{c}', color: '#fff' }
          : { formatter: (params) => `${shortLabel(params.name, 10)}\n${String(params.value ?? '')}` },
        labelLine: { show: !context.narrow },
        data: items.map((item) => ({ name: item.label, value: item.count, selected: item.value !== undefined && context.picked.includes(item.value) })),
      },
    ],
  };
}

/** The chart of one question, drawn as `type` (one of chartTypes(stats)). */
export function chartModel(stats: QuestionStats, type: ChartType, context: ChartContext): ChartModel {
  const { language } = context;
  if (stats.kind === 'matrix') {
    const rows = stats.rows ?? [];
    const columns = rows[0]?.columns ?? [];
    const horizontal = type === 'stackedHorizontal';
    const categoryAxis = {
      type: 'category' as const,
      data: rows.map((row) => labelOf(language, row)),
      inverse: horizontal,
      axisLabel: categoryLabels(horizontal, context.narrow),
    };
    const valueAxis = { type: 'value' as const, minInterval: 1 };
    const picked = (row: string, column: string) => `${row}:${column}`;
    return {
      option: {
        ...motion,
        tooltip,
        legend: { type: 'scroll', bottom: 0 },
        grid: { left: 8, right: 16, top: 16, bottom: 36, containLabel: true },
        xAxis: horizontal ? valueAxis : categoryAxis,
        yAxis: horizontal ? categoryAxis : valueAxis,
        series: columns.map((column) => ({
          type: 'bar' as const,
          name: labelOf(language, column),
          stack: 'matrix',
          barMaxWidth: 40,
          emphasis: { focus: 'series' as const },
          data: rows.map((row) => {
            const count = row.columns.find((cell) => cell.value === column.value)?.count ?? 0;
            return barItem(count, { value: picked(row.value, column.value) }, context.picked);
          }),
        })),
      },
      pickAt: (seriesIndex, dataIndex) => {
        const row = rows[dataIndex];
        const column = columns[seriesIndex];
        return row && column ? picked(row.value, column.value) : undefined;
      },
      height: horizontal ? Math.max(240, rows.length * 36 + 60) : 300,
    };
  }
  if (stats.kind === 'ranking') {
    const ranking = stats.ranking ?? [];
    // Sorted by average rank, the first on top (or at the left).
    const sorted = [...ranking].sort((a, b) => (a.averageRank ?? Number.POSITIVE_INFINITY) - (b.averageRank ?? Number.POSITIVE_INFINITY));
    const items: ChartItem[] = sorted.map((item) => ({ label: labelOf(language, item), count: item.firstCount, share: 0, value: item.value }));
    const option = barsOption(items, context, type === 'horizontal');
    const series = Array.isArray(option.series) ? option.series[0] : undefined;
    if (series && series.type === 'bar') {
      series.data = sorted.map((item, i) => barItem(Math.round((item.averageRank ?? 0) * 100) / 100, items[i] ?? { value: undefined }, context.picked));
      series.label = { show: true, position: type === 'horizontal' ? 'right' : 'top' };
    }
    return { option, pickAt: (_series, index) => sorted[index]?.value, height: type === 'horizontal' ? Math.max(200, sorted.length * 32 + 40) : 280 };
  }
  const items = chartItems(stats, language);
  const pickAt = (_series: number, index: number) => items[index]?.value;
  if (type === 'pie') return { option: pieOption(items, context), pickAt, height: context.narrow ? 300 : 320 };
  const horizontal = type === 'horizontal';
  const at = stats.kind === 'rating' || stats.kind === 'number' ? averageIndex(stats) : undefined;
  return {
    option: barsOption(
      items,
      context,
      horizontal,
      at === undefined || stats.average === null || stats.average === undefined ? undefined : { at, value: stats.average },
    ),
    pickAt,
    height: horizontal ? Math.max(220, items.length * 30 + 50) : 280,
  };
}
