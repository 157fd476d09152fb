import type { Guard } from '../../../lib/permissions.ts';

/**
 * Who corrects grades, unlocks sheets and sets their release: holders of `cjgl:whcjgl:edit` (the
 * graduate school; admin passes every guard). A college secretary reads their college's grades only.
 */
export const MAY_MAINTAIN: Guard = ['cjgl:whcjgl:edit'];
