import { dictFields } from '@gs/sdk/dict-fields';
import { Descriptions, Table, Typography } from 'antd';
import { useT } from '../../i18n/i18n.ts';
import { dictLabel, useDict } from '../../lib/dicts.ts';
import type { ScholarshipPayload } from './scholarship.ts';
import '../../i18n/messages/scholarship-application.ts';

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
          { key: 'year', label: t('application.scholarship.year'), children: payload.year },
          { key: 'total', label: t('application.scholarship.totalScore'), children: <Typography.Text strong>{payload.totalScore}</Typography.Text> },
        ]}
      />
      <Table<Achievement>
        size="small"
        style={{ margin: '12px 0' }}
        aria-label={t('application.scholarship.table')}
        rowKey={(row) => `${row.category}-${row.title}-${row.date}`}
        dataSource={payload.achievements}
        pagination={false}
        columns={[
          { key: 'category', title: t('application.scholarship.category'), width: 140, render: (_, row) => dictLabel(dict, row.category) },
          { key: 'title', title: t('application.scholarship.title'), dataIndex: 'title', ellipsis: true },
          { key: 'level', title: t('application.scholarship.level'), width: 200, render: (_, row) => row.levelName ?? '-' },
          { key: 'date', title: t('application.scholarship.date'), dataIndex: 'date', width: 120 },
          { key: 'points', title: t('application.scholarship.points'), dataIndex: 'points', width: 90 },
          { key: 'score', title: t('application.scholarship.score'), dataIndex: 'score', width: 80 },
        ]}
      />
      <Descriptions size="small" column={1} items={[{ key: 'statement', label: t('application.scholarship.statement'), children: payload.statement }]} />
    </div>
  );
}
