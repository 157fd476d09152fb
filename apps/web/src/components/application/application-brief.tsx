import { dictFields } from '@gs/sdk/dict-fields';
import { useT } from '../../i18n/i18n.ts';
import { DetailView, type DetailItem } from '../page-kit/detail-view.tsx';
import type { Application } from './api.ts';
import { Attachments } from './attachments.tsx';
import '../../i18n/messages/applications.ts';

/**
 * What a decision is about, in the approval dialog opened from a list (issue 22 §4): the subject, the
 * kind, what is asked (the summary names the dates, days and reason), who applied and when, the
 * attachments with their preview. The history follows it in the dialog.
 */
export function ApplicationBrief({ application }: { application: Application }) {
  const t = useT();
  const items: DetailItem<Application>[] = [
    {
      key: 'subject',
      label: application.subject.type === 'teacher' ? 'application.field.teacher' : 'application.field.subject',
      render: (a) => `${a.subject.xm}${t('common.paren', { text: a.subject.xykh ?? a.subject.gh ?? '' })}`,
    },
    { key: 'kind', label: 'application.field.kind', dict: dictFields.Application.kind },
    { key: 'summary', label: 'application.field.summary', wide: true },
    { key: 'applicantName', label: 'application.field.applicant' },
    { key: 'submitTime', label: 'application.field.submitTime' },
    { key: 'attachments', label: 'application.attachments', wide: true, render: (a) => <Attachments ids={a.attachments} /> },
  ];
  return <DetailView<Application> row={application} items={items} column={1} />;
}
