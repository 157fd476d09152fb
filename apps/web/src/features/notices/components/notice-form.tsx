import { App, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { FileUpload, type UploadedFile } from '../../../components/file-upload.tsx';
import { settings } from '../../../config/settings.ts';
import { useT } from '../../../i18n/i18n.ts';
import { decodeEntities, encodeEntities } from '../../../lib/html.ts';
import { fileIds, type Notice, useFilesInfo } from '../../../components/notice/api.ts';
import { useAddNotice, useEditNotice } from '../api/notices.ts';
import { isBlankHtml, RichTextEditor } from './rich-text-editor.tsx';
import { RefusalAlert, useFormPress } from '../../../components/page-kit/refusal.tsx';
import { Dialog } from '../../../components/page-kit/dialog.tsx';
import '../messages.ts';

interface Fields {
  title: string;
  deptName?: string;
  content: string;
  files: UploadedFile[];
}

/**
 * Add or edit a notice (SPEC 7 POST / PUT /kernel/api/config/notice): title, department, rich text
 * (sent entity-encoded, SPEC 3) and up to 5 attachments (SPEC 9) through the app's upload component.
 */
export function NoticeForm({ notice, onClose }: { notice: Notice | undefined; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const { refusal, press } = useFormPress(form);
  const add = useAddNotice();
  const edit = useEditNotice();
  const [saving, setSaving] = useState(false);
  const ids = notice ? fileIds(notice.filekey) : [];
  const attachments = useFilesInfo(ids);

  useEffect(() => {
    form.setFieldsValue({
      title: notice?.title ?? '',
      deptName: notice?.deptName,
      content: notice ? decodeEntities(notice.content) : '',
      files: [],
    });
  }, [notice, form]);

  // The attachments' names arrive after the form opens.
  useEffect(() => {
    if (attachments.data)
      form.setFieldValue(
        'files',
        attachments.data.map(({ id, realName, fileSize }) => ({ id, realName, fileSize })),
      );
  }, [attachments.data, form]);

  // The page's one check of a press (a field that changed while it ran is checked again); what stops it is said.
  const save = () =>
    press(async (fields) => {
      setSaving(true);
      try {
        const body = {
          title: fields.title.trim(),
          deptName: fields.deptName?.trim() || undefined,
          content: encodeEntities(fields.content),
          filekey: JSON.stringify(fields.files.map((file) => file.id)),
        };
        if (notice) {
          await edit.mutateAsync({ body: { ...body, id: notice.id } });
          message.success(t('notices.updated', { title: body.title }));
        } else {
          await add.mutateAsync({ body });
          message.success(t('notices.added', { title: body.title }));
        }
        onClose();
      } finally {
        setSaving(false);
      }
    });

  return (
    <Dialog
      open
      title={notice ? t('notices.form.editTitle') : t('notices.form.addTitle')}
      width={860}
      okText={t('notices.form.save')}
      cancelText={t('notices.form.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="notice-form" initialValues={{ files: [] }}>
        <RefusalAlert refusal={refusal} />
        <Form.Item name="title" label={t('notices.form.title')} rules={[{ required: true, whitespace: true, message: t('notices.form.titleRequired') }]}>
          <Input maxLength={200} showCount />
        </Form.Item>
        <Form.Item name="deptName" label={t('notices.form.dept')}>
          <Input maxLength={100} placeholder={t('notices.form.deptPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('notices.form.content')}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                isBlankHtml(value) ? Promise.reject(new Error(t('notices.form.contentRequired'))) : Promise.resolve(),
            },
          ]}
        >
          <RichTextEditor />
        </Form.Item>
        <Form.Item name="files" label={t('notices.form.attachments', { n: settings.upload.noticeAttachments })}>
          <FileUpload multiple={settings.upload.noticeAttachments} modules="notice" biz="attachment" />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
