import { Result } from 'antd';
import { useT } from '../../../i18n/i18n.ts';
import { useSession } from '../../../stores/session.ts';
import { AuditView } from '../components/audit-view.tsx';
import '../messages.ts';

/** 我的培养计划 (my/pyjh/index, /my/pyjh): the signed-in student's own degree audit. */
export default function MyAuditPage() {
  const t = useT();
  const xykh = useSession((s) => s.info?.user.xykh);
  if (!xykh) return <Result status="warning" title={t('audits.missing')} />;
  return <AuditView xykh={xykh} />;
}
