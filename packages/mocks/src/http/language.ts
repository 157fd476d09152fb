/*
 * The language of a request (our model of issue 22 §13): the client sends `Accept-Language: en` or `zh`
 * (the default) on every call, and the backend answers the words it owns in that language: names of
 * kinds and steps, titles and summaries it renders, dictionary labels that have an English one, role
 * names, and the messages of the refusals a user meets. Names of people and colleges stay as they are.
 */

export type Lang = 'zh' | 'en';

/**
 * The language of `Accept-Language`: the first of `en` and `zh` (with or without a region) in the order
 * of the header's weights; Chinese when it names neither, or is missing.
 */
export function languageOf(request: Request): Lang {
  const header = request.headers.get('accept-language');
  if (!header) return 'zh';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { base: tag.trim().split('-')[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => (entry.base === 'en' || entry.base === 'zh') && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.base === 'en' ? 'en' : 'zh';
}

/** The words in the request's language: Chinese unless English is asked for (and given). */
export function say(lang: Lang | undefined, zh: string, en: string | undefined): string {
  return lang === 'en' && en !== undefined ? en : zh;
}
