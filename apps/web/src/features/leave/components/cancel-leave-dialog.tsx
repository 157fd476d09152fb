import { App } from 'antd';
import type { Application } from '../../../components/application/api.ts';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { FormDialog } from '../../../components/page-kit/form-dialog.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { type LeavePayload, useCancelLeave } from '../api/leaves.ts';
import '../messages.ts';

interface Values {
  returnDate: string;
  remark?: string;
}

/**
 * The cancel-leave (销假) of an approved leave: the day the student was back (not before the first day of
 * leave; the server also refuses a day after today) and a remark. The server's refusals show in its words.
 */
export function CancelLeaveDialog({
  application,
  leave,
  open,
  onClose,
}: {
  application: Application;
  leave: LeavePayload;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const cancel = useCancelLeave();
  const fields: KitField<Values>[] = [
    {
      name: 'returnDate',
      label: 'leave.cancel.returnDate',
      kind: 'date',
      rules: [
        { required: true, message: t('leave.cancel.required') },
        {
          validator: (_rule, value: unknown) =>
            typeof value === 'string' && value < leave.leaveStart
              ? Promise.reject(new Error(t('leave.cancel.beforeStart', { start: leave.leaveStart })))
              : Promise.resolve(),
        },
      ],
    },
    { name: 'remark', label: 'leave.cancel.remark', kind: 'textarea', maxLength: 200, rows: 2 },
  ];
  return (
    <FormDialog<Values>
      name="cancel-leave"
      open={open}
      title={t('leave.cancel.title', { title: application.title })}
      fields={fields}
      saving={cancel.isPending}
      onSubmit={async (values) => {
        const remark = values.remark?.trim();
        await cancel.mutateAsync({ params: { path: { id: application.id } }, body: { returnDate: values.returnDate, ...(remark ? { remark } : {}) } });
        void message.success(t('leave.cancel.done'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
