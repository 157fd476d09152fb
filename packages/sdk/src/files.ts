import type { ApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import type { components } from './generated/schema.ts';

/**
 * File name from a Content-Disposition header: RFC 5987 `filename*=UTF-8''...` wins over the plain
 * `filename="..."`, which old backends send percent-encoded.
 */
export function parseContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return extended[1].trim();
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const value = (plain?.[2] ?? plain?.[1])?.trim();
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Human-readable size, e.g. 1.5 MB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Number(value.toFixed(value >= 100 ? 0 : value >= 10 ? 1 : 2))} ${units[unit]}`;
}

/** SPEC 7: repeated array query params (`ids=1&ids=2`), not `ids[]=`. */
export function repeatedQuery(params: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search.toString();
}

/** A blob answer and its server-given file name. */
export async function readDownload(response: Response, fallbackName = 'download'): Promise<{ blob: Blob; filename: string }> {
  return { blob: await response.blob(), filename: parseContentDisposition(response.headers.get('content-disposition')) ?? fallbackName };
}

/** Saves a blob in the browser under its name (object URL + temporary anchor). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface UploadOptions {
  file: Blob;
  /** Defaults to the File's own name. */
  filename?: string;
  /** SPEC 7 form fields. */
  modules?: string;
  biz?: string;
  /** Another upload endpoint (SPEC 7: thesis review, photos, ...); default `kernel/storage`. */
  path?: string;
}

/**
 * Multipart upload through the same pipeline as every call (token, refresh, errors); answers the
 * stored file (SPEC 7: id, realName, fileSize).
 */
export async function uploadFile(api: Pick<ApiClient, 'fetch' | 'baseUrl'>, options: UploadOptions): Promise<components['schemas']['StoredFile']> {
  const form = new FormData();
  const name = options.filename ?? (options.file instanceof File ? options.file.name : 'file');
  form.append('file', options.file, name);
  if (options.modules !== undefined) form.append('modules', options.modules);
  if (options.biz !== undefined) form.append('biz', options.biz);
  const base = api.baseUrl.endsWith('/') ? api.baseUrl : `${api.baseUrl}/`;
  const response = await api.fetch(new Request(new URL(options.path ?? 'kernel/storage', base), { method: 'POST', body: form }));
  const envelope = (await response.json()) as { data?: components['schemas']['StoredFile'] };
  if (!envelope.data) throw new ApiError('The upload answer carried no file', response.status, response.status, response.status, response.url);
  return envelope.data;
}
