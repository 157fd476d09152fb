/**
 * What decides whether a Chinese word on a page is ours (issue 22 §13 "English throughout"): every
 * string of every JSON answer of the API is recorded while the pages are viewed; a run of CJK text on
 * the page is data (a person's name, a college, a student's reason, a notice's title) only if it is
 * part of such a string. Any other run came from the app itself. Strings the server sends as its own
 * words (kind names, dictionary labels, role names: `ServerWordField`) are not data: they must come in the
 * language the client asked for.
 */
import type { Page } from '@playwright/test';
import { apiPrefix } from './env.ts';

/** Han characters and the CJK and full-width punctuation that goes with them (，：（）、。). */
const cjkRun = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]+/gu;
const hasCjk = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/**
 * Where an answer carries words of the server's own rather than data: `at` is matched against the
 * answer's path and query, a space, and the field's path in its JSON (`/auth/info data.user.roles[].name`).
 */
export interface ServerWordField {
  at: RegExp;
  /** What these words are, for the report and the allow-list of words still in Chinese. */
  what: string;
}

/** One string of an answer, and where it came from: `GET /auth/info data.user.roles[].name`. */
interface Source {
  where: string;
  serverWords: string | undefined;
}

/**
 * Where a string holding a run came from, and whether the run is a name the server's words carry: a
 * run inside a string of the server's own that reads as English (a title, a summary: "Leave
 * application of 邵敏", "Moves to 软件工程, 计算机科学与技术学院") is a person, a college, a major or a
 * direction the sentence names, data like any other. The server's unit tests hold its English to
 * that (its English sentences carry names only); a string of the server's in Chinese carries none.
 */
interface Found extends Source {
  carried: boolean;
}

/**
 * Whether a string reads as English: outside its CJK runs it has a word of small letters (of, application,
 * supervisor), which a Chinese word of the server's (男, 按学院, SCI/SSCI 一区或 CCF A 类) has not.
 */
function readsEnglish(value: string): boolean {
  return /(^|[\s(])[A-Za-z]?[a-z]{2,}\b/.test(value.replace(cjkRun, ' '));
}

/** Entities the notices' stored HTML is encoded with (SPEC 3: "encoded HTML, decoded for display"). */
function decodeHtml(value: string): string[] {
  const decoded = value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
  return decoded
    .split(/<[^>]*>/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Records the strings of every JSON answer of the API that `page` receives, from now on. The app keeps
 * answers in its query cache, so a string answered on one page may show on the next: strings stay
 * recorded for the page's whole session.
 */
export class ApiStrings {
  private readonly strings = new Map<string, Source[]>();

  private constructor(private readonly serverWordFields: readonly ServerWordField[]) {}

  /**
   * Starts recording. Every call of the API passes through the test (a route that fetches the answer and
   * hands it on), so its body is read before the app has it: a body read after the event may be gone
   * from the browser's buffer on a loaded machine, and its strings with it. Answers whose path matches
   * `translatedByTheApp` are neither data nor the server's words: the app shows its own (the menu's titles).
   */
  static async record(page: Page, serverWordFields: readonly ServerWordField[], translatedByTheApp: RegExp): Promise<ApiStrings> {
    const strings = new ApiStrings(serverWordFields);
    await page.route(
      (url) => url.pathname.startsWith(`${apiPrefix}/`),
      async (route) => {
        const response = await route.fetch().catch(() => undefined);
        // The app gave up on it (a query cancelled), or the server is gone: nothing to record.
        if (!response) return route.abort().catch(() => undefined);
        const body = await response.body();
        const url = new URL(route.request().url());
        const api = `${url.pathname.slice(apiPrefix.length)}${url.search}`;
        if ((response.headers()['content-type'] ?? '').includes('json') && !translatedByTheApp.test(api)) {
          try {
            strings.add(route.request().method(), api, JSON.parse(body.toString('utf8')));
          } catch {
            // Not JSON after all: no strings of data.
          }
        }
        return route.fulfill({ response, body }).catch(() => undefined);
      },
    );
    return strings;
  }

  private add(method: string, api: string, body: unknown): void {
    const visit = (value: unknown, field: string) => {
      if (typeof value === 'string') {
        if (!hasCjk.test(value)) return;
        const rule = this.serverWordFields.find((candidate) => candidate.at.test(`${api} ${field}`));
        const source = { where: `${method} ${api.replace(/\?.*/, '')} ${field}`, serverWords: rule?.what };
        for (const text of value.includes('&lt;') || value.includes('<') ? [value, ...decodeHtml(value)] : [value]) {
          const sources = this.strings.get(text) ?? [];
          if (!sources.some((known) => known.where === source.where)) sources.push(source);
          this.strings.set(text, sources);
        }
      } else if (Array.isArray(value)) {
        for (const item of value) visit(item, `${field}[]`);
      } else if (typeof value === 'object' && value !== null) {
        for (const [key, item] of Object.entries(value)) visit(item, field ? `${field}.${key}` : key);
      }
    };
    visit(body, '');
  }

  /**
   * Where the API answered `run`, shown in `text`: the strings equal to the whole shown text when there
   * are such (a label, a name, a title), else those equal to the run (a label inside a sentence of the
   * app's: 一等: 2 of 2), else every string the run is part of. A run that is part of an English string of
   * the server's, not the whole of it, is `carried` (a name in its sentence).
   */
  sourcesOf(run: string, text: string): { sources: Found[]; exact: boolean } {
    const of = (value: string, sources: readonly Source[]): Found[] =>
      sources.map((source) => ({ ...source, carried: source.serverWords !== undefined && value !== run && readsEnglish(value) }));
    const whole = text.trim();
    const [value, exact] = this.strings.has(whole) ? [whole, this.strings.get(whole)] : [run, this.strings.get(run)];
    if (exact) return { sources: of(value, exact), exact: true };
    const found: Found[] = [];
    for (const [value, sources] of this.strings) if (value.includes(run)) found.push(...of(value, sources));
    return { sources: found, exact: false };
  }
}

/** A text on the page that holds CJK: a text node, an attribute a user sees or hears, or the document's title. */
export interface ShownText {
  text: string;
  /** The element, and the nearest named container and landmark it is in. */
  element: string;
}

/** Every visible text of the page that holds CJK characters. */
export async function shownCjkTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const cjk = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const label = (element: Element) => {
      const role = element.getAttribute('role');
      const name = element.getAttribute('aria-label');
      return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${name ? `[aria-label="${name}"]` : ''}`;
    };
    const describe = (element: Element) => {
      const parts = [label(element)];
      const container = element.parentElement?.closest(
        'button, a, label, th, td, [role=columnheader], [role=cell], [role=tab], [role=menuitem], [role=option], h1, h2, h3, h4, h5, [role=heading], li, dt, dd',
      );
      if (container) parts.push(label(container));
      const landmark = element.closest('[role=dialog], main, header, nav, aside, footer, [role=navigation], [role=tablist], [role=menu], [role=tooltip]');
      if (landmark && landmark !== container) parts.push(label(landmark));
      return parts.join(' in ');
    };
    const found: { text: string; element: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      const parent = node.parentElement;
      if (!cjk.test(text) || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName) || !visible(parent)) continue;
      found.push({ text, element: describe(parent) });
    }
    for (const element of document.body.querySelectorAll('[placeholder], [title], [aria-label], [aria-description], [alt], input, textarea')) {
      if (!visible(element)) continue;
      for (const attribute of ['placeholder', 'title', 'aria-label', 'aria-description', 'alt']) {
        const text = element.getAttribute(attribute);
        if (text && cjk.test(text)) found.push({ text, element: `${describe(element)} (${attribute})` });
      }
      if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && cjk.test(element.value)) {
        found.push({ text: element.value, element: `${describe(element)} (value)` });
      }
    }
    if (cjk.test(document.title)) found.push({ text: document.title, element: 'the document title' });
    return found;
  });
}

/** What a run of CJK text on a page is. */
export type Verdict =
  | { kind: 'data'; where: string }
  | { kind: 'ours' }
  /** The server's words (`what`): not data; they must come in the client's language. */
  | { kind: 'server'; what: string; where: string };

export interface Finding {
  run: string;
  text: string;
  element: string;
  verdict: Verdict;
}

/**
 * Splits every shown text into its CJK runs and decides what each is. A text, or a run, that is exactly
 * a string the server answered as its own word is that word, even where the same string is data
 * elsewhere (男 is a dictionary's label and a value in a statistic); a run that is only part of
 * answered strings is data when any of them is, and a name an English sentence of the server's carries
 * is data too.
 */
export function judge(shown: readonly ShownText[], strings: ApiStrings): Finding[] {
  const findings: Finding[] = [];
  for (const { text, element } of shown) {
    for (const run of text.match(cjkRun) ?? []) {
      const { sources, exact } = strings.sourcesOf(run, text);
      const data = sources.find((source) => source.serverWords === undefined || source.carried);
      const server = sources.find((source) => source.serverWords !== undefined && !source.carried);
      const verdict: Verdict =
        server && (exact || !data)
          ? { kind: 'server', what: server.serverWords ?? '', where: server.where }
          : data
            ? { kind: 'data', where: data.carried ? `${data.where} (a name in the server's English)` : data.where }
            : { kind: 'ours' };
      findings.push({ run, text: text.trim().slice(0, 80), element, verdict });
    }
  }
  return findings;
}

/**
 * Layout in English (issue 22 §13): header cells whose text is wider than their box (cut, or ended
 * with an ellipsis) or whose words break over two lines, and numbers (digits with their separators: 1,234.5, 2026-09-01, 08:30, 85%) that
 * wrap onto a second line.
 */
export async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const short = (text: string | null) => (text ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    for (const cell of document.querySelectorAll('th, [role=columnheader]')) {
      if (!visible(cell) || !(cell instanceof HTMLElement) || (cell.textContent ?? '').trim() === '') continue;
      const box = cell.getBoundingClientRect();
      const style = getComputedStyle(cell);
      const right = box.right - parseFloat(style.paddingRight);
      const left = box.left + parseFloat(style.paddingLeft);
      // A title's own box that clips it (antd's ellipsis), or its text reaching out of the cell's content box.
      for (const element of [cell, ...cell.querySelectorAll('*')]) {
        if (!(element instanceof HTMLElement) || element.clientWidth === 0) continue;
        const texts = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
        const [first, last] = [texts[0], texts.at(-1)];
        if (!first || !last) continue;
        const range = document.createRange();
        range.setStartBefore(first);
        range.setEndAfter(last);
        const text = range.getBoundingClientRect();
        // A title may wrap between its words, not inside one (Achieveme / nts).
        const broken = texts
          .flatMap((node) => [...(node.textContent ?? '').matchAll(/\S+/g)].map((word) => ({ node, word })))
          .find(({ node, word }) => {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size > 1;
          });
        if (broken) {
          faults.push(
            `header cell "${short(cell.textContent)}" breaks the word "${broken.word[0]}" over two lines (the column is ${Math.round(box.width)} px)`,
          );
          break;
        }
        // The cell's own scroll width counts antd's shadow of a fixed column (a pseudo-element 30 px past
        // its edge), so the cell is judged by where its text lies; a box inside it by what it clips.
        const clipped = element !== cell && element.scrollWidth > element.clientWidth + 1;
        if (clipped || text.left < left - 1 || text.right > right + 1) {
          faults.push(
            `header cell "${short(cell.textContent)}" is cut: its title needs ${Math.max(element.scrollWidth, Math.round(text.width))} px and has ${Math.min(element.clientWidth, Math.round(right - text.left))} px (the column is ${Math.round(box.width)} px)`,
          );
          break;
        }
      }
    }
    const number = /[-+]?\d[\d.,:/%-]*/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      const parent = node.parentElement;
      if (!/\d/.test(text) || !parent || !visible(parent)) continue;
      for (const match of text.matchAll(number)) {
        if (match[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) faults.push(`number "${match[0]}" wraps in "${short(parent.textContent)}"`);
      }
    }
    return faults;
  });
}
