import { Alert, Button, Col, Form, Row, Select, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { FileUpload, type UploadedFile } from '../file-upload.tsx';
import { FieldControl } from '../page-kit/field-control.tsx';
import { type Application, type ApplicationKind, type ApplicationKindInfo, useApply, useOrgTree, useTeachers } from './api.ts';
import { leaveChain, leaveDays } from './leave.ts';
import { buildPayload, payloadFields, type PayloadFormValues } from './payload.ts';
import { ScholarshipFields } from './scholarship-fields.tsx';
import '../../i18n/messages/applications.ts';

type Values = PayloadFormValues & { kind?: ApplicationKind; attachments?: UploadedFile[] };

/** A teacher picked by name or staff number (the new supervisor of a change of supervisor). */
function TeacherSelect({ id, value, onChange }: { id?: string; value?: string; onChange?: (gh: string | undefined) => void }) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const found = useTeachers(keyword);
  const options = (found.data?.records ?? [])
    .filter((teacher) => teacher.dslx !== '0')
    .map((teacher) => ({ value: teacher.gh, label: `${teacher.xm} · ${teacher.gh} · ${teacher.xymc}` }));
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      options={options}
      placeholder={t('application.teacher.placeholder')}
      notFoundContent={t('application.teacher.none')}
    />
  );
}

/** The day count of a leave as it is typed, and the chain it will take (the server counts again). */
function LeavePreview({ start, end }: { start: string | undefined; end: string | undefined }) {
  const t = useT();
  const days = leaveDays(start, end);
  if (days === undefined) return null;
  const chain = leaveChain(days)
    .map((role) => t(`application.step.${role}`))
    .join(' → ');
  return <Alert role="status" type="info" showIcon title={t('application.leave.preview', { days, chain })} style={{ marginBottom: 16 }} />;
}

export interface ApplicationFormProps {
  /** The kinds this form offers (one business, such as every status change). */
  kinds: readonly ApplicationKindInfo[];
  /** The student the application is for, when staff apply on a student's behalf. */
  xykh?: string;
  /** What comes before the kind (the student picker of /addXjyd). */
  subject?: ReactNode;
  /** False until the form may be sent (no student picked yet). */
  ready?: boolean;
  /** The kind chosen when the form opens (a business of one kind). */
  initialKind?: ApplicationKind;
  /** The college the majors and directions are picked in (a teacher applies within their own). */
  xydm?: string;
  onDone: (application: Application) => void;
  onCancel?: () => void;
}

/**
 * The form of a new application: the kind (a closed window says when it opens), the kind's own fields,
 * the reason and attachments. The server checks everything again; its refusals (window closed, an
 * open application of the same kind) come back in its own words, and what was typed stays.
 */
export function ApplicationForm({ kinds, xykh, subject, ready = true, initialKind, xydm, onDone, onCancel }: ApplicationFormProps) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const tree = useOrgTree();
  const apply = useApply();
  const info = kinds.find((item) => item.kind === kind);
  const leaveStart = Form.useWatch('leaveStart', form);
  const leaveEnd = Form.useWatch('leaveEnd', form);
  const messages = {
    required: t('application.form.required'),
    notMajor: t('application.form.notMajor'),
    phone: t('application.form.phone'),
    endBeforeStart: t('application.form.endBeforeStart'),
  };
  // A scholarship's achievements have their own list (scholarship-fields.tsx).
  const fields = kind && kind !== 'scholarship' ? payloadFields(kind, tree.data, messages, xydm) : [];

  const submit = async () => {
    const values = await form.validateFields();
    if (!values.kind) return;
    try {
      const created = await apply.mutateAsync({
        body: {
          kind: values.kind,
          payload: buildPayload(values.kind, values, tree.data),
          ...(values.attachments?.length ? { attachments: values.attachments.map((file) => file.id) } : {}),
          ...(xykh ? { xykh } : {}),
        },
      });
      form.resetFields();
      onDone(created);
    } catch {
      // The client has shown the server's message (SPEC 8); what was typed stays.
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" name="application-form" initialValues={initialKind ? { kind: initialKind } : undefined}>
      {subject}
      <Form.Item name="kind" label={t('application.field.kind')} rules={[{ required: true, message: t('application.form.required') }]}>
        <Select<ApplicationKind>
          options={kinds.map((item) => ({ value: item.kind, label: item.name }))}
          placeholder={t('application.form.kindHint')}
          style={{ maxWidth: 360 }}
        />
      </Form.Item>
      {info && !info.mayApply && info.reason && <Alert type="warning" showIcon title={info.reason} style={{ marginBottom: 16 }} />}
      {kind === 'scholarship' && <ScholarshipFields form={form} />}
      <Row gutter={16}>
        {fields.map((field) => (
          <Col key={field.name} xs={24} md={field.wide ? 24 : 12}>
            <Form.Item name={field.name} label={t(field.label)} rules={field.rules}>
              {field.name === 'dsgh' ? <TeacherSelect /> : <FieldControl field={field} />}
            </Form.Item>
          </Col>
        ))}
      </Row>
      {kind === 'leave' && <LeavePreview start={leaveStart} end={leaveEnd} />}
      {kind && (
        <Form.Item name="attachments" label={t('application.attachments')}>
          <FileUpload multiple={5} maxSizeMb={10} modules="application" biz={kind} />
        </Form.Item>
      )}
      <Space>
        <Button type="primary" loading={apply.isPending} disabled={!ready || !kind} onClick={() => void submit()}>
          {t('application.form.submit')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      </Space>
    </Form>
  );
}
