import type { components } from '@gs/sdk/schema';

export type ScholarshipRules = components['schemas']['ScholarshipRules'];
export type AchievementInput = components['schemas']['ScholarshipAchievementInput'];
export type ScholarshipPayload = components['schemas']['ScholarshipPayload'];

/** An achievement as the form holds it while it is typed (any part may still be missing). */
export type AchievementDraft = Partial<AchievementInput>;
