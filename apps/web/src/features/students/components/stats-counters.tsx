import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { type MessageKey, useT } from '../../../i18n/i18n.ts';
import { type StatsPath, type StatsScope, useStats } from '../api/get-stats.ts';
import type { StatsSummary } from '../lib/fields.ts';
import '../messages.ts';

const counterKeys = [
  'enrolled',
  'verified',
  'unverified',
  'returned',
  'registered',
  'unregistered',
  'supervisors',
  'members',
  'probationary',
  'total',
  'awarded',
  'pending',
];

/** The catalogue name of a counter of a `StatsSummary`; the raw key for counters this version does not know. */
export function useCounterLabel() {
  const t = useT();
  return (key: string) => (counterKeys.includes(key) ? t(`students.stats.counter.${key}` as MessageKey) : key);
}

/** The headline figures of a statistic: its total and named counters. */
export function CounterRow({ summary }: { summary: StatsSummary }) {
  const t = useT();
  const label = useCounterLabel();
  const counters = Object.entries(summary.counters);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} sm={8} lg={4}>
        <Statistic title={t('students.stats.counter.count')} value={summary.total} />
      </Col>
      {counters.map(([key, value]) => (
        <Col key={key} xs={12} sm={8} lg={4}>
          <Statistic title={label(key)} value={value} />
        </Col>
      ))}
    </Row>
  );
}

/** One statistics call's counters in a card (no charts: pages that only need figures stay light). */
export function StatsCounters({ path, title, scope = {} }: { path: StatsPath; title: string; scope?: StatsScope }) {
  const stats = useStats(path, scope);
  return (
    <section aria-label={title}>
      <Card size="small" title={title}>
        {stats.isPending ? <Skeleton active paragraph={{ rows: 1 }} /> : stats.data ? <CounterRow summary={stats.data} /> : null}
      </Card>
    </section>
  );
}
