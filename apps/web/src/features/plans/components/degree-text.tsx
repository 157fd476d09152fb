import { useT } from '../../../i18n/i18n.ts';
import type { PlanDegree } from '../api/keys.ts';
import { degreeLabel } from './degree.ts';

/** A degree type's name in the app's language. */
export function DegreeText({ degree }: { degree: PlanDegree }) {
  const t = useT();
  return <>{t(degreeLabel(degree))}</>;
}
