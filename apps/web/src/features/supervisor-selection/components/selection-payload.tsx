import { dictFields } from '@gs/sdk/dict-fields';
import type { components } from '@gs/sdk/schema';
import { useMemo } from 'react';
import type { Application } from '../../../components/application/api.ts';
import { payloadOf } from '../../../components/application/kind-fields.tsx';
import { useOrgTree } from '../../../components/org/api.ts';
import { namesOf } from '../../../components/org/tree.ts';
import { Attachments } from '../../../components/application/attachments.tsx';
import { type DetailItem, DetailView } from '../../../components/page-kit/detail-view.tsx';
import { useT } from '../../../i18n/i18n.ts';
import '../../../i18n/messages/applications.ts';
import '../messages.ts';

type Selection = components['schemas']['SupervisorSelectionPayload'];

/** What a teacher asked for in a selection: the kind, title, discipline, directions, achievements, review form. */
export function SelectionPayload({ application }: { application: Application }) {
  const t = useT();
  const tree = useOrgTree();
  const names = useMemo(() => namesOf(tree.data), [tree.data]);
  const payload = payloadOf(application, 'dsls');
  if (!payload) return null;
  const items: DetailItem<Selection>[] = [
    { key: 'dslx', label: 'supervisorSelection.field.dslx', dict: dictFields.SupervisorSelectionPayload.dslx, tag: true },
    { key: 'zc', label: 'supervisorSelection.field.zc', dict: dictFields.SupervisorSelectionPayload.zc },
    { key: 'zydm', label: 'supervisorSelection.field.discipline', dict: dictFields.SupervisorSelectionPayload.zydm },
    {
      key: 'directionIds',
      label: 'supervisorSelection.field.directionIds',
      wide: true,
      render: (p) => p.directionIds.map((id) => names.get(id) ?? id).join(t('supervisorSelection.directionSep')),
    },
    { key: 'researchSummary', label: 'supervisorSelection.field.researchSummary', wide: true },
    { key: 'reviewForm', label: 'supervisorSelection.field.reviewForm', wide: true, render: (p) => <Attachments ids={[p.reviewForm]} /> },
  ];
  return <DetailView<Selection> title={t('application.payload')} row={payload} items={items} column={{ xs: 1, md: 2, xl: 3 }} />;
}
