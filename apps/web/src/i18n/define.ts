/**
 * One namespace of the catalogue: the zh texts define the keys, and the en texts must have exactly
 * the same keys, so a text missing in one language fails the typecheck, not the user.
 * `{name}` in a text is replaced by the parameter of that name.
 */
export function defineMessages<const Z extends Record<string, string>>(zh: Z, en: { [K in keyof Z]: string }) {
  return { zh, en };
}
