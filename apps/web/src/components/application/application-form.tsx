import { Alert, Button, Form, Select, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { FileUpload, type UploadedFile } from '../file-upload.tsx';
import { useOrgTree } from '../org/api.ts';
import { type Application, type ApplicationKind, type ApplicationKindInfo, useApply } from './api.ts';
import { type KindFormValues, useKindParts } from './kind-plugin.ts';
import { SubjectNow } from './subject-now.tsx';
import { RefusalAlert, useFormPress } from '../page-kit/refusal.tsx';
import { useSession } from '../../stores/session.ts';
import '../../i18n/messages/applications.ts';

type Values = KindFormValues & { kind?: ApplicationKind; attachments?: UploadedFile[] };

export interface ApplicationFormProps {
  /** The kinds this form offers (one business, such as every status change). */
  kinds: readonly ApplicationKindInfo[];
  /** The student the application is for, when staff apply on a student's behalf. */
  xykh?: string | undefined;
  /** What comes before the kind (a student picker, when staff apply for a student). */
  subject?: ReactNode;
  /** False until the form may be sent (no student picked yet). */
  ready?: boolean;
  /** The kind chosen when the form opens (a business of one kind). */
  initialKind?: ApplicationKind;
  /** The college the majors and directions are picked in (a teacher applies within their own). */
  xydm?: string | undefined;
  onDone: (application: Application) => void;
  onCancel?: () => void;
}

/**
 * The form of a new application: the kind (a closed window says when it opens), the kind's own fields
 * (its plug-in's), and attachments. The server checks everything again; its refusals (window closed,
 * an open application of the same kind) come back in its own words, and what was typed stays.
 */
export function ApplicationForm({ kinds, xykh, subject, ready = true, initialKind, xydm, onDone, onCancel }: ApplicationFormProps) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const parts = useKindParts(kind);
  const tree = useOrgTree();
  const apply = useApply();
  const info = kinds.find((item) => item.kind === kind);
  // A student applies about themself; staff about the student they picked (`xykh`).
  const student = useSession((s) => s.info?.roles[0]?.roleKey === 'student');

  const { refusal, press } = useFormPress(form);

  // What was typed stays after a failure, with the reason above it (the client shows a refusal as a toast too, SPEC 8).
  const submit = () =>
    press(async (values) => {
      // The kind's plug-in still loading: not sent, and said so (a press never goes unanswered).
      if (!values.kind || !parts.data) throw new Error('the kind of application is not loaded yet');
      const created = await apply.mutateAsync({
        body: {
          kind: values.kind,
          payload: parts.data.toPayload(values, values.kind, { tree: tree.data }),
          ...(values.attachments?.length ? { attachments: values.attachments.map((file) => file.id) } : {}),
          ...(xykh ? { xykh } : {}),
        },
      });
      form.resetFields();
      onDone(created);
    });

  const Fields = parts.data?.Fields;
  return (
    <Form<Values> form={form} layout="vertical" name="application-form" initialValues={initialKind ? { kind: initialKind } : undefined}>
      <RefusalAlert refusal={refusal} />
      {subject}
      <Form.Item name="kind" label={t('application.field.kind')} rules={[{ required: true, message: t('application.form.required') }]}>
        <Select<ApplicationKind>
          options={kinds.map((item) => ({ value: item.kind, label: item.name }))}
          placeholder={t('application.form.kindHint')}
          style={{ maxWidth: 360 }}
        />
      </Form.Item>
      {info && !info.mayApply && info.reason && <Alert type="warning" showIcon title={info.reason} style={{ marginBottom: 16 }} />}
      {info?.subject === 'student' && <SubjectNow xykh={xykh} self={student} />}
      {kind && (Fields ? <Fields form={form} kind={kind} xydm={xydm} /> : <Skeleton active paragraph={{ rows: 4 }} />)}
      {kind && (
        <Form.Item name="attachments" label={t('application.attachments')}>
          <FileUpload multiple={5} maxSizeMb={10} modules="application" biz={kind} />
        </Form.Item>
      )}
      <Space>
        <Button type="primary" loading={apply.isPending} disabled={!ready || !kind || !Fields} onClick={() => void submit()}>
          {t('application.form.submit')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      </Space>
    </Form>
  );
}
