import { useCallback } from 'react';
import type { Language } from '../config/settings.ts';
import { useSettings } from '../stores/settings.ts';
import { loadedMessages, loadedRouteTitles, registerMessages } from './define.ts';
import { appMessages } from './messages/app.ts';
import type { approvalsMessages } from './messages/approvals.ts';
import type { dictsMessages } from './messages/dicts.ts';
import type { filesMessages } from './messages/files.ts';
import { libMessages } from './messages/lib.ts';
import type { noticesMessages } from './messages/notices.ts';
import type { shellMessages } from './messages/shell.ts';
import type { studentsMessages } from './messages/students.ts';

/**
 * The catalogue of every visible text, zh (default) and en (SPEC 9). A feature owns its namespace;
 * `defineMessages` makes a key missing in one language a type error. The shell's texts are loaded
 * here; a feature's texts register themselves from its lazy chunk (see `registerMessages`), while
 * the type below still knows every key, so a typo is a compile error wherever it is.
 * A hand-written lookup rather than i18next: keys are checked at compile time and /login stays small.
 */
registerMessages(appMessages);
registerMessages(libMessages);

type Catalogue = typeof appMessages.zh &
  typeof libMessages.zh &
  typeof shellMessages.zh &
  typeof noticesMessages.zh &
  typeof filesMessages.zh &
  typeof dictsMessages.zh &
  typeof approvalsMessages.zh &
  typeof studentsMessages.zh;

export type MessageKey = keyof Catalogue;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const text: string = loadedMessages[language][key] ?? loadedMessages.zh[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A menu or route title from the server, translated when the catalogue knows its route name. */
export function routeTitle(language: Language, name: string | undefined, title: string): string {
  if (language === 'zh' || !name) return title;
  return loadedRouteTitles.en[name] ?? title;
}

export function useT(): Translate {
  const language = useSettings((s) => s.language);
  return useCallback((key, params) => translate(language, key, params), [language]);
}

export function useLanguage(): Language {
  return useSettings((s) => s.language);
}

/** For code outside React (request errors, the guard): the language of the moment. */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate(useSettings.getState().language, key, params);
}
