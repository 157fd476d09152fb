import type { EChartsCoreOption } from 'echarts/core';
import type { ScreenCount, ScreenDegrees } from '../api/panels.ts';

/**
 * The board's chart options, sized in the board's unit `u` (CSS px per design px): fonts, bar widths and gaps
 * scale with the window like the rest of the board, so a chart at 1280x720 is the 1920x1080 one smaller, not a
 * bigger chart with small print.
 */
export const PALETTE = ['#3ba0ff', '#36cbcb', '#4ecb73', '#fbd437', '#f2637b', '#975fe5', '#ff9f45', '#5dd5ff'];
const TEXT = '#b7c6e5';
const LINE = 'rgba(120, 160, 220, 0.18)';

const font = (u: number, size: number) => Math.max(1, Math.round(size * u * 10) / 10);

function axisStyle(u: number) {
  return {
    axisLabel: { color: TEXT, fontSize: font(u, 15) },
    axisLine: { lineStyle: { color: LINE } },
    splitLine: { lineStyle: { color: LINE } },
    axisTick: { show: false },
  };
}

/** Horizontal bars, the biggest on top (colleges by students). */
export function horizontalBars(items: readonly ScreenCount[], u: number, limit = 8): EChartsCoreOption {
  const top = items.slice(0, limit).reverse();
  return {
    animationDuration: 600,
    color: PALETTE,
    grid: { left: font(u, 8), right: font(u, 48), top: font(u, 4), bottom: font(u, 4), containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, textStyle: { fontSize: font(u, 15) } },
    xAxis: { type: 'value', ...axisStyle(u), axisLabel: { show: false } },
    yAxis: { type: 'category', data: top.map((c) => c.name), ...axisStyle(u) },
    series: [
      {
        type: 'bar',
        data: top.map((c) => c.value),
        barWidth: font(u, 14),
        itemStyle: { borderRadius: font(u, 7), color: PALETTE[0] },
        label: { show: true, position: 'right', color: '#e6f0ff', fontSize: font(u, 15) },
      },
    ],
  };
}

/** Degrees per year, stacked by degree type, with the legend of the types. */
export function stackedYears(degrees: ScreenDegrees, u: number): EChartsCoreOption {
  const types = degrees.years[0]?.byType ?? [];
  return {
    animationDuration: 600,
    color: PALETTE,
    legend: { top: 0, right: 0, textStyle: { color: TEXT, fontSize: font(u, 15) }, itemWidth: font(u, 18), itemHeight: font(u, 10) },
    grid: { left: font(u, 8), right: font(u, 8), top: font(u, 36), bottom: font(u, 4), containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, textStyle: { fontSize: font(u, 15) } },
    xAxis: { type: 'category', data: degrees.years.map((y) => String(y.year)), ...axisStyle(u) },
    yAxis: { type: 'value', ...axisStyle(u) },
    series: types.map((type, i) => ({
      type: 'bar',
      name: type.name,
      stack: 'degrees',
      barWidth: font(u, 22),
      data: degrees.years.map((y) => y.byType[i]?.value ?? 0),
    })),
  };
}

/** A ring of shares (applications by kind), the legend beside it. */
export function ring(items: readonly ScreenCount[], u: number, colors: readonly string[] = PALETTE): EChartsCoreOption {
  return {
    animationDuration: 600,
    color: [...colors],
    tooltip: { trigger: 'item', textStyle: { fontSize: font(u, 15) } },
    legend: {
      orient: 'vertical',
      right: 0,
      top: 'middle',
      textStyle: { color: TEXT, fontSize: font(u, 14) },
      itemWidth: font(u, 12),
      itemHeight: font(u, 12),
      itemGap: font(u, 8),
    },
    series: [
      {
        type: 'pie',
        radius: ['42%', '68%'],
        center: ['28%', '50%'],
        label: { show: false },
        itemStyle: { borderColor: '#0b1834', borderWidth: font(u, 2) },
        data: items.map((c) => ({ name: c.name, value: c.value })),
      },
    ],
  };
}

/** Vertical bars, one per category (applications by the step they wait at). */
export function columns(items: readonly ScreenCount[], u: number): EChartsCoreOption {
  return {
    animationDuration: 600,
    color: PALETTE,
    grid: { left: font(u, 8), right: font(u, 8), top: font(u, 28), bottom: font(u, 4), containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, textStyle: { fontSize: font(u, 15) } },
    // Every step named under its bar (echarts would skip labels it thinks crowded).
    xAxis: { type: 'category', data: items.map((c) => c.name), ...axisStyle(u), axisLabel: { ...axisStyle(u).axisLabel, interval: 0 } },
    yAxis: { type: 'value', ...axisStyle(u), minInterval: 1 },
    series: [
      {
        type: 'bar',
        barWidth: font(u, 26),
        data: items.map((c, i) => ({ value: c.value, itemStyle: { color: PALETTE[(i + 1) % PALETTE.length], borderRadius: [font(u, 4), font(u, 4), 0, 0] } })),
        label: { show: true, position: 'top', color: '#e6f0ff', fontSize: font(u, 15) },
      },
    ],
  };
}
