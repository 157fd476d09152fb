import { App } from 'antd';
import { FormDialog } from '../../../components/page-kit/form-dialog.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
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
  const change = useChangeStatus();
  const fields: KitField<StatusForm>[] = [
    { name: 'xjzt', label: 'students.field.xjzt', kind: 'dict', dict: dictNames.status, rules: [{ required: true, message: t('students.status.required') }] },
    { name: 'bz', label: 'students.status.reason', kind: 'textarea' },
  ];
  return (
    <FormDialog<StatusForm>
      name="student-status"
      open={open}
      title={t('students.status.title', { count: ids.length })}
      fields={fields}
      saving={change.isPending}
      onClose={onClose}
      onSubmit={async ({ xjzt, bz }) => {
        const result = await change.mutateAsync({ body: { ids, xjzt, ...(bz?.trim() ? { bz: bz.trim() } : {}) } });
        message.success(t('students.status.done', { count: result?.updated ?? ids.length }));
        onDone();
      }}
    />
  );
}
