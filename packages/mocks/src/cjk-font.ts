/// <reference types="node" /> -- a Node-only module (the server side of the printable forms), whatever program type-checks it
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocument } from 'pdf-lib';
import type { PdfFonts } from './files/pdf.ts';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/*
 * The Chinese font of the printable forms, on the Node side only (the standalone server and vitest pass
 * it to the context; the browser worker has none and answers a print with 501). Noto Sans Hans (Noto Sans
 * CJK SC subset to GB2312, SIL Open Font License 1.1) from the npm package @embedpdf/fonts-sc, read once
 * from disk (8 MB) when the first form is printed; each PDF embeds only the glyphs it draws (50 KB).
 *
 * pdf-lib's own fontkit fork (@pdf-lib/fontkit 1.1.1) writes broken subsets of CID-keyed CFF fonts such as
 * this one (FreeType and poppler reject the font and draw nothing), so upstream fontkit 2 does the parsing
 * and subsetting; pdf-lib reads a subset as a Node-style stream of one chunk, which fontkit 2 no longer
 * has (`encode()` instead), so `adapt` hands it one.
 */

const FONT_FILE = 'NotoSansHans-Regular.otf';
/** fontkit 2 ships no types; what is used of it is typed here (`create`), and the import takes a name. */
const FONTKIT: string = 'fontkit';

type Listener = (value?: unknown) => void;
interface Subset {
  encode(): Uint8Array;
  encodeStream?: () => unknown;
}
interface FontkitFont {
  createSubset(): Subset;
}

/** fontkit 2 as pdf-lib calls it: `create`, and subsets with `encodeStream()` emitting one `data` and `end`. */
function adapt(create: (bytes: Uint8Array) => unknown): Fontkit {
  const parsed = new WeakMap<Uint8Array, FontkitFont>();
  return {
    create(bytes: Uint8Array) {
      // The same bytes (the cached font) are parsed once, not once per form.
      let font = parsed.get(bytes);
      if (!font) {
        font = create(bytes) as FontkitFont;
        const createSubset = font.createSubset.bind(font);
        font.createSubset = () => {
          const subset = createSubset();
          subset.encodeStream = () => {
            const listeners: Record<string, Listener> = {};
            let scheduled = false;
            const stream = {
              on(event: string, listener: Listener) {
                listeners[event] = listener;
                // pdf-lib adds its three listeners in one chain; the bytes follow once it has.
                if (!scheduled) {
                  scheduled = true;
                  queueMicrotask(() => {
                    try {
                      listeners.data?.(subset.encode());
                      listeners.end?.();
                    } catch (error) {
                      listeners.error?.(error);
                    }
                  });
                }
                return stream;
              },
            };
            return stream;
          };
          return subset;
        };
        parsed.set(bytes, font);
      }
      return font;
    },
  } as unknown as Fontkit;
}

/** The Node side's fonts for `applicationFormPdf`, loaded on first use and kept. */
export function nodePdfFonts(): PdfFonts {
  let loaded: ReturnType<PdfFonts['load']> | undefined;
  return {
    load() {
      loaded ??= (async () => {
        const [fontkit, bytes] = await Promise.all([
          import(FONTKIT) as Promise<{ create(bytes: Uint8Array): unknown }>,
          // The package exports only its index; the fonts sit next to it.
          readFile(path.join(path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts', FONT_FILE)),
        ]);
        return { fontkit: adapt(fontkit.create), regular: new Uint8Array(bytes) };
      })();
      // A failed load is tried again on the next print rather than remembered.
      loaded.catch(() => (loaded = undefined));
      return loaded;
    },
  };
}
