import { encryptPayload } from './crypto.ts';
import { ApiError, isSuccessCode, resolveStatus } from './errors.ts';
import { type Locale, message, statusMessage } from './messages.ts';

export interface TransportOptions {
  /** Base URL of the backend; `/refreshToken` is resolved against it. */
  baseUrl: string;
  getToken(): string | null;
  setToken(token: string): void;
  /** SPEC 8: 401, or a failed refresh -> reset the session and go to sign-in. */
  onUnauthorized?(error: ApiError): void;
  /** SPEC 8: 403 -> go to /403. */
  onForbidden?(error: ApiError): void;
  /** Every failure, for the UI's red message. */
  onError?(error: ApiError): void;
  locale?: Locale | (() => Locale);
  /** SPEC 9: 300000 ms. */
  timeoutMs?: number;
  /**
   * SPEC 7: 'auto' asks `/publicKey` once and, when it hands out a key (and is not a mock), sends JSON
   * bodies RSA-encrypted as `{ param }`. 'off' (default, SPEC 9 "RSA login off") never encrypts.
   */
  encryption?: 'auto' | 'off';
  /** Injectable for tests; the global fetch is looked up per call so that MSW can intercept it. */
  fetch?: (request: Request) => Promise<Response>;
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

const TOKEN_EXPIRED = 402;

async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Envelope) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The request pipeline under openapi-fetch: bearer token, timeout, envelope and status rules of
 * SPEC 8, and the token refresh of SPEC 4 — one refresh at a time, requests that start meanwhile
 * wait for it, and every request that met 402 is replayed once with the new token.
 */
export function createTransport(options: TransportOptions) {
  const timeoutMs = options.timeoutMs ?? 300_000;
  const locale = (): Locale => (typeof options.locale === 'function' ? options.locale() : (options.locale ?? 'zh'));
  let refreshing: Promise<void> | null = null;
  let publicKey: Promise<string> | null = null;
  const baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const doFetch = (request: Request) => (options.fetch ?? ((r: Request) => globalThis.fetch(r)))(request);

  function keyOnce(): Promise<string> {
    publicKey ??= doFetch(new Request(new URL('publicKey', baseUrl)))
      .then((r) => r.json() as Promise<Envelope>)
      .then((envelope) => {
        const data = envelope.data as { publicKey?: unknown; mockServer?: unknown } | undefined;
        return data?.mockServer === true || typeof data?.publicKey !== 'string' ? '' : data.publicKey;
      })
      .catch(() => {
        // Asked again next time rather than silently sending plain text forever.
        publicKey = null;
        return '';
      });
    return publicKey;
  }

  async function maybeEncrypt(request: Request): Promise<Request> {
    if (options.encryption !== 'auto' || request.method === 'GET' || request.method === 'HEAD') return request;
    if (!(request.headers.get('content-type') ?? '').includes('json')) return request;
    const text = await request.clone().text();
    if (text === '') return request;
    const key = await keyOnce();
    if (!key) return request;
    return new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: JSON.stringify(encryptPayload(JSON.parse(text) as unknown, key)),
      signal: request.signal,
    });
  }

  function fail(error: ApiError): never {
    if (error.status === 401) options.onUnauthorized?.(error);
    if (error.status === 403) options.onForbidden?.(error);
    options.onError?.(error);
    throw error;
  }

  async function send(request: Request, token: string | null): Promise<Response> {
    const headers = new Headers(request.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    try {
      return await doFetch(new Request(request, { headers, signal }));
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return fail(new ApiError(message(timedOut ? 'timeout' : 'network', locale()), 0, 0, 0, request.url));
    }
  }

  async function refresh(): Promise<void> {
    const request = new Request(new URL('refreshToken', baseUrl));
    const response = await send(request, options.getToken());
    const envelope = await readEnvelope(response);
    const token = (envelope?.data as { token?: unknown } | undefined)?.token;
    if (!response.ok || !isSuccessCode(envelope?.code) || typeof token !== 'string') {
      const status = resolveStatus(envelope?.code, response.status);
      const text = typeof envelope?.message === 'string' ? envelope.message : statusMessage(status, locale());
      // SPEC 8: a failed refresh goes to sign-in, whatever the refresh call answered.
      const error = new ApiError(text, (envelope?.code as number | string | undefined) ?? response.status, 401, response.status, request.url);
      options.onUnauthorized?.(error);
      throw error;
    }
    options.setToken(token);
  }

  function refreshOnce(): Promise<void> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return async function transportFetch(input: Request): Promise<Response> {
    // Queue behind a refresh in flight; if it fails, this request fails with it.
    if (refreshing) await refreshing;
    const request = await maybeEncrypt(input);
    // Kept unread so that the body can be sent again on replay.
    const original = request.clone();
    let token = options.getToken();
    let response = await send(request, token);
    let envelope = await readEnvelope(response);
    let status = resolveStatus(envelope?.code, response.status);

    if (status === TOKEN_EXPIRED) {
      // A refresh that finished while this request was out already fixed it: just replay.
      if (options.getToken() === token) await refreshOnce();
      else if (refreshing) await refreshing;
      token = options.getToken();
      response = await send(original, token);
      envelope = await readEnvelope(response);
      status = resolveStatus(envelope?.code, response.status);
    }

    if (status >= 200 && status < 300) return response;
    const text = typeof envelope?.message === 'string' && envelope.message !== '' ? envelope.message : statusMessage(status, locale());
    return fail(new ApiError(text, (envelope?.code as number | string | undefined) ?? response.status, status, response.status, input.url));
  };
}
