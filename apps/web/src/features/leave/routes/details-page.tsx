import { CheckCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Application } from '../../../components/application/api.ts';
import { ApplicationDetail } from '../../../components/application/application-detail.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useSession } from '../../../stores/session.ts';
import { CancelLeaveDialog } from '../components/cancel-leave-dialog.tsx';
import { CancellationInfo } from '../components/cancellation-info.tsx';
import { leaveOf, mayCancelLeave } from '../rules.ts';
import '../messages.ts';

function CancelLeaveAction({ application }: { application: Application }) {
  const t = useT();
  const info = useSession((s) => s.info);
  const [open, setOpen] = useState(false);
  const leave = leaveOf(application);
  if (!leave || !mayCancelLeave(info, application)) return null;
  return (
    <>
      <Button type="primary" icon={<CheckCircleOutlined />} onClick={() => setOpen(true)}>
        {t('leave.cancel')}
      </Button>
      <CancelLeaveDialog application={application} leave={leave} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function Cancelled({ application }: { application: Application }) {
  const leave = leaveOf(application);
  return leave ? <CancellationInfo leave={leave} /> : null;
}

/**
 * A leave (hidden route /qjgl/toDetails?id=, SPEC 2): the shared application detail (steps, the leave with
 * its day count, attachments, history, decide, withdraw), the cancel-leave once approved, and the return
 * once recorded. Reviewers from /xj/qjgl, supervisors from their home page, students from their applications.
 */
export default function LeaveDetailsPage() {
  const [params] = useSearchParams();
  return (
    <ApplicationDetail
      id={params.get('id')}
      actions={(application) => <CancelLeaveAction application={application} />}
      extra={(application) => <Cancelled application={application} />}
    />
  );
}
