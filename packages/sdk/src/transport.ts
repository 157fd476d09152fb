import { ApiError, hasCode, isSuccessCode, resolveStatus } from './errors.ts';
import { DEFAULT_LOCALE, type Locale, message, statusMessage } from './messages.ts';

export interface TransportOptions {
  /** Base URL of the backend, absolute or relative to the page (`/api`). */
  baseUrl: string;
  getToken(): string | null;
  setToken(token: string): void;
  /** SPEC 8: 401, or a failed token refresh: reset the session and go to sign-in. */
  onUnauthorized?(error: ApiError): void;
  /** SPEC 8: 403: go to /403. */
  onForbidden?(error: ApiError): void;
  /** Every failure, once, for the UI's red message (the UI debounces it). */
  onError?(error: ApiError): void;
  locale?: Locale | (() => Locale);
  /** SPEC 9: 300000 ms per attempt. */
  timeoutMs?: number;
  /**
   * SPEC 7: 'auto' (default) asks `/publicKey` once, on the first JSON write; when it hands out a
   * key and is not a mock server, JSON bodies of POST, PUT and DELETE go out as `{ param }`.
   * 'off' never asks and never encrypts.
   */
  encryption?: 'auto' | 'off';
  /** Injectable for tests; by default the global fetch, looked up per call so that MSW intercepts it. */
  fetch?: (request: Request) => Promise<Response>;
}

export const DEFAULT_TIMEOUT_MS = 300_000;
export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

const TOKEN_EXPIRED = 402;
const ENCRYPTED_METHODS = new Set(['POST', 'PUT', 'DELETE']);

interface Envelope {
  code?: unknown;
  message?: unknown;
  /** The approval service answers `success` and `msg` (SPEC 7); its `msg` is the message when `message` is missing. */
  msg?: unknown;
  data?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isJson(contentType: string | null): boolean {
  return /[/+]json\b/i.test(contentType ?? '');
}

/**
 * The envelope of an answer, if it has one. JSON answers are read as JSON; an error answer of
 * another type (a failed blob download) may still carry an envelope in its body.
 */
async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  const json = isJson(response.headers.get('content-type'));
  if (!json && response.ok) return undefined;
  try {
    const text = await response.clone().text();
    const body: unknown = text.trim() === '' ? undefined : JSON.parse(text);
    return isRecord(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** Joins the base URL and an API path without `new URL`, so that relative bases like `/api` work. */
export function joinUrl(baseUrl: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  // Browsers before 2024 lack AbortSignal.any.
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The request timed out', 'TimeoutError')), ms);
  return controller.signal;
}

/** Rejects as soon as the caller gives up, even while waiting for something else. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * A request read once into its parts, so that it can be sent again after a refresh. Requests are
 * rebuilt from these parts rather than with `new Request(request, init)`: MSW's header recording
 * under Node merges the old and new Content-Type in that case.
 */
interface Outgoing {
  url: string;
  method: string;
  headers: Headers;
  body: ArrayBuffer | null;
  signal: AbortSignal;
  init: RequestInit;
}

async function takeApart(request: Request): Promise<Outgoing> {
  return {
    url: request.url,
    method: request.method,
    headers: new Headers(request.headers),
    body: request.body === null ? null : await request.arrayBuffer(),
    signal: request.signal,
    init: {
      credentials: request.credentials,
      cache: request.cache,
      redirect: request.redirect,
      referrerPolicy: request.referrerPolicy,
      integrity: request.integrity,
      keepalive: request.keepalive,
    },
  };
}

function internalGet(url: string): Outgoing {
  return { url, method: 'GET', headers: new Headers(), body: null, signal: new AbortController().signal, init: {} };
}

interface RefreshState {
  /** The token that met 402; answers to requests sent with it share this refresh. */
  from: string | null;
  promise: Promise<string>;
  settled: boolean;
}

export interface Transport {
  /** A fetch that runs the whole pipeline: token, queue, encryption, timeout, envelope, refresh. */
  fetch(request: Request): Promise<Response>;
  /** Refreshes the token now (joining a refresh in flight); resolves with the new token. */
  refreshToken(): Promise<string>;
  locale(): Locale;
  setLocale(locale: Locale): void;
}

/**
 * The request pipeline under openapi-fetch (SPEC 7-9).
 *
 * Token refresh (SPEC 4, 8): one refresh at a time. A request that starts while a refresh is in
 * flight waits for it and goes with the new token. An answer of 402 to a request sent with token T
 * joins the refresh from T (running or already finished) or starts it, then the request is replayed
 * once with the new token; a replay that meets 402 again is rejected. A failed refresh calls
 * `onUnauthorized` once and rejects every request waiting on it with the same ApiError; later 402s
 * for the same token reuse that failure instead of refreshing again.
 */
export function createTransport(options: TransportOptions): Transport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let localeOverride: Locale | undefined;
  let refresh: RefreshState | null = null;
  let publicKey: Promise<string> | null = null;

  const locale = (): Locale =>
    localeOverride ?? (typeof options.locale === 'function' ? options.locale() : (options.locale ?? DEFAULT_LOCALE));
  // Called as a method of globalThis: some browsers refuse a detached fetch (Illegal invocation).
  const doFetch = (request: Request): Promise<Response> => (options.fetch ? options.fetch(request) : globalThis.fetch(request));

  function report(error: ApiError): void {
    if (error.status === 401) options.onUnauthorized?.(error);
    if (error.status === 403) options.onForbidden?.(error);
    options.onError?.(error);
  }

  /** One attempt: bearer token, JSON charset, timeout combined with the caller's signal. */
  async function send(outgoing: Outgoing, token: string | null): Promise<Response> {
    const headers = new Headers(outgoing.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (/^application\/json\s*$/i.test(headers.get('content-type') ?? '')) headers.set('Content-Type', JSON_CONTENT_TYPE);
    const timeout = timeoutSignal(timeoutMs);
    const init: RequestInit = { ...outgoing.init, method: outgoing.method, headers, signal: anySignal([outgoing.signal, timeout]) };
    if (outgoing.body !== null) init.body = outgoing.body;
    try {
      return await doFetch(new Request(outgoing.url, init));
    } catch (error) {
      if (outgoing.signal.aborted && !timeout.aborted) throw error;
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      throw new ApiError({
        message: timeout.aborted ? message('request.timeout', locale()) : offline ? message('request.offline', locale()) : message(0, locale()),
        code: timeout.aborted ? 'TIMEOUT' : 0,
        status: 0,
        httpStatus: 0,
        url: outgoing.url,
        cause: error,
      });
    }
  }

  function serverMessage(envelope: Envelope | undefined): string {
    const text = typeof envelope?.message === 'string' && envelope.message.trim() ? envelope.message : envelope?.msg;
    return typeof text === 'string' ? text.trim() : '';
  }

  function errorFrom(response: Response, envelope: Envelope | undefined, status: number, url: string): ApiError {
    return new ApiError({
      message: serverMessage(envelope) || statusMessage(status, locale()),
      code: hasCode(envelope?.code) ? envelope.code : response.status,
      status,
      httpStatus: response.status,
      data: envelope?.data ?? undefined,
      url,
    });
  }

  function keyOnce(): Promise<string> {
    publicKey ??= send(internalGet(joinUrl(options.baseUrl, '/publicKey')), options.getToken())
      .then(async (response) => {
        const envelope = await readEnvelope(response);
        const data = envelope?.data;
        if (!response.ok || !isSuccessCode(envelope?.code) || !isRecord(data)) throw new Error('no public key');
        return data.mockServer === true || typeof data.publicKey !== 'string' ? '' : data.publicKey.trim();
      })
      .catch(() => {
        // Asked again on the next write rather than deciding "plain" for good on one failure.
        publicKey = null;
        return '';
      });
    return publicKey;
  }

  async function maybeEncrypt(outgoing: Outgoing): Promise<Outgoing> {
    if (options.encryption === 'off' || !ENCRYPTED_METHODS.has(outgoing.method) || outgoing.body === null) return outgoing;
    // Multipart, form-encoded and binary bodies are never encrypted.
    if (!isJson(outgoing.headers.get('content-type'))) return outgoing;
    let body: unknown;
    try {
      const text = new TextDecoder().decode(outgoing.body);
      if (text.trim() === '') return outgoing;
      body = JSON.parse(text);
    } catch {
      return outgoing;
    }
    const key = await keyOnce();
    if (!key) return outgoing;
    const headers = new Headers(outgoing.headers);
    headers.set('Content-Type', JSON_CONTENT_TYPE);
    // Loaded only when a backend hands out a key: apps that never encrypt do not download jsencrypt.
    const { encryptPayload } = await import('./crypto.ts');
    const encrypted = new TextEncoder().encode(JSON.stringify(encryptPayload(body, key)));
    return { ...outgoing, headers, body: encrypted.buffer };
  }

  async function runRefresh(from: string | null): Promise<string> {
    const url = joinUrl(options.baseUrl, '/refreshToken');
    let error: ApiError;
    try {
      const response = await send(internalGet(url), from);
      const envelope = await readEnvelope(response);
      const token = isRecord(envelope?.data) ? envelope.data.token : undefined;
      if (response.ok && isSuccessCode(envelope?.code) && typeof token === 'string' && token !== '') {
        options.setToken(token);
        return token;
      }
      // SPEC 8: a failed refresh means signing in again, whatever the refresh call answered.
      error = new ApiError({
        message: serverMessage(envelope) || statusMessage(401, locale()),
        code: hasCode(envelope?.code) ? envelope.code : response.status,
        status: 401,
        httpStatus: response.status,
        data: envelope?.data ?? undefined,
        url,
      });
    } catch (cause) {
      const failure = cause instanceof ApiError ? cause : undefined;
      error = new ApiError({
        message: failure?.message ?? statusMessage(401, locale()),
        code: failure?.code ?? 0,
        status: 401,
        httpStatus: 0,
        url,
        cause,
      });
    }
    options.onUnauthorized?.(error);
    options.onError?.(error);
    throw error;
  }

  function refreshFrom(from: string | null): Promise<string> {
    if (refresh && refresh.from === from) return refresh.promise;
    const state: RefreshState = { from, promise: runRefresh(from), settled: false };
    const settle = () => {
      state.settled = true;
    };
    state.promise.then(settle, settle);
    refresh = state;
    return state.promise;
  }

  async function transportFetch(input: Request): Promise<Response> {
    // Queue behind a refresh in flight; if it fails, this request fails with it.
    if (refresh && !refresh.settled) await abortable(refresh.promise, input.signal);
    // openapi-fetch cannot replay: the request is read once here so that it can be sent again.
    const outgoing = await maybeEncrypt(await takeApart(input));
    const sentWith = options.getToken();
    let response = await send(outgoing, sentWith);
    let envelope = await readEnvelope(response);
    let status = resolveStatus(envelope?.code, response.status);

    if (status === TOKEN_EXPIRED) {
      if (refresh?.from === sentWith || options.getToken() === sentWith) {
        await abortable(refreshFrom(sentWith), input.signal);
      }
      // Otherwise the token changed while this request was out (a refresh finished, or a new
      // sign-in): replay with the current token without refreshing.
      response = await send(outgoing, options.getToken());
      envelope = await readEnvelope(response);
      status = resolveStatus(envelope?.code, response.status);
    }

    const ok = hasCode(envelope?.code) ? isSuccessCode(envelope.code) : response.ok;
    if (ok) return response;
    const error = errorFrom(response, envelope, status, input.url);
    report(error);
    throw error;
  }

  return {
    async fetch(request: Request): Promise<Response> {
      try {
        return await transportFetch(request);
      } catch (error) {
        // Failures without an answer are reported here; answered ones were reported above.
        if (error instanceof ApiError && error.status === 0 && error.httpStatus === 0) options.onError?.(error);
        throw error;
      }
    },
    refreshToken: () => refreshFrom(options.getToken()),
    locale,
    setLocale(next: Locale) {
      localeOverride = next;
    },
  };
}
