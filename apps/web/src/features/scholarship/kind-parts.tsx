import type { components } from '@gs/sdk/schema';
import type { Application } from '../../components/application/api.ts';
import { payloadOf } from '../../components/application/kind-fields.tsx';
import { defineKindParts } from '../../components/application/kind-plugin.ts';
import { useT } from '../../i18n/i18n.ts';
import { ScholarshipFields } from './components/scholarship-fields.tsx';
import { ScholarshipView } from './components/scholarship-view.tsx';
import type { AchievementDraft } from './types.ts';
import './messages.ts';
import '../../i18n/messages/applications.ts';

type ScholarshipInput = components['schemas']['ScholarshipPayloadInput'];

/** What the scholarship form holds: the year, the achievements as typed, the statement. */
interface ScholarshipValues {
  year?: string;
  statement?: string;
  achievements?: AchievementDraft[];
}

/**
 * The payload from the checked values: each achievement trimmed, a level only where its category has
 * levels. The form requires every achievement's category, title and date before it sends.
 */
export function scholarshipPayload(v: ScholarshipValues): ScholarshipInput {
  return {
    kind: 'scholarship',
    year: v.year ?? '',
    statement: (v.statement ?? '').trim(),
    achievements: (v.achievements ?? []).map((a) => ({
      category: a.category!,
      title: a.title!.trim(),
      date: a.date!,
      ...(a.level ? { level: a.level } : {}),
    })),
  };
}

function ScholarshipDetail({ application }: { application: Application }) {
  const t = useT();
  const payload = payloadOf(application, 'scholarship');
  if (!payload) return null;
  return (
    <div>
      <h4 style={{ marginTop: 0 }}>{t('application.payload')}</h4>
      <ScholarshipView payload={payload} />
    </div>
  );
}

/** The scholarship's form (achievements scored as typed), payload and detail (a plug-in of the application kit). */
export default defineKindParts<ScholarshipValues>({
  detailTitle: 'scholarship.detailTitle',
  Fields: ScholarshipFields,
  toPayload: (values) => scholarshipPayload(values),
  Payload: ScholarshipDetail,
});
