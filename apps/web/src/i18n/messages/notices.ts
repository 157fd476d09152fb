import { defineMessages, registerMessages } from '../define.ts';

/** Texts of the notices feature (keys 'notices.*'). */
export const noticesMessages = registerMessages(
  defineMessages({}, {}),
);
