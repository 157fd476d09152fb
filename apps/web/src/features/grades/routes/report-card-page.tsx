import { Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/i18n.ts';
import { useReportCard } from '../api/report-cards.ts';
import { ReportCardView } from '../components/report-card-view.tsx';
import '../messages.ts';

/** 成绩报告单详情 (cjgl/xscjgb/view, /xscjgb/indexView?xykh=): one student's report card, its PDF and print. */
export default function ReportCardPage() {
  const t = useT();
  const [params] = useSearchParams();
  const xykh = params.get('xykh');
  const card = useReportCard(xykh);
  if (!xykh) return <Result status="warning" title={t('grades.card.missing')} />;
  if (card.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!card.data) return <Result status="404" title={t('grades.card.notFound')} />;
  return <ReportCardView card={card.data} />;
}
