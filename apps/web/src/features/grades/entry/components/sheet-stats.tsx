import { Col, Row, Statistic } from 'antd';
import { memo } from 'react';
import { useT } from '../../../../i18n/i18n.ts';
import { type GridStoreApi, useSheetFigures } from '../grid/store.ts';
import type { GridStats } from '../grid/stats.ts';
import type { Level } from '../grid/types.ts';
import { levelKey } from './cell-text.ts';
import './grade-grid.css';
import '../messages.ts';

const isLevel = (band: string): band is Level => ['A', 'B', 'C', 'D', 'E'].includes(band);

/**
 * Entered/total, the average, those who passed and the distribution, worked out from the grid as it
 * is (a typed cell counts at once; text with a problem does not): antd Statistic and a bar chart of
 * plain divs. The figures follow the keys a step behind (useSheetFigures), so that a keystroke's frame
 * is not held up by them; they render once per stored cell, just after it.
 */
export function SheetStats({ store }: { store: GridStoreApi }) {
  return <StatsView stats={useSheetFigures(store).stats} />;
}

const StatsView = memo(function StatsView({ stats }: { stats: GridStats }) {
  const t = useT();
  const highest = Math.max(1, ...stats.distribution.map((band) => band.count));
  const bandLabel = (band: string) => (isLevel(band) ? t(levelKey(band)) : band);
  return (
    <Row gutter={[16, 12]} align="bottom">
      <Col xs={8} sm={6} md={4}>
        <Statistic title={t('gradeEntry.stats.entered')} value={stats.entered} suffix={`/ ${stats.total}`} />
      </Col>
      <Col xs={8} sm={6} md={4}>
        <Statistic title={t('gradeEntry.stats.average')} value={stats.average ?? '-'} precision={stats.average === null ? undefined : 1} />
      </Col>
      <Col xs={8} sm={6} md={4}>
        <Statistic title={t('gradeEntry.stats.passed')} value={stats.passed} />
      </Col>
      <Col xs={24} sm={24} md={12}>
        <div
          role="img"
          aria-label={t('gradeEntry.stats.distributionOf', {
            bands: stats.distribution
              .map((band) => t('gradeEntry.stats.band', { band: bandLabel(band.band), count: band.count }))
              .join(t('gradeEntry.sep.items')),
          })}
        >
          <div className="gs-ge-bars" aria-hidden>
            {stats.distribution.map((band, index) => (
              <div key={band.band} className={`gs-ge-bar${index === stats.distribution.length - 1 ? ' gs-ge-bar-fail' : ''}`}>
                <span>{band.count}</span>
                <div className="gs-ge-bar-fill" style={{ height: `${(band.count / highest) * 44}px` }} />
                <span className="gs-ge-bar-label">{bandLabel(band.band)}</span>
              </div>
            ))}
          </div>
        </div>
      </Col>
    </Row>
  );
});
