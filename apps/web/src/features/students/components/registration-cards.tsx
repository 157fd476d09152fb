import type { components } from '@gs/sdk/schema';
import { Card, Col, Descriptions, Row, Skeleton, Table } from 'antd';
import { DictTag } from '../../../components/dict-tag.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { dictNames } from '../../../lib/dicts.ts';
import { useRegistration, useRegistrationCheck } from '../api/registration.ts';
import '../messages.ts';

type CheckItem = components['schemas']['RegistrationCheck']['items'][number];

/**
 * Registration (xsbd/getXs) and the verification items confirmed at registration (xsbd/getXshd) of
 * one student; `xykh` left out means the signed-in student's own.
 */
export function RegistrationCards({ xykh }: { xykh?: string }) {
  const t = useT();
  const registration = useRegistration(xykh);
  const check = useRegistrationCheck(xykh);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card size="small" title={t('students.registration.title')}>
          {registration.isPending ? (
            <Skeleton active />
          ) : registration.data ? (
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'xykh', label: t('students.field.xykh'), children: registration.data.xykh },
                { key: 'xm', label: t('students.field.xm'), children: registration.data.xm },
                { key: 'xymc', label: t('students.field.xydm'), children: registration.data.xymc ?? '-' },
                { key: 'bdzt', label: t('students.field.bdzt'), children: <DictTag dict={dictNames.registration} value={registration.data.bdzt} /> },
                { key: 'bdsj', label: t('students.registration.time'), children: registration.data.bdsj ?? '-' },
                { key: 'bddd', label: t('students.registration.place'), children: registration.data.bddd ?? '-' },
              ]}
            />
          ) : null}
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card
          size="small"
          title={t('students.registration.check')}
          extra={check.data ? <DictTag dict={dictNames.verification} value={check.data.hdzt} /> : undefined}
        >
          <Table<CheckItem>
            size="small"
            rowKey="field"
            aria-label={t('students.registration.check')}
            loading={check.isPending}
            dataSource={check.data?.items ?? []}
            pagination={false}
            columns={[
              { key: 'label', title: t('students.registration.item'), dataIndex: 'label', width: 140 },
              { key: 'value', title: t('students.registration.value'), dataIndex: 'value', render: (value: string | null) => value ?? '-' },
            ]}
          />
          {check.data?.hdsj && <p style={{ marginTop: 8, marginBottom: 0 }}>{t('students.registration.checkedAt', { time: check.data.hdsj })}</p>}
        </Card>
      </Col>
    </Row>
  );
}
