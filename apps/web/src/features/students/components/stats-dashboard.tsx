import { Card, Col, Form, InputNumber, Row, Space } from 'antd';
import { useState } from 'react';
import { DictSelect } from '../../../components/dict-select.tsx';
import { type MessageKey, useT } from '../../../i18n/i18n.ts';
import { dictNames } from '../../../lib/dicts.ts';
import type { StatsPath, StatsScope } from '../api/get-stats.ts';
import { StatsSection } from './stats-section.tsx';
import '../messages.ts';

export interface StatsEntry {
  path: StatsPath;
  title: MessageKey;
}

/** A dashboard of statistics calls, narrowed by enrolment year and college (both optional). */
export function StatsDashboard({ entries }: { entries: StatsEntry[] }) {
  const t = useT();
  const [scope, setScope] = useState<StatsScope>({});
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Form<StatsScope>
          layout="inline"
          name="stats-scope"
          onValuesChange={(_, values) => setScope({ ...(values.rxnj ? { rxnj: values.rxnj } : {}), ...(values.xydm ? { xydm: values.xydm } : {}) })}
        >
          <Form.Item name="rxnj" label={t('students.field.rxnj')}>
            <InputNumber<number> min={1950} max={2100} precision={0} placeholder={t('students.search.any')} />
          </Form.Item>
          <Form.Item name="xydm" label={t('students.field.xydm')}>
            <DictSelect dict={dictNames.college} placeholder={t('students.search.any')} style={{ width: 240 }} />
          </Form.Item>
        </Form>
      </Card>
      <Row gutter={[16, 16]}>
        {entries.map((entry) => (
          <Col key={entry.path} span={24}>
            <StatsSection path={entry.path} title={t(entry.title)} scope={scope} />
          </Col>
        ))}
      </Row>
    </Space>
  );
}
