import { defineMessages } from '../define.ts';

/** Texts of the students feature (keys 'students.*'). */
export const studentsMessages = defineMessages({}, {});
