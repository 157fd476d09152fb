/**
 * Orders strings by UTF-16 code units: right, and far cheaper than `localeCompare`, for keys whose
 * order is their code-unit order (ISO dates and times, ids, dictionary codes, card numbers). With
 * 20,000 applications a list sorted by `localeCompare` spent most of its time in ICU.
 */
export function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Numeric-string ids (snowflake-like, growing with time): shorter first, then by code units. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || compareCodes(a, b);
}
