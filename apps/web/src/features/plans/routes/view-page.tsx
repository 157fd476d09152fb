import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result, Skeleton, Space, Table, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '../../../components/permission.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import type { PlanGroup } from '../api/keys.ts';
import { usePlan } from '../api/plans.ts';
import { useCourseName } from '../components/course-picker.tsx';
import { degreeLabel } from '../components/degree.ts';
import '../components/plans.css';
import '../messages.ts';

type Course = PlanGroup['courses'][number];

/**
 * 培养方案查看 (pkgl/pyfa/view, /pyfack/pyfaView?id=): a plan read-only, as it is printed: each group with
 * its minimum credits and grade, its courses with credits, the required ones and the suggested terms.
 * Printing is the browser's, with a print stylesheet that leaves the shell off the paper.
 */
export default function PlanViewPage() {
  const t = useT();
  const navigate = useNavigate();
  const { can } = useAccess();
  const nameOf = useCourseName();
  const [params] = useSearchParams();
  const id = params.get('id');
  const plan = usePlan(id);
  if (!id) return <Result status="warning" title={t('plans.detail.missing')} />;
  if (plan.isPending) return <Skeleton active />;
  if (!plan.data) return <Result status="404" title={t('plans.detail.missing')} />;
  const data = plan.data;
  return (
    <div className="gs-plan-print">
      <Card
        title={t('plans.viewer.title', { major: data.zymc, nj: data.nj, degree: t(degreeLabel(data.degree)) })}
        extra={
          <Space wrap className="gs-no-print">
            {can(['pkgl:pyfa:edit']) && <Button onClick={() => navigate(paths.planEdit(data.id))}>{t('plans.viewer.edit')}</Button>}
            <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('plans.viewer.print')}
            </Button>
          </Space>
        }
      >
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('plans.field.xydm')}>{data.xymc}</Descriptions.Item>
          <Descriptions.Item label={t('plans.field.minCredits')}>
            {t('plans.viewer.total', { min: data.minCredits, offered: data.offeredCredits })}
          </Descriptions.Item>
          {data.note && <Descriptions.Item label={t('plans.field.note')}>{data.note}</Descriptions.Item>}
        </Descriptions>
        {data.groups.map((group) => (
          <section key={group.id} aria-label={group.name} style={{ marginTop: 16 }}>
            <Typography.Title level={5}>{t('plans.viewer.groupHead', { name: group.name, min: group.minCredits })}</Typography.Title>
            {group.minGrade !== null && <Typography.Paragraph type="secondary">{t('plans.viewer.minGrade', { grade: group.minGrade })}</Typography.Paragraph>}
            <Table<Course>
              size="small"
              rowKey="courseId"
              pagination={false}
              scroll={{ x: 520 }}
              dataSource={group.courses}
              columns={[
                { key: 'kcdm', title: t('plans.viewer.code'), dataIndex: 'kcdm', width: 100 },
                { key: 'kcmc', title: t('plans.viewer.name'), render: (_, c) => nameOf(c) },
                { key: 'xf', title: t('plans.editor.credits'), dataIndex: 'xf', width: 70, align: 'right' },
                {
                  key: 'required',
                  title: t('plans.editor.required'),
                  width: 70,
                  render: (_, c) => (c.required ? t('plans.viewer.yes') : t('plans.viewer.no')),
                },
                {
                  key: 'term',
                  title: t('plans.editor.term'),
                  width: 110,
                  render: (_, c) => (c.term ? t('plans.editor.termN', { n: c.term }) : t('plans.editor.termAny')),
                },
              ]}
            />
          </section>
        ))}
      </Card>
    </div>
  );
}
