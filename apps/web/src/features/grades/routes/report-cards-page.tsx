import { ReportCardList } from '../components/report-card-list.tsx';

/** 成绩报告单 (cjgl/xscjgb/index, /cjgl/xscjgb): students and their report cards. */
export default function ReportCardsPage() {
  return <ReportCardList />;
}
