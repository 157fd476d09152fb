import { dictFields } from '@gs/sdk/dict-fields';
import { Descriptions, Table, Typography } from 'antd';
import { useT } from '../../../i18n/i18n.ts';
import { dictLabel, useDict } from '../../../lib/dicts.ts';
import type { ScholarshipPayload } from '../types.ts';
import '../messages.ts';

type Achievement = ScholarshipPayload['achievements'][number];

/**
 * What a scholarship application asks (detail of /stuBySqView): the year, the server's total, the
 * achievements with the points the rule table gives each and what each counts for, the statement.
 */
export function ScholarshipView({ payload }: { payload: ScholarshipPayload }) {
  const t = useT();
  const { dict } = useDict(dictFields.ScholarshipAchievement.category);
  return (
    <div>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'year', label: t('scholarship.form.year'), children: payload.year },
          { key: 'total', label: t('scholarship.form.totalScore'), children: <Typography.Text strong>{payload.totalScore}</Typography.Text> },
        ]}
      />
      <Table<Achievement>
        size="small"
        style={{ margin: '12px 0' }}
        aria-label={t('scholarship.form.table')}
        rowKey={(row) => `${row.category}-${row.title}-${row.date}`}
        dataSource={payload.achievements}
        pagination={false}
        columns={[
          { key: 'category', title: t('scholarship.form.category'), width: 140, render: (_, row) => dictLabel(dict, row.category) },
          { key: 'title', title: t('scholarship.form.title'), dataIndex: 'title', ellipsis: true },
          { key: 'level', title: t('scholarship.form.level'), width: 200, render: (_, row) => row.levelName ?? '-' },
          { key: 'date', title: t('scholarship.form.date'), dataIndex: 'date', width: 120 },
          { key: 'points', title: t('scholarship.form.points'), dataIndex: 'points', width: 90 },
          { key: 'score', title: t('scholarship.form.score'), dataIndex: 'score', width: 80 },
        ]}
      />
      <Descriptions size="small" column={1} items={[{ key: 'statement', label: t('scholarship.form.statement'), children: payload.statement }]} />
    </div>
  );
}
