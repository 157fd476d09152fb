import { Card, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import type { Notice } from '../../../components/notice/api.ts';
import { type NoticeQuery, useNotices } from '../api/notices.ts';
import { NoticeDialog } from '../../../components/notice/notice-dialog.tsx';
import '../messages.ts';

/** Notices to read (kernel/notice/list, kernel/dbgg/index): newest first, search by title, open the detail. */
export default function NoticeListPage() {
  const t = useT();
  const [query, setQuery] = useState<NoticeQuery>({ current: 1, size: 10 });
  const notices = useNotices(query);
  const [viewing, setViewing] = useState<Notice | undefined>(undefined);
  return (
    <Card
      title={t('notices.title')}
      extra={
        <Input.Search
          allowClear
          aria-label={t('notices.search.title')}
          placeholder={t('notices.search.title')}
          maxLength={100}
          onSearch={(title) => setQuery((q) => ({ ...q, current: 1, title: title.trim() || undefined }))}
          style={{ width: 240 }}
        />
      }
    >
      <List<Notice>
        loading={notices.isFetching}
        dataSource={notices.data?.records ?? []}
        locale={{ emptyText: t('notices.empty') }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: notices.data?.total ?? 0,
          showTotal: (total) => t('notices.total', { total }),
          onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
        }}
        renderItem={(notice) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Typography.Link onClick={() => setViewing(notice)} aria-label={t('notices.action.viewOf', { title: notice.title })}>
                  {notice.title}
                </Typography.Link>
              }
              description={
                <Space wrap>
                  <span>{notice.deptName}</span>
                  <span>{notice.time}</span>
                </Space>
              }
            />
          </List.Item>
        )}
      />
      <NoticeDialog notice={viewing} onClose={() => setViewing(undefined)} />
    </Card>
  );
}
