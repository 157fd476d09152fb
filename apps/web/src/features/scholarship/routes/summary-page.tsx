import { Card, Empty, Flex, Form, Select, Skeleton, Space, Table, Tag, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useOrgTree } from '../../../components/org/api.ts';
import { collegeTree } from '../../../components/org/tree.ts';
import { useScholarshipRules } from '../api/get-rules.ts';
import { DictTag } from '../../../components/dict-tag.tsx';
import { type ExportAction, ExportMenu } from '../../../components/page-kit/export-menu.tsx';
import { treeOptions } from '../../../components/page-kit/field-control.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useSession } from '../../../stores/session.ts';
import { type CollegeSummary, type RankRow, summaryExportPath, useScholarshipSummary } from '../api/get-summary.ts';
import '../messages.ts';

const LEVEL_DICT = 'xj_jxjdj';

interface Filter {
  year: string;
  xydm?: string | undefined;
}

/** The academic years offered: the one assessed now and the two before it. */
function yearsUpTo(year: string): string[] {
  const start = Number(year.slice(0, 4));
  return [0, 1, 2].map((back) => `${start - back}-${start - back + 1}`);
}

/** One college: the quota and totals per level, then the ranking with the level each gets. */
function CollegeRanking({ college }: { college: CollegeSummary }) {
  const t = useT();
  return (
    <Card size="small" title={t('scholarship.summary.collegeTitle', { xymc: college.xymc, approved: college.approved, pending: college.pending })}>
      <Flex wrap gap={8} style={{ marginBottom: 12 }} role="list" aria-label={t('scholarship.summary.totals', { xymc: college.xymc })}>
        {college.quotas.map((quota) => (
          <Tag key={quota.level} role="listitem" color={quota.level === '1' ? 'red' : quota.level === '2' ? 'orange' : 'green'}>
            {t('scholarship.summary.quota', { name: quota.name, awarded: quota.awarded, places: quota.places })}
            {t('common.paren', {
              text:
                quota.basis === 'count'
                  ? t('scholarship.summary.basis.count', { value: quota.value })
                  : t('scholarship.summary.basis.percent', { value: quota.value }),
            })}
          </Tag>
        ))}
        <Tag role="listitem">{t('scholarship.summary.unawarded', { count: college.unawarded })}</Tag>
      </Flex>
      <Table<RankRow>
        size="small"
        rowKey="applicationId"
        aria-label={t('scholarship.summary.table', { xymc: college.xymc })}
        dataSource={college.rows}
        pagination={false}
        scroll={{ x: 890 }}
        columns={[
          { key: 'rank', title: t('scholarship.col.rank'), dataIndex: 'rank', width: 70 },
          { key: 'xykh', title: t('scholarship.col.xykh'), dataIndex: 'xykh', width: 120 },
          { key: 'xm', title: t('scholarship.col.xm'), dataIndex: 'xm', width: 100 },
          { key: 'zymc', title: t('scholarship.col.zymc'), dataIndex: 'zymc', ellipsis: true },
          { key: 'dsxm', title: t('scholarship.col.dsxm'), dataIndex: 'dsxm', width: 100 },
          { key: 'achievements', title: t('scholarship.col.achievements'), dataIndex: 'achievements', width: 120 },
          { key: 'score', title: t('scholarship.col.score'), dataIndex: 'score', width: 80 },
          {
            key: 'level',
            title: t('scholarship.col.level'),
            // The tag of the longest level in English ("Second class") whole.
            width: 120,
            render: (_, row) =>
              row.level ? <DictTag dict={LEVEL_DICT} value={row.level} /> : <Typography.Text type="secondary">{t('scholarship.col.noLevel')}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
}

/**
 * The ranked summary of academic scholarships (xj/xyjxj/summary, hidden route /xyjxjHz): a year and a
 * college (a college secretary sees their own) -> per college the approved applications ranked by score
 * with the level each gets and the totals per level; the same as an Excel workbook, with progress.
 */
export default function ScholarshipSummaryPage() {
  const t = useT();
  const info = useSession((s) => s.info);
  const rules = useScholarshipRules();
  const tree = useOrgTree();
  // A college secretary's summary is their own college's (the server answers 403 for another).
  const ownCollege = info?.roles[0]?.roleKey === 'college' ? (info.user.deptId ?? undefined) : undefined;
  const [picked, setPicked] = useState<Partial<Filter>>({});
  const filter: Filter | undefined = rules.data ? { year: picked.year ?? rules.data.year, xydm: ownCollege ?? picked.xydm } : undefined;
  const summary = useScholarshipSummary(filter ?? { year: '' }, filter !== undefined);
  const exports: ExportAction<Filter>[] = [
    {
      key: 'xyjxj-summary',
      label: 'scholarship.summary.export',
      request: ({ filter: f }) => ({
        path: summaryExportPath,
        options: { query: { ...(f.year ? { year: f.year } : {}), ...(f.xydm ? { xydm: f.xydm } : {}) } },
      }),
    },
  ];

  if (!rules.data || !filter) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={t('scholarship.summary.title')}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Form layout="inline" name="xyjxj-summary">
            <Form.Item label={t('scholarship.summary.year')} htmlFor="xyjxj-summary-year">
              <Select<string>
                id="xyjxj-summary-year"
                style={{ width: 140 }}
                value={filter.year}
                options={yearsUpTo(rules.data.year).map((year) => ({ value: year, label: year }))}
                onChange={(year) => setPicked((current) => ({ ...current, year }))}
              />
            </Form.Item>
            <Form.Item label={t('scholarship.summary.college')} htmlFor="xyjxj-summary-college">
              <TreeSelect
                id="xyjxj-summary-college"
                style={{ width: 240 }}
                allowClear
                showSearch
                treeNodeFilterProp="title"
                placeholder={t('scholarship.summary.allColleges')}
                disabled={ownCollege !== undefined}
                treeData={treeOptions(collegeTree(tree.data) ?? [])}
                value={filter.xydm}
                onChange={(xydm?: string) => setPicked((current) => ({ ...current, xydm }))}
              />
            </Form.Item>
          </Form>
          <ExportMenu<Filter> actions={exports} input={{ filter, ids: [], columns: [] }} />
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('scholarship.summary.tieBreak', { rule: summary.data?.tieBreak ?? rules.data.tieBreak })}
        </Typography.Paragraph>
      </Card>
      {summary.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (summary.data?.colleges ?? []).length === 0 ? (
        <Card size="small">
          <Empty description={t('scholarship.summary.none')} />
        </Card>
      ) : (
        summary.data?.colleges.map((college) => <CollegeRanking key={college.xydm} college={college} />)
      )}
    </Space>
  );
}
