import { StudentRecords } from '../components/student-records.tsx';
import { allSearchFields } from '../lib/fields.ts';

const preset = { xjzt: '04' };
const fields = allSearchFields.filter((field) => field !== 'xjzt');

/** The graduate database (xj/bysk/index): graduated records (status 04) and their exports (bysk). */
export default function GraduatesPage() {
  return <StudentRecords preset={preset} searchFields={fields} exports="graduates" />;
}
