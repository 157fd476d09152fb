import { unzlibSync } from 'fflate';

/*
 * The text of a PDF as a reader's search and copy find it: shared by the mocks' tests and the browser
 * tests that download a PDF from the app (a report card, an application form).
 */

/** The content streams of a PDF, inflated when FlateDecode (one that does not inflate is left out), as latin1 text. */
function pdfStreams(bytes: Uint8Array): string[] {
  const latin1 = new TextDecoder('latin1');
  const raw = latin1.decode(bytes);
  const streams: string[] = [];
  for (const match of raw.matchAll(/<<(?:(?!>>\s*stream)[\s\S])*?>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let data = bytes.subarray(start, end);
    if (/\/FlateDecode/.test(match[0])) {
      try {
        data = unzlibSync(data);
      } catch {
        continue;
      }
    }
    streams.push(latin1.decode(data));
  }
  return streams;
}

/**
 * The text a PDF shows: the strings of the `Tj`/`TJ` operators of its content streams (inflated when
 * FlateDecode), hex or literal, joined with spaces per operator. Enough for PDFs drawn with the standard
 * fonts, whose strings are plain WinAnsi bytes.
 */
export function pdfText(bytes: Uint8Array): string {
  const texts: string[] = [];
  for (const content of pdfStreams(bytes)) {
    for (const op of content.matchAll(/(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const token = op[1]!;
      if (token.startsWith('<')) {
        const hex = token.slice(1, -1).replace(/\s/g, '');
        texts.push(String.fromCharCode(...(hex.match(/../g) ?? []).map((h) => parseInt(h, 16))));
      } else {
        texts.push(token.slice(1, -1).replace(/\\(.)/g, '$1'));
      }
    }
  }
  return texts.join(' ');
}

/**
 * The text of a PDF whose fonts are embedded with a ToUnicode map (a CJK subset, Identity-H): every
 * `<hex> Tj` (and the hex strings of `TJ` arrays) read as 2-byte glyph codes and mapped to Unicode by the
 * fonts' `beginbfchar` / `beginbfrange` entries, as a reader's copy and search would. One line per text
 * operator, in drawing order.
 */
export function pdfUnicodeText(bytes: Uint8Array): string {
  const streams = pdfStreams(bytes);
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const cmap of streams.filter((s) => s.includes('begincmap'))) {
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, code, unicode] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(code!, 16), utf16(unicode!));
    }
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, from, to, target] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f]+>)/g)) {
        const first = parseInt(from!, 16);
        const last = parseInt(to!, 16);
        if (target!.startsWith('[')) {
          [...target!.matchAll(/<([0-9A-Fa-f]+)>/g)].forEach(([, unicode], i) => map.set(first + i, utf16(unicode!)));
        } else {
          const base = parseInt(target!.slice(1, -1), 16);
          for (let code = first; code <= last; code += 1) map.set(code, String.fromCharCode(base + code - first));
        }
      }
    }
  }
  const lines: string[] = [];
  for (const content of streams.filter((s) => !s.includes('begincmap'))) {
    for (const op of content.matchAll(/(<[0-9A-Fa-f\s]*>)\s*Tj|\[((?:[^\]])*)\]\s*TJ/g)) {
      const hexes = op[1] ? [op[1]] : [...(op[2] ?? '').matchAll(/<[0-9A-Fa-f\s]*>/g)].map((m) => m[0]);
      const text = hexes
        .map((token) => (token.slice(1, -1).replace(/\s/g, '').match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '\uFFFD').join(''))
        .join('');
      if (text) lines.push(text);
    }
  }
  return lines.join('\n');
}
