import { ApiError } from './errors.ts';
import type { components } from './generated/schema.ts';
import { message } from './messages.ts';
import { JSON_CONTENT_TYPE, type Transport, joinUrl } from './transport.ts';

type StoredFile = components['schemas']['StoredFile'];

/**
 * What the file helpers need of a client: its pipeline and base URL. Spelled out here rather than
 * picked from `ApiClient`, because the client is built on these helpers (no import loop).
 */
export interface FileClient {
  fetch: (request: Request) => Promise<Response>;
  baseUrl: string;
  getLocale?: Transport['locale'];
}

function decodePercent(value: string, charset = 'utf-8'): string {
  if (/^utf-?8$/i.test(charset)) {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  // ISO-8859-1 (the only other charset RFC 8187 requires): one byte per character.
  return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Header values reach fetch as Latin-1; a backend that wrote raw UTF-8 bytes into `filename="..."`
 * shows up as mojibake, which is turned back into the intended text when it is valid UTF-8.
 */
function repairLatin1(value: string): string {
  const codes = Array.from(value, (char) => char.charCodeAt(0));
  if (!codes.some((code) => code >= 0x80) || codes.some((code) => code > 0xff)) return value;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(codes));
  } catch {
    return value;
  }
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  return trimmed;
}

/**
 * The file name of a Content-Disposition header: RFC 8187 `filename*=UTF-8''...` wins over the
 * plain `filename="..."`, which older backends send percent-encoded; both are decoded.
 */
export function parseContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /(?:^|;)\s*filename\*\s*=\s*("[^"]*"|[^;]*)/i.exec(header);
  if (extended?.[1]) {
    const match = /^([^']*)'[^']*'(.*)$/.exec(unquote(extended[1]));
    const name = match ? decodePercent(match[2] ?? '', match[1] || 'utf-8') : decodePercent(unquote(extended[1]));
    if (name.trim() !== '') return name;
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header);
  if (!plain?.[1]) return undefined;
  const name = repairLatin1(decodePercent(unquote(plain[1])));
  return name.trim() === '' ? undefined : name;
}

/** Human-readable size: 512 B, 1.5 KB, 5 MB, 1.2 GB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? value : Number(value.toFixed(value >= 100 ? 0 : value >= 10 ? 1 : 2));
  return `${shown} ${units[unit]}`;
}

export type QueryValue = string | number | boolean | null | undefined;
export type RepeatedQuery = Record<string, QueryValue | readonly QueryValue[]>;

/** SPEC 7: array params repeat their key (`ids=1&ids=2`), never `ids[]=`. */
export function repeatedQuery(params: RepeatedQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  return search.toString();
}

export interface DownloadResult {
  blob: Blob;
  filename: string;
}

/** A binary answer and its server-given file name. */
export async function readDownload(response: Response, fallbackName = 'download'): Promise<DownloadResult> {
  return { blob: await response.blob(), filename: parseContentDisposition(response.headers.get('content-disposition')) ?? fallbackName };
}

export interface DownloadOptions {
  /** Query params; arrays repeat their key (SPEC 7). */
  query?: RepeatedQuery;
  method?: 'GET' | 'POST';
  /** POST body: sent as JSON unless it is already FormData, a Blob or URLSearchParams. */
  body?: unknown;
  signal?: AbortSignal;
  /** The name used when the answer has no Content-Disposition; default the last path segment. */
  fallbackName?: string;
}

/**
 * Downloads a binary answer through the pipeline (token, refresh, errors; an error envelope in the
 * body rejects): exports by GET with a query or by POST with a body, and SPEC 7's "generic POST to a
 * given path with repeated array query params".
 */
export async function download(client: FileClient, path: string, options: DownloadOptions = {}): Promise<DownloadResult> {
  const search = options.query ? repeatedQuery(options.query) : '';
  const url = joinUrl(client.baseUrl, path) + (search ? `${path.includes('?') ? '&' : '?'}${search}` : '');
  const init: RequestInit = { method: options.method ?? (options.body === undefined ? 'GET' : 'POST') };
  if (options.signal) init.signal = options.signal;
  const { body } = options;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': JSON_CONTENT_TYPE };
  }
  const response = await client.fetch(new Request(url, init));
  const fallback = options.fallbackName ?? (decodePercent(path.split('?')[0]?.split('/').filter(Boolean).pop() ?? '') || 'download');
  return readDownload(response, fallback);
}

export interface UploadOptions {
  file: Blob;
  /** Default: the File's own name. */
  filename?: string;
  /** SPEC 7 form fields: the owning module and the business key within it. */
  modules?: string;
  biz?: string;
  /** Another upload endpoint (SPEC 7: thesis review, photos, ...); default `/kernel/storage`. */
  url?: string;
  /** More form fields that endpoint reads (a student photo's `xykh` and `fileType`). */
  fields?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

/**
 * SPEC 7: multipart upload (fields `file`, `modules`, `biz`) through the same pipeline as every
 * call (token, refresh, errors); resolves with the stored file (id, realName, fileSize).
 */
export async function upload(client: FileClient, options: UploadOptions): Promise<StoredFile> {
  const form = new FormData();
  const ownName = 'name' in options.file && typeof options.file.name === 'string' ? options.file.name : undefined;
  form.append('file', options.file, options.filename ?? ownName ?? 'file');
  if (options.modules !== undefined) form.append('modules', options.modules);
  if (options.biz !== undefined) form.append('biz', options.biz);
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  const url = joinUrl(client.baseUrl, options.url ?? '/kernel/storage');
  const init: RequestInit = { method: 'POST', body: form };
  if (options.signal) init.signal = options.signal;
  const response = await client.fetch(new Request(url, init));
  const envelope: unknown = await response.json().catch(() => undefined);
  const data = typeof envelope === 'object' && envelope !== null ? (envelope as { data?: unknown }).data : undefined;
  if (typeof data !== 'object' || data === null || !('id' in data)) {
    const locale = client.getLocale?.();
    throw new ApiError({
      message: message('file.uploadFailed', locale, { message: message(500, locale) }),
      code: response.status,
      status: 500,
      httpStatus: response.status,
      url,
    });
  }
  return data as StoredFile;
}

/** @deprecated Use `upload` (or `api.upload`); kept for callers written against the first SDK. */
export const uploadFile = upload;

/** Saves a blob in the browser under its name (object URL and a temporary anchor). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later, not at once: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
