import { dictFields } from '@gs/sdk/dict-fields';
import { Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type DetailItem, DetailView } from '../../../components/page-kit/detail-view.tsx';
import { useT } from '../../../i18n/i18n.ts';
import type { SupervisorProfile, SupervisorProfileDetail } from '../api/profiles.ts';
import { QuotaProgress } from './quota-progress.tsx';
import '../messages.ts';

const dicts = dictFields.Teacher;

export function DirectionTags({ profile }: { profile: Pick<SupervisorProfile, 'directions'> }) {
  const t = useT();
  if (profile.directions.length === 0) return <Typography.Text type="secondary">{t('supervisors.detail.noDirections')}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {profile.directions.map((d) => (
        <Tag key={d.id} color="blue" title={d.zymc}>
          {d.name}
        </Tag>
      ))}
    </Space>
  );
}

export function YearCounts({ profile }: { profile: Pick<SupervisorProfile, 'yearCounts'> }) {
  const t = useT();
  if (profile.yearCounts.length === 0) return '-';
  return (
    <Space size={[4, 4]} wrap>
      {profile.yearCounts.map((y) => (
        <Tag key={y.rxnj}>{t('supervisors.yearCount', { year: y.rxnj, count: y.count })}</Tag>
      ))}
    </Space>
  );
}

const summaryItems: readonly DetailItem<SupervisorProfileDetail>[] = [
  { key: 'gh', label: 'supervisors.field.gh' },
  { key: 'xm', label: 'supervisors.field.xm' },
  { key: 'xb', label: 'supervisors.field.xb', dict: dicts.xb },
  { key: 'xymc', label: 'supervisors.field.college' },
  { key: 'zc', label: 'supervisors.field.zc', dict: dicts.zc },
  { key: 'dslx', label: 'supervisors.field.dslx', dict: dicts.dslx, tag: true },
  { key: 'quota', label: 'supervisors.field.quota', wide: true, render: (p) => <QuotaProgress profile={p} /> },
  { key: 'yearCounts', label: 'supervisors.field.yearCounts', wide: true, render: (p) => <YearCounts profile={p} /> },
  { key: 'directions', label: 'supervisors.field.directions', wide: true, render: (p) => <DirectionTags profile={p} /> },
];

const contactItems: readonly DetailItem<SupervisorProfileDetail>[] = [
  { key: 'sjhm', label: 'supervisors.field.sjhm' },
  { key: 'dzyx', label: 'supervisors.field.dzyx' },
  { key: 'studentCount', label: 'supervisors.field.studentCount' },
  { key: 'bio', label: 'supervisors.field.bio', wide: true, render: (p) => <BioText bio={p.bio} /> },
];

function BioText({ bio }: { bio: string | null }) {
  const t = useT();
  return bio ? (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{bio}</Typography.Paragraph>
  ) : (
    <Typography.Text type="secondary">{t('supervisors.detail.noBio')}</Typography.Text>
  );
}

/** A supervisor's profile: kind, quota used and left this year, directions; the full view adds contacts and introduction. */
export function ProfileSummary({ profile, full = false, title }: { profile: SupervisorProfileDetail; full?: boolean; title?: ReactNode }) {
  return <DetailView row={profile} items={full ? [...summaryItems, ...contactItems] : summaryItems} title={title} column={3} />;
}
