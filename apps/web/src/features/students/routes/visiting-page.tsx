import { StudentRecords } from '../components/student-records.tsx';
import { allSearchFields } from '../lib/fields.ts';

const preset = { lb: '2' };
const fields = allSearchFields.filter((field) => field !== 'lb');

/** Visiting students (xj/jxsgl/index, 进修生, category 2): their records, added through stuinfo/addjxs. */
export default function VisitingPage() {
  return <StudentRecords preset={preset} searchFields={fields} add="visiting" />;
}
