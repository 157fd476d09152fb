import { RollbackOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { Permission } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useReturnVerification } from '../api/student-mutations.ts';
import { RegistrationCards } from '../components/registration-cards.tsx';
import { StatsCounters } from '../components/stats-counters.tsx';
import { type StudentBrief, StudentPicker } from '../components/student-picker.tsx';
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
  const [form] = Form.useForm<{ reason?: string }>();
  const giveBack = useReturnVerification();
  const { run, busy } = useDownload();

  const submit = async () => {
    if (!student) return;
    const { reason } = await form.validateFields();
    try {
      await giveBack.mutateAsync({ body: { ids: [student.id], ...(reason?.trim() ? { reason: reason.trim() } : {}) } });
      message.success(t('students.verification.returned', { name: student.xm }));
      setOpen(false);
      form.resetFields();
    } catch {
      // Shown by the client.
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <StatsCounters path="/cloud-xj/api/xj/xjxx/getHdsjTj" title={t('students.stats.verification')} />
      <Card
        title={t('students.verification.find')}
        extra={
          <Space wrap>
            <StudentPicker value={student} onChange={setStudent} />
            <Permission guard={['xj:stuinfo:export']}>
              <Button
                loading={busy !== undefined}
                onClick={() => void run('hd', t('students.export.hd'), '/cloud-xj/api/xj/xjxx/easyXshdExportExcel')}
              >
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
      <Modal
        open={open}
        title={t('students.verification.return')}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        confirmLoading={giveBack.isPending}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        forceRender
      >
        <Form form={form} layout="vertical" name="return-verification">
          <Form.Item name="reason" label={t('students.verification.reason')}>
            <Input.TextArea maxLength={1000} showCount rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
