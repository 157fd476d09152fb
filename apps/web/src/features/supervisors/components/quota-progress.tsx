import { Progress, Space, Typography } from 'antd';
import { useT } from '../../../i18n/i18n.ts';
import type { SupervisorProfile } from '../api/profiles.ts';
import '../messages.ts';

/** This enrolment year's places: taken of the quota, and how many are left (red once it is full). */
export function QuotaProgress({ profile }: { profile: Pick<SupervisorProfile, 'quota' | 'quotaUsed' | 'quotaLeft' | 'quotaYear'> }) {
  const t = useT();
  const { quota, quotaUsed, quotaLeft, quotaYear } = profile;
  if (quota === 0 && quotaUsed === 0) return <Typography.Text type="secondary">{t('supervisors.quota.none')}</Typography.Text>;
  const percent = quota === 0 ? 100 : Math.min(100, Math.round((quotaUsed / quota) * 100));
  const label = t('supervisors.quota.progress', { year: quotaYear, used: quotaUsed, quota, left: quotaLeft });
  return (
    <Space orientation="vertical" size={0} style={{ width: '100%', maxWidth: 320 }}>
      <Progress percent={percent} status={quotaLeft === 0 ? 'exception' : 'normal'} showInfo={false} aria-label={label} />
      <Typography.Text>{label}</Typography.Text>
    </Space>
  );
}
