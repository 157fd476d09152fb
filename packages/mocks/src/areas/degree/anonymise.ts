import { PDFDict, PDFDocument, PDFName, PDFRef, PDFStream } from 'pdf-lib';

/**
 * Whether the bytes are a PDF pdf-lib can read (an upload that only starts with `%PDF-` would otherwise be taken
 * and fail when a reviewer asks for it).
 */
export async function readablePdf(bytes: Uint8Array): Promise<boolean> {
  try {
    await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The thesis as a reviewer gets it (double blind, our model): the document information dictionary (title, author,
 * subject, keywords, creator, producer, dates) and every XMP metadata stream removed, the pages as they are. The
 * student's name on the cover is the student's to leave out; what the file's metadata says is ours.
 */
export async function anonymisedPdf(bytes: Uint8Array): Promise<Uint8Array> {
  // `updateMetadata: false`: pdf-lib would otherwise write its own producer and dates into a fresh Info dictionary.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  const context = doc.context;
  const info = context.trailerInfo.Info;
  if (info instanceof PDFRef) context.delete(info);
  context.trailerInfo.Info = undefined;
  const metadata = PDFName.of('Metadata');
  const type = PDFName.of('Type');
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;
    if (!dict) continue;
    if (dict.get(type) === metadata) {
      context.delete(ref);
      continue;
    }
    dict.delete(metadata);
  }
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}
