import { Table, Tag } from 'antd';
import { useT } from '../../i18n/i18n.ts';
import type { Application } from './api.ts';
import '../../i18n/messages/applications.ts';

type Entry = Application['history'][number];

const COLOURS: Readonly<Record<Entry['action'], string>> = {
  submitted: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
  cancelled: 'cyan',
};

/**
 * What happened to an application, as the server records it (issue 22 §6): the submission, each
 * decision with its step, a withdrawal, and what a kind records after approval (a leave's return) only
 * when there is one; who and when, oldest first.
 */
export function ApplicationHistory({ application }: { application: Application }) {
  const t = useT();
  return (
    <Table<Entry>
      size="small"
      aria-label={t('application.history')}
      rowKey={(entry) => `${entry.time}-${entry.action}-${entry.step ?? ''}`}
      dataSource={application.history}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: t('application.history.none') }}
      columns={[
        { key: 'time', title: t('application.history.time'), dataIndex: 'time', width: 170 },
        { key: 'label', title: t('application.history.action'), width: 200, render: (_, entry) => <Tag color={COLOURS[entry.action]}>{entry.label}</Tag> },
        { key: 'step', title: t('application.history.step'), width: 140, render: (_, entry) => (entry.step ? t(`application.step.${entry.step}`) : '-') },
        { key: 'actorName', title: t('application.history.actor'), dataIndex: 'actorName', width: 120 },
        { key: 'opinion', title: t('application.history.opinion'), render: (_, entry) => entry.opinion ?? '-' },
      ]}
    />
  );
}
