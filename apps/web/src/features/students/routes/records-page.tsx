import { AuditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAccess } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { openApproval } from '../../../components/approval/open-approval.ts';
import { StudentRecords } from '../components/student-records.tsx';
import '../messages.ts';

/** SPEC 3 approval submission of a student record: the business the approval service calls back. */
const studentApproval = { type: 'xjxx', callback: '/cloud-xj/api/xj/xjxx/approvalCallback', mkCode: 'xj', coreCode: 'xjxx' } as const;

/** Student records (xj/xjxx/index, /xj/xjxx), with batch approval of the selected records. */
export default function RecordsPage() {
  const t = useT();
  const { can } = useAccess();
  return (
    <StudentRecords
      add="regular"
      extraTools={(selected, clear) =>
        can(['approval:add']) && (
          <Button
            icon={<AuditOutlined />}
            disabled={selected.length === 0}
            onClick={() =>
              void openApproval({ ids: selected, ...studentApproval }).then((result) => {
                if (result) clear();
              })
            }
          >
            {t('students.batchApproval')}
          </Button>
        )
      }
    />
  );
}
