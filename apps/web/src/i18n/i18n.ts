import { useCallback } from 'react';
import type { Language } from '../config/settings.ts';
import { useSettings } from '../stores/settings.ts';
import { appMessages } from './messages/app.ts';
import { approvalsMessages } from './messages/approvals.ts';
import { dictsMessages } from './messages/dicts.ts';
import { filesMessages } from './messages/files.ts';
import { libMessages } from './messages/lib.ts';
import { noticesMessages } from './messages/notices.ts';
import { studentsMessages } from './messages/students.ts';

/**
 * The catalogue of every visible text, zh (default) and en (SPEC 9). Namespaces are merged here so a
 * feature owns its texts; `defineMessages` makes a key missing in one language a type error.
 * A hand-written lookup rather than i18next: keys are checked at compile time and /login stays small.
 */
const catalogue = {
  zh: {
    ...appMessages.zh,
    ...libMessages.zh,
    ...noticesMessages.zh,
    ...filesMessages.zh,
    ...dictsMessages.zh,
    ...approvalsMessages.zh,
    ...studentsMessages.zh,
  },
  en: {
    ...appMessages.en,
    ...libMessages.en,
    ...noticesMessages.en,
    ...filesMessages.en,
    ...dictsMessages.en,
    ...approvalsMessages.en,
    ...studentsMessages.en,
  },
} as const;

export type MessageKey = keyof typeof catalogue.zh;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const text: string = catalogue[language][key] ?? catalogue.zh[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A menu or route title from the server, translated when the catalogue knows its route name. */
export function routeTitle(language: Language, name: string | undefined, title: string): string {
  if (language === 'zh' || !name) return title;
  const key = `route.${name}`;
  return key in catalogue.en ? catalogue.en[key as MessageKey] : title;
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
