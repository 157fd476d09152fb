import { StudentPage } from '../../../components/page-kit/student-page.tsx';
import { paths } from '../../../config/paths.ts';
import { AuditView } from '../components/audit-view.tsx';
import '../messages.ts';

const texts = { missing: 'audits.missing', label: 'audits.pick.label', placeholder: 'audits.pick.placeholder', open: 'audits.pick.open' } as const;

/**
 * 学生培养计划 (pkgl/pyfa/plan-view, /zdyxd/xspyjhView?xykh=): a student's degree audit for the graduate school,
 * a college secretary (their college's) and a supervisor (their students'); the server refuses anyone else.
 * Opened without a card number, it asks for one.
 */
export default function StudentAuditPage() {
  return (
    <StudentPage texts={texts} pathOf={paths.studentAudit}>
      {(xykh) => <AuditView xykh={xykh} />}
    </StudentPage>
  );
}
