import { RollbackOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Space } from 'antd';
import { useState } from 'react';
import { FormDialog } from '../../../components/page-kit/form-dialog.tsx';
import { Permission } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useReturnVerification } from '../api/student-mutations.ts';
import { RegistrationCards } from '../components/registration-cards.tsx';
import { StatsCounters } from '../components/stats-counters.tsx';
import { type StudentBrief, StudentPicker } from '../../../components/student-picker/student-picker.tsx';
import { useDownload } from '../../../components/use-download.tsx';
import '../messages.ts';

/**
 * Verification (xj/xshd/index): verification statistics, one student's verification items
 * (xsbd/getXshd), returning a record for another check (stuinfo/thHdztTh) and the results as Excel.
 */
export default function VerificationPage() {
  const t = useT();
  const { message } = App.useApp();
  const [student, setStudent] = useState<StudentBrief | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const giveBack = useReturnVerification();
  const { run, busy } = useDownload();

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <StatsCounters path="/cloud-xj/api/xj/xjxx/getHdsjTj" title={t('students.stats.verification')} />
      <Card
        title={t('students.verification.find')}
        extra={
          <Space wrap>
            <StudentPicker value={student} onChange={setStudent} />
            <Permission guard={['xj:stuinfo:export']}>
              <Button loading={busy !== undefined} onClick={() => void run('hd', t('students.export.hd'), '/cloud-xj/api/xj/xjxx/easyXshdExportExcel')}>
                {t('students.export.hd')}
              </Button>
            </Permission>
          </Space>
        }
      >
        {student ? (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <Button danger icon={<RollbackOutlined />} onClick={() => setOpen(true)}>
              {t('students.verification.return')}
            </Button>
            <RegistrationCards key={student.xykh} xykh={student.xykh} />
          </Space>
        ) : (
          <Empty description={t('students.picker.hint')} />
        )}
      </Card>
      <FormDialog<{ reason?: string }>
        name="return-verification"
        open={open}
        title={t('students.verification.return')}
        fields={[{ name: 'reason', label: 'students.verification.reason', kind: 'textarea' }]}
        saving={giveBack.isPending}
        onClose={() => setOpen(false)}
        onSubmit={async ({ reason }) => {
          if (!student) return;
          await giveBack.mutateAsync({ body: { ids: [student.id], ...(reason?.trim() ? { reason: reason.trim() } : {}) } });
          message.success(t('students.verification.returned', { name: student.xm }));
          setOpen(false);
        }}
      />
    </Space>
  );
}
