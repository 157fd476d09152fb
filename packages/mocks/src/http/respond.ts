import { HttpResponse } from 'msw';

/** SPEC 8 default texts the mock answers with when it has nothing more specific to say. */
export const DEFAULT_MESSAGES: Record<number, string> = {
  200: '操作成功',
  400: '请求参数错误',
  401: '登录状态已失效，请重新登录',
  402: '登录令牌已过期',
  403: '无权访问该资源',
  404: '资源不存在',
  413: '上传内容过大',
  414: '请求地址过长',
  415: '不支持的请求格式',
  500: '服务器内部错误',
};

/**
 * The success messages many operations answer with, in Chinese and English (issue 22 §13): `say(lang,
 * ...SUCCESS.saved)`. An operation that says nothing more specific answers `ok`.
 */
export const SUCCESS = {
  ok: [DEFAULT_MESSAGES[200]!, 'Success'],
  added: ['新增成功', 'Added'],
  saved: ['修改成功', 'Saved'],
  deleted: ['删除成功', 'Deleted'],
} as const satisfies Record<string, readonly [zh: string, en: string]>;

/** A failure a handler raises; the route wrapper turns it into an error envelope. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message?: string,
    /** The message in English, for a request that asks for it (`Accept-Language: en`); Chinese without one. */
    readonly english?: string,
    /**
     * What the error envelope carries besides the message, where the spec gives the error a `data` (a grade
     * sheet's version conflict names the rows as they are stored now); null otherwise.
     */
    readonly data: unknown = null,
  ) {
    super(message ?? DEFAULT_MESSAGES[status] ?? '请求失败');
  }
}

/** Refuses the request: `message` in Chinese, and in English where the handler gives it (issue 22 §13). */
export function fail(status: number, message?: string, english?: string): never {
  throw new MockHttpError(status, message, english);
}

/**
 * Each envelope's JSON text, kept with its Response for as long as the Response lives, so the Node
 * mock server can write it as it is instead of reading the Response's stream back.
 */
const envelopeTexts = new WeakMap<Response, string>();

/** The JSON text of an envelope answer built here; undefined for any other Response. */
export function envelopeBody(response: Response): string | undefined {
  return envelopeTexts.get(response);
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/**
 * An envelope answer, its text kept. A plain Response rather than `HttpResponse.json`: what MSW's
 * class adds (response cookies, a computed Content-Length) no envelope needs, and it cost a second
 * Headers object and an encoding of the text per answer. Whoever sends it sets the length.
 */
function envelopeResponse(envelope: Record<string, unknown>, status: number): Response {
  const text = JSON.stringify(envelope);
  const response = new Response(text, { status, headers: JSON_HEADERS });
  envelopeTexts.set(response, text);
  return response;
}

/** The backend sends the HTTP status that matches the envelope code (SPEC 8 allows either). */
export function errorResponse(error: MockHttpError): Response {
  return envelopeResponse({ code: error.status, message: error.message, data: error.data }, error.status);
}

export function okResponse(data: unknown, message = DEFAULT_MESSAGES[200], extra?: Record<string, unknown>): Response {
  return envelopeResponse({ ...extra, code: 200, message, data: data ?? null }, 200);
}

/** RFC 6266 header that carries a Chinese file name safely and still works for old clients. */
export function contentDisposition(filename: string, inline = false): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function fileResponse(bytes: Uint8Array, filename: string, contentType: string, options: { inline?: boolean; cacheSeconds?: number } = {}): Response {
  const headers = new Headers({
    'Content-Type': contentType,
    'Content-Length': String(bytes.byteLength),
    'Content-Disposition': contentDisposition(filename, options.inline),
    // The browser keeps to the declared type: an upload cannot turn itself into a page.
    'X-Content-Type-Options': 'nosniff',
  });
  if (options.cacheSeconds) headers.set('Cache-Control', `private, max-age=${options.cacheSeconds}`);
  // A copy into a fresh ArrayBuffer: the Response must not share a view of the store's bytes.
  const body = new Uint8Array(bytes.byteLength);
  body.set(bytes);
  return new HttpResponse(body.buffer, { status: 200, headers });
}

/**
 * A download whose bytes are produced as the client reads them (large exports): `length` when it is
 * known before the first byte, else the answer is sent chunked.
 */
export function streamResponse(body: ReadableStream<Uint8Array>, filename: string, contentType: string, options: { length?: number } = {}): Response {
  const headers = new Headers({ 'Content-Type': contentType, 'Content-Disposition': contentDisposition(filename) });
  if (options.length !== undefined) headers.set('Content-Length', String(options.length));
  return new HttpResponse(body, { status: 200, headers });
}

export const MEDIA = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  dbf: 'application/x-dbf',
  zip: 'application/zip',
  png: 'image/png',
  pdf: 'application/pdf',
  octet: 'application/octet-stream',
} as const;
