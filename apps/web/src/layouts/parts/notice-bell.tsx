import { BellOutlined } from '@ant-design/icons';
import { App, Badge, Button, Popover, Tabs } from 'antd';
import { type Notice, useLatestNotices } from '../../components/notice/api.ts';
import { NoticeList } from '../../components/notice/notice-list.tsx';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { applicationPath } from '../../components/application/kind-plugin.ts';
import { paths } from '../../config/paths.ts';
import { type Message, useMarkRead, useMessages } from '../../components/messages/api.ts';
import { MessageList } from '../../components/messages/message-list.tsx';
import '../../i18n/messages/bell.ts';
import { useT } from '../../i18n/i18n.ts';
import '../../i18n/messages/layouts.ts';

// The detail dialog (sanitiser, drag) loads on the first click, not with the shell.
const NoticeDialog = lazy(() => import('../../components/notice/notice-dialog.tsx'));

/**
 * SPEC 2 + 4 "Notice bell": badge, hover popover with notifications and emails, clear all. The
 * notifications are word of the applications (issue 22 §2: each decision or withdrawal reaches the
 * applicant and the next decider, with a link) and the newest notices; the badge counts what is unread,
 * and clearing marks the messages read on the server.
 */
export function NoticeBell() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  const [reading, setReading] = useState<Notice | undefined>(undefined);
  const notices = useLatestNotices(5, 60_000);
  const messages = useMessages(10);
  const markRead = useMarkRead();
  const items = (notices.data?.records ?? []).filter((notice) => !cleared.has(String(notice.id)));
  const unread = messages.data?.unread ?? 0;
  const count = unread + items.length;
  const open = (item: Message) => {
    if (!item.read) markRead.mutate({ body: { ids: [item.id] } });
    // Word that something waits for the reader's decision opens their work list's 待办, where it is
    // decided; any other word opens the application it is about.
    const path = item.event === 'waiting' ? paths.worklist : applicationPath(item.application);
    if (path) navigate(path);
  };

  const list = <NoticeList notices={items} loading={notices.isPending} empty={t('header.notice.empty')} onOpen={setReading} />;
  const words = <MessageList messages={messages.data?.records ?? []} loading={messages.isPending} onOpen={open} />;
  const content = (
    <div style={{ width: 320 }}>
      <Tabs
        size="small"
        items={[
          {
            key: 'messages',
            label: (
              <Badge count={unread} size="small" offset={[8, 0]}>
                {t('bell.tabMessages')}
              </Badge>
            ),
            children: words,
          },
          { key: 'notices', label: t('bell.tabNotices'), children: list },
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
          // SPEC 4 "Notice clear": badge none, list emptied, then the message; the messages are read.
          setCleared(new Set([...cleared, ...items.map((notice) => String(notice.id))]));
          if (unread > 0) markRead.mutate({ body: {} });
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
