import { PracticeSummary } from '../components/practice-summary.tsx';

/** 实践评价汇总 (cjgl/sjpjhz/index, /cjgl/sjpjhz): practice evaluations summed per college. */
export default function PracticeSummaryPage() {
  return <PracticeSummary />;
}
