import { defineMessages } from '../define.ts';

/** Texts of the approvals feature (keys 'approvals.*'). */
export const approvalsMessages = defineMessages({}, {});
