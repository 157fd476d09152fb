import { App } from 'antd';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { FormDialog } from '../../../components/page-kit/form-dialog.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useAddFlag, useAppealReview, useCloseFlag, useDecideAppeal } from '../api/degree.ts';
import type { DisciplinaryFlag } from '../api/keys.ts';
import '../messages.ts';

/** A required text of `min`-`max` characters, as the spec limits it. */
function textField<V>(name: Extract<keyof V, string>, label: KitField<V>['label'], min: number, max: number, t: ReturnType<typeof useT>): KitField<V> {
  return {
    name,
    label,
    kind: 'textarea',
    maxLength: max,
    rows: 4,
    wide: true,
    rules: [
      { required: true, whitespace: true, message: t('degree.form.required') },
      { min, max, message: t('degree.form.length', { min, max }) },
    ],
  };
}

/** The student's appeal of a failed review (appealReview): why, within the window. */
export function AppealDialog({ xykh, until, onClose }: { xykh: string; until: string | null; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const appeal = useAppealReview();
  return (
    <FormDialog<{ reason: string }>
      name="degree-appeal"
      open
      title={until ? t('degree.appeal.titleUntil', { date: until }) : t('degree.appeal.title')}
      fields={[textField('reason', 'degree.appeal.reason', 10, 2000, t)]}
      saving={appeal.isPending}
      onSubmit={async ({ reason }) => {
        await appeal.mutateAsync({ params: { path: { xykh } }, body: { reason: reason.trim() } });
        message.success(t('degree.appeal.sent'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}

type Decision = { decision: 'accept' | 'reject'; opinion: string };

/** The graduate school's decision on an appeal (decideAppeal): accepted opens a new round of review. */
export function AppealDecisionDialog({ xykh, onClose }: { xykh: string; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const decide = useDecideAppeal();
  const fields: KitField<Decision>[] = [
    {
      name: 'decision',
      label: 'degree.appeal.decision',
      kind: 'select',
      options: [
        { value: 'accept', label: 'degree.appeal.accept' },
        { value: 'reject', label: 'degree.appeal.reject' },
      ],
      rules: [{ required: true, message: t('degree.form.required') }],
    },
    textField('opinion', 'degree.appeal.opinion', 2, 1000, t),
  ];
  return (
    <FormDialog<Decision>
      name="degree-appeal-decision"
      open
      title={t('degree.appeal.decide')}
      fields={fields}
      saving={decide.isPending}
      onSubmit={async ({ decision, opinion }) => {
        await decide.mutateAsync({ params: { path: { xykh } }, body: { accept: decision === 'accept', opinion: opinion.trim() } });
        message.success(t('degree.appeal.decided'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/** A new disciplinary flag (addDisciplinaryFlag): while open, the degree's discipline condition fails. */
export function AddFlagDialog({ xykh, onClose }: { xykh: string; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const add = useAddFlag();
  return (
    <FormDialog<{ reason: string }>
      name="degree-flag"
      open
      title={t('degree.flags.add')}
      fields={[textField('reason', 'degree.flags.reason', 2, 500, t)]}
      saving={add.isPending}
      onSubmit={async ({ reason }) => {
        await add.mutateAsync({ params: { path: { xykh } }, body: { reason: reason.trim() } });
        message.success(t('degree.flags.added'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/** The close of a flag with a note (closeDisciplinaryFlag). */
export function CloseFlagDialog({ xykh, flag, onClose }: { xykh: string; flag: DisciplinaryFlag; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const close = useCloseFlag();
  return (
    <FormDialog<{ note: string }>
      name="degree-flag-close"
      open
      title={t('degree.flags.closeTitle', { reason: flag.reason })}
      fields={[textField('note', 'degree.flags.closeNote', 2, 500, t)]}
      saving={close.isPending}
      onSubmit={async ({ note }) => {
        await close.mutateAsync({ params: { path: { xykh, flagId: flag.id } }, body: { note: note.trim() } });
        message.success(t('degree.flags.closed'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
