import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Upload, type UploadFile } from 'antd';
import { Dialog } from '../../../components/page-kit/dialog.tsx';
import { RefusalAlert, useFormPress } from '../../../components/page-kit/refusal.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useSubmitThesis } from '../api/degree.ts';
import '../messages.ts';

/** The request limit of every upload (api-spec ThesisUploadForm: 413 above it), checked before anything is sent. */
const MAX_MB = 5;

interface Values {
  file: UploadFile[];
  title: string;
  revisionNotes?: string;
}

/**
 * The thesis upload (submitThesis): the PDF, its title and, when a review asked for revision, what changed
 * (required then: the reviewer reads it with the revised thesis). The server checks the bytes again.
 */
export function ThesisUploadDialog({
  xykh,
  revising,
  initialTitle,
  onClose,
}: {
  xykh: string;
  revising: boolean;
  initialTitle: string | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { refusal, press } = useFormPress(form);
  const submit = useSubmitThesis();
  const required = t('degree.form.required');

  const send = () =>
    press(async (values) => {
      const file = values.file[0]?.originFileObj;
      if (!file) throw new Error('no file picked');
      await submit.mutateAsync({ xykh, file, title: values.title.trim(), revisionNotes: values.revisionNotes?.trim() });
      message.success(t('degree.thesis.uploaded'));
      onClose();
    });

  return (
    <Dialog
      open
      title={t(revising ? 'degree.thesis.uploadRevised' : 'degree.thesis.upload')}
      okText={t('degree.thesis.send')}
      cancelText={t('common.cancel')}
      confirmLoading={submit.isPending}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" name="thesis-upload" initialValues={{ title: initialTitle ?? '', file: [] }}>
        <RefusalAlert refusal={refusal} />
        {revising && <Alert type="info" showIcon title={t('degree.thesis.revisingHint')} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="file"
          label={t('degree.thesis.file')}
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          extra={t('degree.thesis.fileHint', { mb: MAX_MB })}
          rules={[
            { required: true, type: 'array', min: 1, message: t('degree.thesis.filePick') },
            {
              validator: (_rule, value: UploadFile[] | undefined) => {
                const picked = value?.[0];
                if (!picked) return Promise.resolve();
                if (!/\.pdf$/i.test(picked.name)) return Promise.reject(new Error(t('degree.thesis.notPdf')));
                if ((picked.size ?? 0) > MAX_MB * 1024 * 1024) return Promise.reject(new Error(t('degree.thesis.tooLarge', { mb: MAX_MB })));
                return Promise.resolve();
              },
            },
          ]}
        >
          {/* Kept in the form until sent: the thesis goes in one call with its title (not the storage upload). */}
          <Upload beforeUpload={() => false} accept=".pdf,application/pdf" maxCount={1}>
            <Button icon={<UploadOutlined />}>{t('degree.thesis.pick')}</Button>
          </Upload>
        </Form.Item>
        <Form.Item
          name="title"
          label={t('degree.thesis.title')}
          rules={[
            { required: true, whitespace: true, message: required },
            { min: 2, max: 200, message: t('degree.form.length', { min: 2, max: 200 }) },
          ]}
        >
          <Input maxLength={200} showCount />
        </Form.Item>
        {revising && (
          <Form.Item
            name="revisionNotes"
            label={t('degree.thesis.revisionNotes')}
            rules={[
              { required: true, whitespace: true, message: required },
              { max: 2000, message: t('degree.form.length', { min: 1, max: 2000 }) },
            ]}
          >
            <Input.TextArea rows={4} maxLength={2000} showCount />
          </Form.Item>
        )}
      </Form>
    </Dialog>
  );
}
