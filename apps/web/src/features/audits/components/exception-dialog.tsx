import { App, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';
import { FormDialog } from '../../../components/page-kit/form-dialog.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useCreateAuditException } from '../api/audits.ts';
import type { AuditExceptionInput, AuditGroup, DegreeAudit } from '../api/keys.ts';
import { useCourseText } from './course-text.ts';
import '../messages.ts';

type Kind = AuditExceptionInput['kind'];

/** The dialog's values: the body's, with the waived course apart from the substitute (one picker each). */
type ExceptionForm = Pick<AuditExceptionInput, 'kind' | 'reason'> & { courseId?: string; substituteFor?: string; waived?: string };

interface Choice {
  value: string;
  label: string;
}

function KindControl({ value, onChange, onKind, id }: { value?: Kind; onChange?: (value: Kind) => void; onKind: (value: Kind) => void; id?: string }) {
  const t = useT();
  return (
    <Radio.Group
      id={id}
      value={value}
      onChange={(event) => {
        const kind = event.target.value as Kind;
        onChange?.(kind);
        onKind(kind);
      }}
      options={[
        { value: 'substitute', label: t('audits.dialog.kind.substitute') },
        { value: 'waive', label: t('audits.dialog.kind.waive') },
      ]}
    />
  );
}

function CourseSelect({
  value,
  onChange,
  id,
  choices,
  label,
  placeholder,
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  choices: Choice[];
  label: string;
  placeholder: string;
}) {
  return (
    <Select
      id={id}
      aria-label={label}
      value={value}
      onChange={onChange}
      options={choices}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}

/**
 * The graduate school's exception to one group of a student's plan (our model, issue 23 §1): a substitution (a
 * course the student took counts in place of one of the group's) or a waiver (of one of its courses, or of the
 * whole group), with the reason the server requires. What the server refuses is shown above the fields.
 */
export function ExceptionDialog({ audit, group, onClose }: { audit: DegreeAudit; group: AuditGroup | null; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const courseText = useCourseText();
  const create = useCreateAuditException();
  const [kind, setKind] = useState<Kind>('substitute');

  // A substitute is a course the student took: one that does not count, or one counted in another group.
  const taken = useMemo<Choice[]>(() => {
    const seen = new Map<string, string>();
    for (const line of audit.notCounted) if (line.courseId) seen.set(line.courseId, courseText(line));
    for (const other of audit.groups)
      if (other.id !== group?.id)
        for (const line of other.courses) if (line.state === 'passed' || line.state === 'in-progress') seen.set(line.courseId, courseText(line));
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [audit, group, courseText]);
  const own = useMemo<Choice[]>(
    () => (group?.courses ?? []).filter((c) => c.state !== 'waived' && c.state !== 'substituted').map((c) => ({ value: c.courseId, label: courseText(c) })),
    [group, courseText],
  );

  const kindField: KitField<ExceptionForm> = {
    name: 'kind',
    label: 'audits.dialog.kind',
    kind: 'custom',
    rules: [{ required: true, message: t('audits.dialog.required') }],
    render: (control) => <KindControl {...control} onKind={setKind} />,
  };
  const reasonField: KitField<ExceptionForm> = {
    name: 'reason',
    label: 'audits.dialog.reason',
    kind: 'textarea',
    maxLength: 200,
    rows: 3,
    rules: [
      { required: true, whitespace: true, message: t('audits.dialog.required') },
      { min: 2, max: 200, message: t('audits.dialog.reasonLength') },
    ],
  };
  const required = [{ required: true, message: t('audits.dialog.required') }];
  const fields: KitField<ExceptionForm>[] =
    kind === 'substitute'
      ? [
          kindField,
          {
            name: 'courseId',
            label: 'audits.dialog.course',
            kind: 'custom',
            rules: required,
            render: (control) => <CourseSelect {...control} choices={taken} label={t('audits.dialog.course')} placeholder={t('audits.dialog.coursePick')} />,
          },
          {
            name: 'substituteFor',
            label: 'audits.dialog.target',
            kind: 'custom',
            rules: required,
            render: (control) => <CourseSelect {...control} choices={own} label={t('audits.dialog.target')} placeholder={t('audits.dialog.groupPick')} />,
          },
          reasonField,
        ]
      : [
          kindField,
          {
            name: 'waived',
            label: 'audits.dialog.waived',
            kind: 'custom',
            render: (control) => <CourseSelect {...control} choices={own} label={t('audits.dialog.waived')} placeholder={t('audits.dialog.groupPick')} />,
          },
          reasonField,
        ];

  const close = () => {
    setKind('substitute');
    onClose();
  };
  const submit = async (values: ExceptionForm) => {
    if (!group) return;
    const body: AuditExceptionInput =
      values.kind === 'substitute'
        ? { kind: 'substitute', groupId: group.id, courseId: values.courseId, substituteFor: values.substituteFor, reason: values.reason.trim() }
        : { kind: 'waive', groupId: group.id, courseId: values.waived ?? null, reason: values.reason.trim() };
    await create.mutateAsync({ params: { path: { xykh: audit.student.xykh } }, body });
    void message.success(t('audits.exception.saved'));
    close();
  };

  return (
    <FormDialog<ExceptionForm>
      name="audit-exception"
      open={group !== null}
      title={group ? t('audits.exception.addIn', { group: group.name }) : t('audits.dialog.title')}
      fields={fields}
      initialValues={{ kind: 'substitute' }}
      saving={create.isPending}
      onSubmit={submit}
      onClose={close}
    />
  );
}
