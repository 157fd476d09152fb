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
    const doFetch = options.fetch ?? ((r: Request) => globalThis.fetch(r));
    try {
      return await doFetch(new Request(request, { headers, signal }));
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return fail(new ApiError(message(timedOut ? 'timeout' : 'network', locale()), 0, 0, 0, request.url));
    }
  }

  async function refresh(): Promise<void> {
    const request = new Request(new URL('refreshToken', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`));
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
    // Kept unread so that the body can be sent again on replay.
    const original = input.clone();
    let token = options.getToken();
    let response = await send(input, token);
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
