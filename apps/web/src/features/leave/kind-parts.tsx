import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import type { Application } from '../../components/application/api.ts';
import { KindFieldList, PayloadDetail } from '../../components/application/kind-fields.tsx';
import { defineKindParts, type KindFieldsProps } from '../../components/application/kind-plugin.ts';
import { useT } from '../../i18n/i18n.ts';
import { CancelLeaveDialog } from './components/cancel-leave-dialog.tsx';
import { CancellationInfo } from './components/cancellation-info.tsx';
import { type LeaveValues, leaveFields, leaveItems, leavePayload } from './fields.ts';
import { leaveChain, leaveDays } from '@gs/sdk/rules/leave';
import { leaveOf } from './rules.ts';
import '../../i18n/messages/applications.ts';
import './messages.ts';

/** The day count of a leave as it is typed, and the chain it will take (the server counts again). */
function LeavePreview({ start, end }: { start: string | undefined; end: string | undefined }) {
  const t = useT();
  const days = leaveDays(start, end);
  if (days === undefined) return null;
  const chain = leaveChain(days)
    .map((role) => t(`application.step.${role}` as const))
    .join(' → ');
  return <Alert role="status" type="info" showIcon title={t('leave.preview', { days, chain })} style={{ marginBottom: 16 }} />;
}

function LeaveFields({ form }: KindFieldsProps) {
  const t = useT();
  const start = Form.useWatch('leaveStart', form) as string | undefined;
  const end = Form.useWatch('leaveEnd', form) as string | undefined;
  return (
    <>
      <KindFieldList fields={leaveFields(t)} />
      <LeavePreview start={start} end={end} />
    </>
  );
}

/** The leave as asked, and its return once recorded. */
function LeaveDetail({ application }: { application: Application }) {
  const leave = leaveOf(application);
  if (!leave) return null;
  return (
    <>
      <PayloadDetail payload={leave} items={leaveItems} />
      <CancellationInfo leave={leave} />
    </>
  );
}

/** Cancel-leave (销假) next to decide and withdraw, for whoever may record the return. */
function CancelLeaveAction({ application }: { application: Application }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const leave = leaveOf(application);
  if (!leave || !application.mayCancel) return null;
  return (
    <>
      <Button type="primary" icon={<CheckCircleOutlined />} onClick={() => setOpen(true)}>
        {t('leave.cancel')}
      </Button>
      <CancelLeaveDialog application={application} leave={leave} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Leave's form fields (with the day count and chain as typed), payload and detail (a plug-in of the application kit). */
export default defineKindParts<LeaveValues>({
  detailTitle: 'leave.detailTitle',
  Fields: LeaveFields,
  toPayload: (values) => leavePayload(values),
  Payload: LeaveDetail,
  Actions: CancelLeaveAction,
});
