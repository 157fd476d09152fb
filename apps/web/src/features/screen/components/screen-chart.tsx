import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, type EChartsType, init, use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useDevicePixelRatio } from './use-board.ts';

// What the board draws, and nothing more: echarts loads with the screen's chunk only.
registerEcharts([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/**
 * One chart of the board, sharp at any display scaling: the canvas is drawn at the device pixel ratio (a
 * canvas drawn at 1 and shown at 1.5 blurs), made again when the ratio changes, and resized with its box (whose
 * size the board's unit sets, so the chart scales with the window instead of being stretched).
 */
export function ScreenChart({ option, label }: { option: EChartsCoreOption; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | undefined>(undefined);
  const ratio = useDevicePixelRatio();
  // The option of the moment, for a chart made again (a new pixel ratio): not a reason to make it again.
  const drawNow = useEffectEvent((instance: EChartsType) => instance.setOption(option, true));

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element, undefined, { devicePixelRatio: ratio });
    chart.current = instance;
    drawNow(instance);
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0) instance.resize();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, [ratio]);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={container} className="gs-screen-chart" role="img" aria-label={label} />;
}
