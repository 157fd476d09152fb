import { Card, Input, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import { AuditView } from '../components/audit-view.tsx';
import '../messages.ts';

/**
 * 学生培养计划 (pkgl/pyfa/plan-view, /zdyxd/xspyjhView?xykh=): a student's degree audit for the graduate school,
 * a college secretary (their college's) and a supervisor (their students'); the server refuses anyone else.
 * Opened without a card number, it asks for one.
 */
export default function StudentAuditPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const xykh = params.get('xykh');
  if (!xykh)
    return (
      <Card>
        <Result status="info" title={t('audits.missing')}>
          <Input.Search
            aria-label={t('audits.pick.label')}
            placeholder={t('audits.pick.placeholder')}
            enterButton={t('audits.pick.open')}
            maxLength={20}
            style={{ maxWidth: 420 }}
            onSearch={(value) => {
              const card = value.trim();
              if (card) navigate(paths.studentAudit(card));
            }}
          />
        </Result>
      </Card>
    );
  return <AuditView key={xykh} xykh={xykh} />;
}
