import { Zip, ZipPassThrough } from 'fflate';
import { slicedStream } from './slices.ts';

/**
 * Zip archives with fflate (pure JS, Node and browser). fflate marks non-ASCII entry names as UTF-8
 * (general purpose flag bit 11), so Chinese names survive in current unzip tools.
 */

/**
 * A zip timestamp. Zip stores local calendar fields; a Date built from the same fields in local time
 * gives the same bytes in every time zone, which keeps seeded archives identical everywhere.
 */
export function zipTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  return new Date(year, month - 1, day, hour, minute, second);
}

/** Entry name of a student photo in the photo download: `{xykh}_{xm}.{extension}`. */
export function photoEntryName(student: { xykh: string; xm: string }, extension = 'png'): string {
  // Path separators or control characters in a name would break the archive layout.
  const name = [...student.xm].map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');
  return `${student.xykh}_${name}.${extension}`;
}

/** Output gathered before a pull hands it on: fewer, larger chunks for the network. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The photos of the given students as one zip, streamed: entries are stored without recompression
 * (PNG and JPEG are compressed already) and produced in cooperative slices, so the first bytes leave
 * at once and other requests keep being answered meanwhile. Names that repeat get `(2)`, `(3)`
 * before the extension. `photo` is called once per student, as the stream is read (it may read an
 * upload from disk).
 */
export function photosZip<S extends { xykh: string; xm: string }>(
  students: readonly S[],
  photo: (student: S) => { bytes: Uint8Array; extension: string } | Promise<{ bytes: Uint8Array; extension: string }>,
  mtime: Date,
): ReadableStream<Uint8Array> {
  const used = new Map<string, number>();
  let next = 0;
  let out: (chunk: Uint8Array) => void = () => undefined;
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out(chunk);
  });
  return slicedStream(async (push, pace) => {
    let pending: Uint8Array[] = [];
    let size = 0;
    out = (chunk) => {
      pending.push(chunk);
      size += chunk.byteLength;
    };
    const flush = () => {
      if (size === 0) return;
      const joined = new Uint8Array(size);
      let at = 0;
      for (const part of pending) {
        joined.set(part, at);
        at += part.byteLength;
      }
      push(joined);
      pending = [];
      size = 0;
    };
    while (next < students.length && size < CHUNK_BYTES) {
      await pace();
      const student = students[next]!;
      next += 1;
      const { bytes, extension } = await photo(student);
      let name = photoEntryName(student, extension);
      const seen = used.get(name) ?? 0;
      used.set(name, seen + 1);
      if (seen > 0) name = name.replace(/\.[^.]+$/, `(${seen + 1})$&`);
      const entry = new ZipPassThrough(name);
      entry.mtime = mtime;
      zip.add(entry);
      entry.push(bytes, true);
    }
    if (next >= students.length) {
      zip.end();
      flush();
      return true;
    }
    flush();
    return false;
  });
}
