import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { type EChartsType, init, use as registerEcharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChartOption } from '../model/chart-options.ts';

// Only what the analysis draws; this module and echarts load with the analysis page alone. SVG rather
// than canvas: a dozen small charts cost no more, stay sharp at any display scaling and in print, and
// the elements are in the DOM (a click is hit-tested the same way in a test's DOM as in the browser).
registerEcharts([BarChart, PieChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, SVGRenderer]);

/** What the chart reports of a click on a bar, a slice or a matrix cell. */
export interface ChartClick {
  seriesIndex: number;
  dataIndex: number;
}

/**
 * One echarts chart that follows its container's size. `shape` names what the option draws (its type):
 * a new shape replaces the chart, the same shape with new figures moves the bars to them. `onDrawn`
 * runs once the option is drawn (echarts draws synchronously), for the page's performance mark.
 */
export function AnalysisChart({
  option,
  shape,
  label,
  height,
  onClick,
  onDrawn,
}: {
  option: ChartOption;
  shape: string;
  label: string;
  height: number;
  onClick?: (click: ChartClick) => void;
  onDrawn?: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | undefined>(undefined);
  const drawnShape = useRef<string | undefined>(undefined);
  const handlers = useRef({ onClick, onDrawn });
  useLayoutEffect(() => {
    handlers.current = { onClick, onDrawn };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const instance = init(element, null, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (params) => {
      if (params.componentType !== 'series' || typeof params.dataIndex !== 'number') return;
      handlers.current.onClick?.({ seriesIndex: params.seriesIndex ?? 0, dataIndex: params.dataIndex });
    });
    // Kept-alive tabs hide their view, and a phone turns: the chart resizes when its box does. A resize
    // draws the whole chart again, so not for the observer's first report of the size it was drawn at.
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0 && (element.clientWidth !== instance.getWidth() || element.clientHeight !== instance.getHeight())) instance.resize();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
      drawnShape.current = undefined;
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    // A new type may change the height: the chart takes its box's size before drawing into it.
    const element = container.current;
    if (element && element.clientHeight > 0 && element.clientHeight !== instance.getHeight()) instance.resize();
    // The same shape merges (the bars move to the new counts); another shape starts afresh.
    instance.setOption(option, { notMerge: drawnShape.current !== shape });
    drawnShape.current = shape;
    handlers.current.onDrawn?.();
  }, [option, shape, height]);

  // data-analysis-chart: what the bench counts (scripts/bench/questionnaire.mjs).
  return <div ref={container} role="img" aria-label={label} data-analysis-chart="" style={{ width: '100%', height }} />;
}
