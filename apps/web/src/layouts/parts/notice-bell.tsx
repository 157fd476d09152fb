import { BellOutlined } from '@ant-design/icons';
import { App, Badge, Button, Popover, Tabs } from 'antd';
import { type Notice, useLatestNotices } from '../../components/notice/api.ts';
import { NoticeList } from '../../components/notice/notice-list.tsx';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import '../../i18n/messages/layouts.ts';

// The detail dialog (sanitiser, drag) loads on the first click, not with the shell.
const NoticeDialog = lazy(() => import('../../components/notice/notice-dialog.tsx'));

/** SPEC 2 + 4 "Notice bell": badge, hover popover with notifications and emails, clear all. */
export function NoticeBell() {
  const t = useT();
  const { message } = App.useApp();
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  const [reading, setReading] = useState<Notice | undefined>(undefined);
  const notices = useLatestNotices(5, 60_000);
  const items = (notices.data?.records ?? []).filter((notice) => !cleared.has(String(notice.id)));
  const count = items.length;

  const list = <NoticeList notices={items} loading={notices.isPending} empty={t('header.notice.empty')} onOpen={setReading} />;
  const content = (
    <div style={{ width: 320 }}>
      <Tabs
        size="small"
        items={[
          { key: 'notices', label: t('header.notice.tabNotices'), children: list },
          {
            key: 'emails',
            label: t('header.notice.tabEmails'),
            children: <NoticeList notices={[]} empty={t('header.notice.empty')} />,
          },
        ]}
      />
      <Button
        block
        type="link"
        onClick={() => {
          // SPEC 4 "Notice clear": badge none, list emptied, then the message.
          setCleared(new Set([...cleared, ...items.map((notice) => String(notice.id))]));
          message.success(t('header.notice.cleared'));
        }}
      >
        {t('header.notice.clear')}
      </Button>
    </div>
  );
  return (
    <>
      <Popover content={content} trigger="hover" placement="bottomRight">
        <Button
          type="text"
          aria-label={t('header.notice')}
          icon={
            <Badge count={count} size="small">
              <BellOutlined />
            </Badge>
          }
        />
      </Popover>
      {reading && (
        <Suspense fallback={null}>
          <NoticeDialog notice={reading} onClose={() => setReading(undefined)} />
        </Suspense>
      )}
    </>
  );
}
