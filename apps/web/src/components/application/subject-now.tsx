import { apiQueryOptions, createQueryKeys } from '@gs/sdk/query';
import type { components } from '@gs/sdk/schema';
import { useQuery } from '../../lib/query.ts';
import { Alert, Skeleton } from 'antd';
import { useT } from '../../i18n/i18n.ts';
import { api } from '../../lib/api.ts';
import { DetailView, type DetailItem } from '../page-kit/detail-view.tsx';
import '../../i18n/messages/applications.ts';

type Student = components['schemas']['Student'];

/** The record of the student an application is for, as it is now: its own scope of queries. */
const subjectKeys = createQueryKeys('applicationSubject');

const items: readonly DetailItem<Student>[] = [
  { key: 'xymc', label: 'application.subjectNow.college' },
  { key: 'zymc', label: 'application.subjectNow.major' },
  { key: 'xjzt', label: 'application.subjectNow.status', dict: 'xj_xjzt', tag: true },
  { key: 'dsxm', label: 'application.subjectNow.supervisor' },
];

/**
 * Where the student stands before they ask for a change (college, major, status, supervisor): the
 * graduate school's picked student by card number, or a student's own record. A change of major or of
 * supervisor, a break in study or a return reads as a change from this.
 */
export function SubjectNow({ xykh, self }: { xykh?: string | undefined; self: boolean }) {
  const t = useT();
  const byCard = useQuery({
    ...apiQueryOptions(api, subjectKeys, '/cloud-xj/api/xj/xjxx/stuinfoByXykh/NotAuth', { params: { query: { xykh: xykh ?? '' } } }),
    enabled: Boolean(xykh),
  });
  const own = useQuery({ ...apiQueryOptions(api, subjectKeys, '/cloud-xj/api/xj/xjxx/stuinfoByStu/NotAuth'), enabled: !xykh && self });
  const record = xykh ? byCard : own;
  if (!xykh && !self) return null;
  if (record.isPending) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (!record.data) return <Alert type="warning" showIcon title={t('application.subjectNow.missing')} style={{ marginBottom: 16 }} />;
  return (
    <section aria-label={t('application.subjectNow')} style={{ marginBottom: 16 }}>
      <DetailView<Student> title={t('application.subjectNow')} row={record.data} items={items} column={{ xs: 1, md: 2, xl: 4 }} />
    </section>
  );
}
