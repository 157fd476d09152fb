import { type Zippable, unzipSync, zipSync } from 'fflate';

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

/** Entry name of a student photo in the photo download: `{xykh}_{xm}.png` (SPEC 7 DownloadPhotos). */
export function photoEntryName(student: { xykh: string; xm: string }): string {
  // Path separators or control characters in a name would break the archive layout.
  const name = [...student.xm].map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');
  return `${student.xykh}_${name}.png`;
}

/**
 * The photos of the given students in one zip, stored without recompression (PNG is compressed
 * already). Names that repeat get `(2)`, `(3)` before the extension.
 */
export function photosZip(
  students: readonly { xykh: string; xm: string }[],
  photo: (student: { xykh: string; xm: string }) => Uint8Array,
  mtime: Date = new Date(),
): Uint8Array {
  const entries: Zippable = {};
  const used = new Map<string, number>();
  for (const student of students) {
    let name = photoEntryName(student);
    const seen = used.get(name) ?? 0;
    used.set(name, seen + 1);
    if (seen > 0) name = name.replace(/\.png$/, `(${seen + 1}).png`);
    entries[name] = [photo(student), { level: 0, mtime }];
  }
  return zipSync(entries, { level: 0, mtime });
}

/** Entry names of a zip, in archive order (tests and previews). */
export function zipEntries(bytes: Uint8Array): string[] {
  return Object.keys(unzipSync(bytes));
}
