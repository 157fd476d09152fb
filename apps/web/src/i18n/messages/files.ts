import { defineMessages, registerMessages } from '../define.ts';

/** Texts of the files feature (keys 'files.*'). */
export const filesMessages = registerMessages(
  defineMessages({}, {}),
);
