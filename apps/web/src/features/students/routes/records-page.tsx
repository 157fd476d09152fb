import { StudentRecords } from '../components/student-records.tsx';

/** Student records (xj/xjxx/index, /xj/xjxx). */
export default function RecordsPage() {
  return <StudentRecords add="regular" />;
}
