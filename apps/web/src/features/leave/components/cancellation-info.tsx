import { Tag } from 'antd';
import { DetailView, type DetailItem } from '../../../components/page-kit/detail-view.tsx';
import { useT } from '../../../i18n/i18n.ts';
import type { LeavePayload } from '../api/leaves.ts';
import '../messages.ts';

type Cancellation = NonNullable<LeavePayload['cancellation']>;

/** The cancel-leave as recorded: back on which day, the days actually taken, who recorded it and when. */
export function CancellationInfo({ leave }: { leave: LeavePayload }) {
  const t = useT();
  const back = leave.cancellation;
  if (!back) return null;
  const items: DetailItem<Cancellation>[] = [
    { key: 'cancelledById', label: 'leave.cancelled.state', render: () => <Tag color="success">{t('leave.cancelState.yes')}</Tag> },
    { key: 'returnDate', label: 'leave.cancel.returnDate' },
    { key: 'actualDays', label: 'leave.cancelled.actualDays', render: (row) => t('leave.days', { days: row.actualDays }) },
    { key: 'cancelledByName', label: 'leave.cancelled.by' },
    { key: 'cancelledAt', label: 'leave.cancelled.at' },
    { key: 'remark', label: 'leave.cancel.remark', render: (row) => row.remark ?? '-' },
  ];
  return (
    <section aria-label={t('leave.cancelled')}>
      <DetailView<Cancellation> title={t('leave.cancelled')} row={back} items={items} column={{ xs: 1, md: 2, xl: 3 }} />
    </section>
  );
}
