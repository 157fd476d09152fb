import { Result, Skeleton } from 'antd';
import { useT } from '../../../i18n/i18n.ts';
import { useSession } from '../../../stores/session.ts';
import { useReportCard } from '../api/report-cards.ts';
import { ReportCardView } from '../components/report-card-view.tsx';
import '../messages.ts';

/**
 * 我的成绩 (my/cj/index, /my/cj): the signed-in student's own report card, released grades only (the
 * server leaves out a sheet before its release), with the same PDF and print as staff get.
 */
export default function MyGradesPage() {
  const t = useT();
  const xykh = useSession((s) => s.info?.user.xykh);
  const card = useReportCard(xykh);
  if (!xykh) return <Result status="warning" title={t('grades.card.missing')} />;
  if (card.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!card.data) return <Result status="404" title={t('grades.card.notFound')} />;
  return <ReportCardView card={card.data} releasedOnly />;
}
