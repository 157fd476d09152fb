import { defineMessages, registerMessages } from '../define.ts';

/** Texts of the term picker (components/term). */
export const termMessages = registerMessages(
  defineMessages(
    {
      'term.current': '{name}（当前）',
      'term.all': '全部学期',
    },
    {
      'term.current': '{name} (current)',
      'term.all': 'All terms',
    },
  ),
);

type TermMessages = typeof termMessages.zh;

declare module '../define.ts' {
  interface AreaTexts extends TermMessages {}
}
