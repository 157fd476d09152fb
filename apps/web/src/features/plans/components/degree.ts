import type { MessageKey } from '../../../i18n/i18n.ts';
import type { PlanDegree } from '../api/keys.ts';
import '../messages.ts';

/** The catalogue key of a degree type's name. */
export const degreeLabel = (degree: PlanDegree): MessageKey => `plans.degree.${degree}`;
