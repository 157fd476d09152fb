import { defineMessages, registerMessages } from '../define.ts';

/** Texts of the approvals feature (keys 'approvals.*'). */
export const approvalsMessages = registerMessages(
  defineMessages({}, {}),
);
