import { defineMessages, registerMessages } from '../define.ts';

/** Texts of the term picker (components/term). */
export const termMessages = registerMessages(
  defineMessages(
    {
      'termPicker.current': '{name}（当前）',
      'termPicker.all': '全部学期',
    },
    {
      'termPicker.current': '{name} (current)',
      'termPicker.all': 'All terms',
    },
  ),
);

type TermMessages = typeof termMessages.zh;

declare module '../define.ts' {
  interface AreaTexts extends TermMessages {}
}
