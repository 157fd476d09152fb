import { App, Form, Input, Modal } from 'antd';
import { DictSelect } from '../../../components/dict-select.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { dictNames } from '../../../lib/dicts.ts';
import { useChangeStatus } from '../api/student-mutations.ts';
import '../messages.ts';

interface StatusForm {
  xjzt: string;
  bz?: string;
}

/** Batch status change (SPEC 7 PUT stuinfoList) of the selected records. */
export function StatusDialog({ ids, open, onClose, onDone }: { ids: string[]; open: boolean; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<StatusForm>();
  const change = useChangeStatus();

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const result = await change.mutateAsync({ body: { ids, xjzt: values.xjzt, ...(values.bz?.trim() ? { bz: values.bz.trim() } : {}) } });
      message.success(t('students.status.done', { count: result?.updated ?? ids.length }));
      form.resetFields();
      onDone();
    } catch {
      // Shown by the client.
    }
  };

  return (
    <Modal
      open={open}
      title={t('students.status.title', { count: ids.length })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={change.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form<StatusForm> form={form} layout="vertical" name="student-status">
        <Form.Item name="xjzt" label={t('students.field.xjzt')} rules={[{ required: true, message: t('students.status.required') }]}>
          <DictSelect dict={dictNames.status} />
        </Form.Item>
        <Form.Item name="bz" label={t('students.status.reason')}>
          <Input.TextArea maxLength={1000} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
