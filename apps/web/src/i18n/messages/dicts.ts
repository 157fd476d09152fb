import { defineMessages } from '../define.ts';

/** Texts of the dicts feature (keys 'dicts.*'). */
export const dictsMessages = defineMessages({}, {});
