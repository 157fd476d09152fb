import { Grid, Steps, type StepsProps } from 'antd';
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

/**
 * The chain of an application's steps (AREAS.md): who decides, in order, and who decided what and when.
 * Side by side on a wide screen (antd's xl); one under another below it, where three steps with their
 * opinions have no room side by side (in English the last state went down one letter a line).
 */
export function ApplicationSteps({ application }: { application: Application }) {
  const t = useT();
  const wide = Grid.useBreakpoint().xl !== false;
  const items: StepsProps['items'] = application.steps.map((step) => ({
    title: t(`application.step.${step.role}`),
    status: STATUS[step.state],
    subTitle: t(`application.stepState.${step.state}`),
    content: step.decidedAt ? `${step.deciderName ?? ''} ${step.decidedAt}${step.opinion ? `${t('common.colon')}${step.opinion}` : ''}` : undefined,
  }));
  return <Steps size="small" orientation={wide ? 'horizontal' : 'vertical'} items={items} />;
}
