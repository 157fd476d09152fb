/**
 * One namespace of the catalogue: the zh texts define the keys, and the en texts must have exactly
 * the same keys, so a text missing in one language fails the typecheck, not the user.
 * `{name}` in a text is replaced by the parameter of that name.
 */
export function defineMessages<const Z extends Record<string, string>>(zh: Z, en: { [K in keyof Z]: string }) {
  return { zh, en };
}

/**
 * The keys of every area's texts. Empty here: each `features/<area>/messages.ts` adds its own keys
 * by declaration merging, so the shared i18n code knows no area and an area is added without
 * editing this folder, while a typo in any key is still a compile error.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AreaTexts {}

export interface Namespace {
  zh: Record<string, string>;
  en: Record<string, string>;
}

/** The texts the running app knows. The shell's namespaces are in from the start; features add theirs. */
export const loadedMessages: Namespace = { zh: {}, en: {} };

/**
 * Adds a namespace to the running catalogue. A feature's messages module calls this when it is first
 * imported, so its texts travel in the feature's lazy chunk and /login does not pay for them: every
 * module that uses a feature's keys imports that feature's messages module.
 */
export function registerMessages<N extends Namespace>(namespace: N): N {
  Object.assign(loadedMessages.zh, namespace.zh);
  Object.assign(loadedMessages.en, namespace.en);
  return namespace;
}

/**
 * Titles of server menu routes by route name (the menu node's `name`), zh and en. The server sends
 * the zh title; the en one replaces it in English. An area lists its own in its `views.ts`.
 */
export function defineRouteTitles<const Z extends Record<string, string>>(zh: Z, en: { [K in keyof Z]: string }): Namespace {
  return { zh, en };
}

/** The route titles the running app knows: the shell registers every area's when it loads. */
export const loadedRouteTitles: Namespace = { zh: {}, en: {} };

export function registerRouteTitles(titles: Namespace): void {
  Object.assign(loadedRouteTitles.zh, titles.zh);
  Object.assign(loadedRouteTitles.en, titles.en);
}
