import type { components } from '@gs/sdk/schema';
import type { EChartsCoreOption } from 'echarts/core';
import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { useT } from '../../../i18n/i18n.ts';
import { type StatsPath, type StatsScope, useStats } from '../api/get-stats.ts';
import { EChart } from './echart.tsx';
import { CounterRow } from './stats-counters.tsx';
import '../messages.ts';

type StatGroup = components['schemas']['StatGroup'];

/** Bars beyond this many items show the largest ones only (the supervisors' list is long). */
const maxBars = 15;

/** A few items read best as a pie, many (colleges, supervisors) as horizontal bars. */
export function chartOption(group: StatGroup): EChartsCoreOption {
  if (group.items.length <= 6) {
    return {
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          center: ['50%', '45%'],
          label: { formatter: '{b}\n{c}' },
          data: group.items.map((item) => ({ name: item.name, value: item.value })),
        },
      ],
    };
  }
  const items = [...group.items]
    .sort((a, b) => b.value - a.value)
    .slice(0, maxBars)
    .reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: items.map((item) => item.name), axisLabel: { width: 150, overflow: 'truncate' } },
    series: [{ type: 'bar', data: items.map((item) => item.value), label: { show: true, position: 'right' }, barMaxWidth: 18 }],
  };
}

/** One statistics call (SPEC 7): its counters, then a chart per breakdown. */
export function StatsSection({ path, title, scope }: { path: StatsPath; title: string; scope: StatsScope }) {
  const t = useT();
  const stats = useStats(path, scope);
  const summary = stats.data;
  return (
    <section aria-label={title}>
      <Card title={title}>
        {stats.isPending ? (
          <Skeleton active />
        ) : !summary ? (
          <Empty />
        ) : (
          <>
            <CounterRow summary={summary} />
            <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
              {summary.groups.map((group) => (
                <Col key={`${group.key}-${group.title}`} xs={24} lg={summary.groups.length === 1 ? 24 : 12}>
                  <Card size="small" type="inner" title={group.title}>
                    {group.items.length === 0 || group.items.every((item) => item.value === 0) ? (
                      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
                    ) : (
                      <EChart
                        label={t('students.stats.chartOf', { title: group.title })}
                        option={chartOption(group)}
                        height={Math.max(240, Math.min(group.items.length, maxBars) * 24)}
                      />
                    )}
                  </Card>
                </Col>
              ))}
            </Row>
          </>
        )}
      </Card>
    </section>
  );
}
