import { Button, Card, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useSession } from '../../../stores/session.ts';
import { useSupervisorProfile } from '../api/profiles.ts';
import { ProfileDialog } from '../components/profile-dialog.tsx';
import { ProfileSummary } from '../components/profile-summary.tsx';
import { StudentsTable } from '../components/students-table.tsx';
import '../messages.ts';

/**
 * One supervisor (hidden route /dsxx/jsinfoView?gh=, SPEC 2): profile, directions, this year's quota,
 * contacts and introduction, and the current students the caller may see. The graduate school and the
 * college secretary edit every field; the teacher their own directions and introduction.
 */
export default function SupervisorViewPage() {
  const t = useT();
  const [params] = useSearchParams();
  const gh = params.get('gh');
  const profile = useSupervisorProfile(gh);
  const { can } = useAccess();
  const ownGh = useSession((s) => s.info?.user.gh);
  const [editing, setEditing] = useState<'full' | 'own' | null>(null);
  if (!gh) return <Result status="warning" title={t('supervisors.detail.missing')} />;
  if (profile.isPending) return <Skeleton active />;
  if (!profile.data) return <Result status="404" title={t('supervisors.detail.missing')} />;
  const data = profile.data;
  const full = can({ role: ['staff', 'college'] });
  const own = !full && can({ role: ['teacher'] }) && ownGh === data.gh;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card
        title={t('supervisors.detail.profile')}
        extra={
          (full || own) && (
            <Button type="primary" onClick={() => setEditing(full ? 'full' : 'own')}>
              {full ? t('supervisors.edit') : t('supervisors.editOwn')}
            </Button>
          )
        }
      >
        <ProfileSummary profile={data} full />
      </Card>
      <Card title={t('supervisors.detail.students', { total: data.students.length })}>
        <StudentsTable students={data.students} />
      </Card>
      {editing && <ProfileDialog profile={data} full={editing === 'full'} bio={data.bio} onClose={() => setEditing(null)} />}
    </Space>
  );
}
