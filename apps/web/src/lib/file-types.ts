import { settings } from '../config/settings.ts';

/** Kinds of file the lists tell apart by icon and colour (SPEC 9: "other file types map to icons and colours"). */
export type FileKind = 'image' | 'pdf' | 'word' | 'excel' | 'ppt' | 'archive' | 'text' | 'audio' | 'video' | 'other';

const byExtension: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  wps: 'word',
  rtf: 'word',
  xls: 'excel',
  xlsx: 'excel',
  csv: 'excel',
  et: 'excel',
  ppt: 'ppt',
  pptx: 'ppt',
  dps: 'ppt',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
  gz: 'archive',
  tar: 'archive',
  txt: 'text',
  md: 'text',
  log: 'text',
  json: 'text',
  xml: 'text',
  mp3: 'audio',
  wav: 'audio',
  mp4: 'video',
  mov: 'video',
  avi: 'video',
};

/** Colours by kind, close to the colours the office suites use for their own icons. */
export const fileKindColours: Record<FileKind, string> = {
  image: '#13a8a8',
  pdf: '#d4380d',
  word: '#2b579a',
  excel: '#217346',
  ppt: '#c43e1c',
  archive: '#d48806',
  text: '#595959',
  audio: '#722ed1',
  video: '#c41d7f',
  other: '#8c8c8c',
};

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isImageName(name: string): boolean {
  return (settings.imageExtensions as readonly string[]).includes(fileExtension(name));
}

export function fileKind(name: string): FileKind {
  if (isImageName(name)) return 'image';
  return byExtension[fileExtension(name)] ?? 'other';
}

/** What the browser can show in the page itself (SPEC 7 preview: images and PDF; the rest through onlinePreview). */
export function previewsInPage(name: string): boolean {
  const kind = fileKind(name);
  return kind === 'image' || kind === 'pdf';
}

/** SPEC 5: at most `maxMb` per file. */
export function isTooLarge(size: number, maxMb: number): boolean {
  return size > maxMb * 1024 * 1024;
}

/**
 * How many of `picked` files may still join a list that holds `held` of at most `limit` (SPEC 5 count
 * limit from `multiple`): the first ones picked, in order.
 */
export function acceptedCount(held: number, picked: number, limit: number): number {
  return Math.max(0, Math.min(picked, limit - held));
}
