import { App } from 'antd';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { FormDialog } from '../../../components/page-kit/form-dialog.tsx';
import { useLanguage, useT } from '../../../i18n/i18n.ts';
import type { GradeRecord } from '../api/keys.ts';
import { useUnlockSheet } from '../api/grades.ts';
import { courseName } from './marks.ts';
import '../messages.ts';

/** The sheet a grade belongs to, as the sheet-level actions name it. */
export type SheetTarget = Pick<GradeRecord, 'offeringId' | 'term' | 'kcmc' | 'kcmcEn'>;

interface UnlockValues {
  reason: string;
}

/**
 * Unlocking a submitted sheet (staff): a draft again, which its teacher may change and submit anew.
 * The reason is required and goes into every grade's history; a refusal stays in the dialog.
 */
export function UnlockDialog({ sheet, onClose }: { sheet: SheetTarget | undefined; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const unlock = useUnlockSheet();
  const fields: KitField<UnlockValues>[] = [
    {
      name: 'reason',
      label: 'grades.unlock.reason',
      kind: 'textarea',
      maxLength: 200,
      placeholder: 'grades.correct.reasonHint',
      rules: [
        { required: true, whitespace: true, message: t('grades.correct.reasonRule') },
        { min: 2, max: 200, message: t('grades.correct.reasonRule') },
      ],
    },
  ];
  return (
    <FormDialog<UnlockValues>
      name="grade-unlock"
      open={sheet !== undefined}
      title={sheet ? t('grades.unlock.title', { course: courseName(language, sheet), term: sheet.term }) : ''}
      fields={fields}
      saving={unlock.isPending}
      onSubmit={async ({ reason }) => {
        if (!sheet) return;
        await unlock.mutateAsync({ params: { path: { offeringId: sheet.offeringId } }, body: { reason: reason.trim() } });
        void message.success(t('grades.unlock.done'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
