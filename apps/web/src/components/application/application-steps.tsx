import { Steps, type StepsProps } from 'antd';
import { useT } from '../../i18n/i18n.ts';
import type { Application } from './api.ts';
import '../../i18n/messages/applications.ts';

type Step = Application['steps'][number];

const STATUS: Record<Step['state'], NonNullable<StepsProps['status']>> = {
  waiting: 'wait',
  pending: 'process',
  approved: 'finish',
  rejected: 'error',
  skipped: 'wait',
  unreached: 'wait',
};

/** The chain of an application's steps (AREAS.md): who decides, in order, and who decided what and when. */
export function ApplicationSteps({ application }: { application: Application }) {
  const t = useT();
  const items: StepsProps['items'] = application.steps.map((step) => ({
    title: t(`application.step.${step.role}`),
    status: STATUS[step.state],
    subTitle: t(`application.stepState.${step.state}`),
    content: step.decidedAt ? `${step.deciderName ?? ''} ${step.decidedAt}${step.opinion ? `${t('common.colon')}${step.opinion}` : ''}` : undefined,
  }));
  return <Steps size="small" items={items} />;
}
