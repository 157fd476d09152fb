import { StatsDashboard, type StatsEntry } from '../components/stats-dashboard.tsx';
import '../messages.ts';

const entries: StatsEntry[] = [
  { path: '/cloud-xj/api/xj/xjxx/getXsTj', title: 'students.stats.students' },
  { path: '/cloud-xj/api/xj/xjxx/getHdsjTj', title: 'students.stats.verification' },
  { path: '/cloud-xj/api/xj/xjxx/getXsbdTj', title: 'students.stats.registration' },
  { path: '/cloud-xj/api/xj/xjxx/getDsxsTj', title: 'students.stats.supervisors' },
  { path: '/cloud-xj/api/xj/xjxx/getjxsxsTj', title: 'students.stats.visiting' },
  { path: '/cloud-xj/api/xj/xjxx/getTdxlxsTj', title: 'students.stats.equivalent' },
  { path: '/cloud-xj/api/xj/xjxx/getStu/queryAlldyCount', title: 'students.stats.party' },
  { path: '/cloud-xj/api/xw/getXsxwTj', title: 'students.stats.degrees' },
];

/** Student-status statistics (xj/tj/index): every statistics call of SPEC 7, drawn with echarts. */
export default function StatsPage() {
  return <StatsDashboard entries={entries} />;
}
