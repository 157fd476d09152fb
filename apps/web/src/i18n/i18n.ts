import { useCallback } from 'react';
import type { Language } from '../config/settings.ts';
import { useSettings } from '../stores/settings.ts';
import { type AreaTexts, loadedMessages, loadedRouteTitles, registerMessages } from './define.ts';
import { appMessages } from './messages/app.ts';
import type { approvalDialogMessages } from './messages/approval-dialog.ts';
import type { fileItemsMessages } from './messages/file-items.ts';
import type { layoutsMessages } from './messages/layouts.ts';
import { libMessages } from './messages/lib.ts';
import type { noticeDialogMessages } from './messages/notice-dialog.ts';
import type { pageKitMessages } from './messages/page-kit.ts';

/**
 * The catalogue of every visible text, zh (default) and en (SPEC 9). Each area owns its texts in
 * `features/<area>/messages.ts`; `defineMessages` makes a key missing in one language a type error.
 * The app's and shared code's texts are loaded here; the layouts' and an area's texts register
 * themselves from their lazy chunks (see `registerMessages`), while the type below still knows every
 * key, so a typo is a compile error wherever it is.
 * A hand-written lookup rather than i18next: keys are checked at compile time and /login stays small.
 */
registerMessages(appMessages);
registerMessages(libMessages);

/** Shared texts: the app and sign-in, shared logic, the layouts, the app-wide components. */
type SharedTexts = typeof appMessages.zh &
  typeof libMessages.zh &
  typeof layoutsMessages.zh &
  typeof fileItemsMessages.zh &
  typeof approvalDialogMessages.zh &
  typeof noticeDialogMessages.zh &
  typeof pageKitMessages.zh;

type Catalogue = SharedTexts & AreaTexts;

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
