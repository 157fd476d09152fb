import { Button, Card, Col, Empty, Flex, Pagination, Result, Row, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type Translate, useT } from '../../../i18n/i18n.ts';
import { formatDate } from '../../../lib/time.ts';
import type { MyTask, MyTaskStatus } from '../api/keys.ts';
import { useMyTasks } from '../api/mine.ts';
import '../../../i18n/messages/page-kit.ts';
import '../messages.ts';
import { paths } from '../../../config/paths.ts';

type Tab = 'todo' | 'done' | 'closed';
const TABS: readonly Tab[] = ['todo', 'done', 'closed'];
const PAGE_SIZE = 12;

const STATUS_COLOUR: Record<MyTaskStatus, string> = { todo: 'blue', draft: 'gold', done: 'green', closed: 'default' };

const when = (value: string | null | undefined) => (value ? formatDate(value, 'YYYY-MM-DD HH:mm') : '-');

/** One task as a card: its title and state, when it opens and closes (or was submitted), and the one action. */
function TaskCard({ task, t }: { task: MyTask; t: Translate }) {
  const navigate = useNavigate();
  const open = task.myStatus === 'todo' || task.myStatus === 'draft';
  const action = task.myStatus === 'todo' ? 'fill' : task.myStatus === 'draft' ? 'continue' : 'view';
  return (
    <Card
      size="small"
      title={
        <Typography.Text strong style={{ whiteSpace: 'normal' }}>
          {task.title}
        </Typography.Text>
      }
      extra={<Tag color={STATUS_COLOUR[task.myStatus]}>{t(`questionnaires.mine.status.${task.myStatus}`)}</Tag>}
      role="article"
      aria-label={task.title}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {t('questionnaires.mine.field.openAt')}
          {t('common.colon')}
          {when(task.openAt)}
        </Typography.Text>
        <Typography.Text type={open ? undefined : 'secondary'}>
          {t('questionnaires.mine.field.closeAt')}
          {t('common.colon')}
          {when(task.closeAt)}
        </Typography.Text>
        {task.submitTime && (
          <Typography.Text type="secondary">
            {t('questionnaires.mine.field.submitTime')}
            {t('common.colon')}
            {when(task.submitTime)}
          </Typography.Text>
        )}
        <Flex justify="flex-end">
          <Button
            type={open ? 'primary' : 'default'}
            aria-label={t('questionnaires.mine.actionOf', { action: t(`questionnaires.mine.${action}`), title: task.title })}
            onClick={() => navigate(paths.questionnaireFill(task.id))}
          >
            {t(`questionnaires.mine.${action}`)}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

function TaskTab({ tab }: { tab: Tab }) {
  const t = useT();
  const [current, setCurrent] = useState(1);
  const list = useMyTasks({ status: tab, current, size: PAGE_SIZE });
  if (list.isError && !list.data)
    return <Result status="warning" title={t('pageKit.error.title')} extra={<Button onClick={() => void list.refetch()}>{t('pageKit.error.retry')}</Button>} />;
  if (!list.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const { records, total } = list.data;
  if (records.length === 0) return <Empty description={t(`questionnaires.mine.empty.${tab}`)} />;
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {records.map((task) => (
          <Col key={task.id} xs={24} md={12} xl={8}>
            <TaskCard task={task} t={t} />
          </Col>
        ))}
      </Row>
      {total > PAGE_SIZE && <Pagination align="end" current={current} pageSize={PAGE_SIZE} total={total} onChange={setCurrent} showSizeChanger={false} />}
    </Flex>
  );
}

/**
 * 我的问卷 (examination/myjob/index: /examination/myjob for everyone in the group, /my/wj for a
 * student): the caller's tasks in three tabs — to fill in (drafts among them), done, closed — with
 * their dates and the way to fill one in or see what was submitted.
 */
export default function MyListPage() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('todo');
  return (
    <Card title={t('questionnaires.mine.title')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(TABS.find((item) => item === key) ?? 'todo')}
        aria-label={t('questionnaires.mine.tabs')}
        // Each tab asks for its own list when first shown, and again when shown later (destroyed when hidden).
        destroyOnHidden
        items={TABS.map((key) => ({ key, label: t(`questionnaires.mine.tab.${key}`), children: <TaskTab tab={key} /> }))}
      />
    </Card>
  );
}
