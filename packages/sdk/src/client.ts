import createClient, { type Client, type MaybeOptionalInit } from 'openapi-fetch';
import { download, type DownloadOptions, type DownloadResult, upload, type UploadOptions } from './files.ts';
import type { components, paths } from './generated/schema.ts';
import { type Transport, type TransportOptions, createTransport } from './transport.ts';

export type ApiClientOptions = TransportOptions;

/** The methods of the typed helpers (SPEC 7 uses no others). */
export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** The paths that have an operation for `M` (openapi-typescript's PathsWithMethod, over our `paths`). */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

/** The operation of a path and method. */
export type ApiOperation<P extends ApiPath<M>, M extends ApiMethod> = paths[P] extends { [K in M]: infer O } ? O : never;

/** The init of a call (params, body, headers, signal, ...) as openapi-fetch takes it. */
export type ApiInit<P extends ApiPath<M>, M extends ApiMethod> = MaybeOptionalInit<paths[P], M>;

/** The init argument, optional when the operation requires no params and no body. */
export type ApiInitArgs<P extends ApiPath<M>, M extends ApiMethod> = undefined extends ApiInit<P, M> ? [init?: ApiInit<P, M>] : [init: ApiInit<P, M>];

/** The body of the operation's HTTP 200 JSON answer: the success envelope. */
export type ApiEnvelope<P extends ApiPath<M>, M extends ApiMethod> =
  ApiOperation<P, M> extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;

/** The payload type of an envelope; envelopes that declare no `data` carry null. */
export type EnvelopeData<B> = B extends { data?: infer D } ? D : null;

/** What the typed helpers resolve with: the `data` of the success envelope. */
export type ApiData<P extends ApiPath<M>, M extends ApiMethod> = EnvelopeData<ApiEnvelope<P, M>>;

export type StoredFile = components['schemas']['StoredFile'];

interface RawResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** `data` of an envelope, or the body itself when an answer is not an envelope. */
function envelopeData(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'code' in body) return (body as { data?: unknown }).data ?? null;
  return body ?? null;
}

/**
 * Form-encoded bodies when a request says so (SPEC 7), with arrays as repeated keys; FormData,
 * Blob, URLSearchParams and strings as they are; everything else as JSON.
 */
export function serializeBody(body: unknown, headers?: Headers): BodyInit {
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  ) {
    return body as BodyInit;
  }
  const contentType = headers?.get('content-type') ?? '';
  if (/^application\/x-www-form-urlencoded/i.test(contentType) && typeof body === 'object' && body !== null) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
      }
    }
    return form.toString();
  }
  return JSON.stringify(body);
}

export interface ApiClient {
  /** The typed openapi-fetch client; its calls answer `{ data: envelope, response }`. */
  client: Client<paths>;
  /** The pipeline as a plain fetch, for calls outside the spec's typed paths. */
  fetch: (request: Request) => Promise<Response>;
  baseUrl: string;
  /** GET, resolving with the success envelope's `data`. */
  get<P extends ApiPath<'get'>>(path: P, ...init: ApiInitArgs<P, 'get'>): Promise<ApiData<P, 'get'>>;
  post<P extends ApiPath<'post'>>(path: P, ...init: ApiInitArgs<P, 'post'>): Promise<ApiData<P, 'post'>>;
  put<P extends ApiPath<'put'>>(path: P, ...init: ApiInitArgs<P, 'put'>): Promise<ApiData<P, 'put'>>;
  del<P extends ApiPath<'delete'>>(path: P, ...init: ApiInitArgs<P, 'delete'>): Promise<ApiData<P, 'delete'>>;
  /** Multipart upload to `kernel/storage` (or another upload endpoint), SPEC 7. */
  upload(options: UploadOptions): Promise<StoredFile>;
  /** A binary answer and its file name (GET with query, or POST with a body). */
  download(path: string, options?: DownloadOptions): Promise<DownloadResult>;
  /** Refreshes the token now (joining a refresh in flight); resolves with the new token. */
  refreshToken(): Promise<string>;
  getLocale: Transport['locale'];
  setLocale: Transport['setLocale'];
}

/**
 * The one client of the app (style guide): openapi-fetch over the pipeline of SPEC 7-9. The whole
 * pipeline lives in the fetch that openapi-fetch is given, not in middleware, because a refresh has
 * to replay the request and queue others around the send, and because uploads, downloads and raw
 * `fetch` calls must go through the same rules.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createTransport(options);
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: transport.fetch,
    // Typed for one argument, but openapi-fetch passes the merged headers as the second.
    bodySerializer: serializeBody,
  });

  // The helpers' signatures are checked against `paths`; inside, one untyped call serves all four.
  const request = client.request as unknown as (method: ApiMethod, path: string, init?: object) => Promise<RawResult>;
  const call = async (method: ApiMethod, path: string, init: object | undefined): Promise<never> => {
    const { data, error } = await request(method, path, init);
    // The pipeline has rejected every failure; `error` only holds a success envelope sent with an HTTP error status.
    return envelopeData(data ?? error) as never;
  };

  const api: ApiClient = {
    client,
    fetch: transport.fetch,
    baseUrl: options.baseUrl,
    get: (path, ...init) => call('get', path, init[0]),
    post: (path, ...init) => call('post', path, init[0]),
    put: (path, ...init) => call('put', path, init[0]),
    del: (path, ...init) => call('delete', path, init[0]),
    upload: (uploadOptions) => upload(api, uploadOptions),
    download: (path, downloadOptions) => download(api, path, downloadOptions),
    refreshToken: transport.refreshToken,
    getLocale: transport.locale,
    setLocale: transport.setLocale,
  };
  return api;
}

/**
 * The `data` of a typed client call's envelope: `await unwrap(api.client.GET('/auth/info'))`.
 * The pipeline has already rejected every failure.
 */
export async function unwrap<B>(call: Promise<{ data?: B; response: Response }>): Promise<EnvelopeData<B>> {
  const { data } = await call;
  return envelopeData(data) as EnvelopeData<B>;
}
