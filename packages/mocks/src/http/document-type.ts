/**
 * The document format of uploaded bytes, read from their signature rather than from the label or the
 * name the client gave them (as `image-type.ts` does for photos): an endpoint for review forms must
 * not store markup, a script or an executable named `form.pdf`.
 */
export type DocumentType = 'application/pdf' | 'application/msword' | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The extensions each type may carry: a name must agree with the bytes. */
export const DOCUMENT_SUFFIXES: Readonly<Record<DocumentType, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
};

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

/** Whether `needle` occurs in the first `limit` bytes. */
function contains(bytes: Uint8Array, needle: readonly number[], limit: number): boolean {
  const end = Math.min(bytes.length, limit) - needle.length;
  outer: for (let i = 0; i <= end; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const PDF = ascii('%PDF-');
/** OLE2 compound file: Word 97-2003 documents. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** A zip's local file header: an Office Open XML document is a zip. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The entry names of a zip are stored as they are: a Word document holds `word/document.xml`. */
const WORD_PART = ascii('word/');

export function documentTypeOf(bytes: Uint8Array): DocumentType | undefined {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, OLE2)) return 'application/msword';
  if (startsWith(bytes, ZIP) && contains(bytes, WORD_PART, 1 << 20)) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return undefined;
}
