import { Tag } from 'antd';
import { useT } from '../../../i18n/i18n.ts';
import type { AssessmentLevel, AssessmentState } from '../api/assessments.ts';
import '../messages.ts';

const LEVEL_COLOURS: Record<AssessmentLevel, string> = { excellent: 'green', qualified: 'blue', basic: 'orange', unqualified: 'red' };
const STATE_COLOURS: Record<AssessmentState, string> = { none: 'default', draft: 'gold', submitted: 'green' };

export function LevelTag({ level }: { level: AssessmentLevel | null }) {
  const t = useT();
  return level ? <Tag color={LEVEL_COLOURS[level]}>{t(`supervisors.dskh.level.${level}`)}</Tag> : '-';
}

export function StateTag({ state }: { state: AssessmentState }) {
  const t = useT();
  return <Tag color={STATE_COLOURS[state]}>{t(`supervisors.dskh.state.${state}`)}</Tag>;
}
