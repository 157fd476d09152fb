import { StatsDashboard, type StatsEntry } from '../components/stats-dashboard.tsx';
import '../messages.ts';

const entries: StatsEntry[] = [
  { path: '/cloud-xj/api/xw/getXsxwTj', title: 'students.stats.degrees' },
  { path: '/cloud-xj/api/xj/xjxx/getXsTj', title: 'students.stats.students' },
];

/** Degree statistics (xw/tj/index): degrees awarded (xw/getXsxwTj) beside the student totals. */
export default function DegreeStatsPage() {
  return <StatsDashboard entries={entries} />;
}
