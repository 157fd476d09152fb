import { ApiError, hasCode, isSuccessCode, resolveStatus } from './errors.ts';
import { DEFAULT_LOCALE, type Locale, message, statusMessage } from './messages.ts';

export interface TransportOptions {
  /** Base URL of the backend, absolute or relative to the page (`/api`). */
  baseUrl: string;
  getToken(): string | null;
  setToken(token: string): void;
  /** SPEC 8: 401, or a failed token refresh: reset the session and go to sign-in. */
  onUnauthorized?(error: ApiError): void;
  /**
   * SPEC 8: 403: go to /403. `request.method` tells a page or data the caller may not see (a read) from
   * an action the server refuses on a page the caller may see (a write: an approval of a step that is
   * not theirs), which the UI may answer with the message alone.
   */
  onForbidden?(error: ApiError, request: { method: string }): void;
  /** Every failure, once, for the UI's red message (the UI debounces it). */
  onError?(error: ApiError): void;
  /**
   * The current language (a getter, read per call): the transport's own messages are in it, and every
   * call asks the server for its words in it with `Accept-Language` (issue 22 §13; `zh` by default).
   */
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
 * once with the new token; a replay that meets 402 again is rejected. A refused refresh signs out
 * (below) and rejects every request waiting on it with the same ApiError; later 402s for the same
 * token reuse that failure instead of refreshing again. A refresh that gets no answer (network,
 * timeout, page unload) does not sign out: the waiting requests reject with its status-0 ApiError and
 * the next 402 refreshes again. A caller that aborts while it waits for a refresh rejects with its
 * abort reason; the refresh itself has no caller's signal and runs on for the others, and its token
 * is stored even when nobody waits for it any more.
 *
 * Sign-out (SPEC 8: 401 resets the session): only the current token's session can end. A 401 to a
 * request sent with a token that is no longer the current one (a refresh, a role switch or a new
 * sign-in replaced it while the request was out; a backend without a grace period for rotated tokens
 * answers so) is not a sign-out: the request is replayed once with the current token, after the
 * refresh from its token if that is still running. A 401 with the current token calls
 * `onUnauthorized` and `onError` once for all the requests that went out with that token before the
 * signal (a token revoked elsewhere fails a whole burst of them); each is rejected with its own 401
 * ApiError. A 401 that arrives after the session was reset (no current token, or another one) is
 * rejected without signals, and a request made in a session that ended before it went out is
 * rejected with a 401 ApiError without being sent.
 */
export function createTransport(options: TransportOptions): Transport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let localeOverride: Locale | undefined;
  let refresh: RefreshState | null = null;
  /** How many sign-outs have been signalled; a request remembers the count when it goes out. */
  let signOuts = 0;
  /** The token of the last sign-out signalled. */
  let signedOutToken: string | null | undefined;
  let publicKey: Promise<string> | null = null;

  const locale = (): Locale => localeOverride ?? (typeof options.locale === 'function' ? options.locale() : (options.locale ?? DEFAULT_LOCALE));
  // Called as a method of globalThis: some browsers refuse a detached fetch (Illegal invocation).
  const doFetch = (request: Request): Promise<Response> => (options.fetch ? options.fetch(request) : globalThis.fetch(request));

  /**
   * SPEC 8: the session of `token` has ended. Signalled once for all the requests that went out with
   * the token before the signal (`sentAt` is `signOuts` when they went out); a request sent with it
   * afterwards, such as a second failed sign-in without a token, signals again.
   */
  function signOut(token: string | null, sentAt: number, error: ApiError): void {
    if (signedOutToken === token && sentAt < signOuts) return;
    signOuts += 1;
    signedOutToken = token;
    options.onUnauthorized?.(error);
    options.onError?.(error);
  }

  /** An answered failure of a request sent with `sentWith` when `signOuts` was `sentAt`. */
  function report(error: ApiError, sentWith: string | null, sentAt: number, method: string): void {
    if (error.status === 401) {
      // A 401 for a token that is no longer the current one: that session has already been reset.
      if (options.getToken() === sentWith) signOut(sentWith, sentAt, error);
      return;
    }
    if (error.status === 403) options.onForbidden?.(error, { method });
    options.onError?.(error);
  }

  /** One attempt: bearer token, the current language, JSON charset, timeout combined with the caller's signal. */
  async function send(outgoing: Outgoing, token: string | null): Promise<Response> {
    const headers = new Headers(outgoing.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The server answers the words it owns in this language; a caller's own header wins.
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', locale());
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

  async function runRefresh(from: string | null, sentAt: number): Promise<string> {
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
      // No answer (network down, timeout, or the page unloading while the refresh was out): the server
      // may well have rotated the token, and then a repeated refresh with it gets the same new token
      // during the grace period. Whether the refresh failed is unknown, so the session is not ended
      // on a guess: the waiting calls fail with the network error and the next 402 refreshes again.
      throw cause instanceof ApiError ? cause : new ApiError({ message: message(0, locale()), code: 0, status: 0, httpStatus: 0, url, cause });
    }
    signOut(from, sentAt, error);
    throw error;
  }

  /** `sentAt`: `signOuts` when the request that met 402 went out. */
  function refreshFrom(from: string | null, sentAt: number): Promise<string> {
    if (refresh && refresh.from === from) return refresh.promise;
    const state: RefreshState = { from, promise: runRefresh(from, sentAt), settled: false };
    const settle = () => {
      state.settled = true;
    };
    state.promise.then(settle, (error: unknown) => {
      settle();
      // A refresh that got no answer is forgotten, so that the next 402 tries again; one that was
      // refused stays, so that later 402s for its token reuse the sign-out instead of looping.
      if (refresh === state && error instanceof ApiError && error.status === 0) refresh = null;
    });
    refresh = state;
    return state.promise;
  }

  /**
   * The token to replay a request with after it met 402 or 401 with `sentWith`, or undefined when it
   * is not replayed. Rejects with the refresh's ApiError when the refresh it waits for fails.
   */
  async function replayToken(status: number, sentWith: string | null, sentAt: number, signal: AbortSignal): Promise<string | null | undefined> {
    if (status === TOKEN_EXPIRED && (refresh?.from === sentWith || options.getToken() === sentWith)) {
      await abortable(refreshFrom(sentWith, sentAt), signal);
    } else if (refresh && !refresh.settled) {
      // A 401 that overtook the answer of the refresh from its token (the backend revoked the token
      // while rotating it), or any answer while a refresh from a newer token runs: its outcome decides.
      await abortable(refresh.promise, signal);
    }
    const current = options.getToken();
    // Signed out meanwhile: nothing to replay with.
    if (current === null && sentWith !== null) return undefined;
    // A 401 with the current token is the end of the session, not a race.
    if (status === 401 && current === sentWith) return undefined;
    return current;
  }

  async function transportFetch(input: Request): Promise<Response> {
    const startedWith = options.getToken();
    // openapi-fetch cannot replay: the request is read once here so that it can be sent again.
    const outgoing = await maybeEncrypt(await takeApart(input));
    // Queue behind a refresh in flight; if it fails, this request fails with it.
    if (refresh && !refresh.settled) await abortable(refresh.promise, input.signal);
    let sentWith = options.getToken();
    // The session the request was made in ended while it waited (for the public key or a refresh):
    // it is not sent without a token, and that one sign-out is not signalled again.
    if (sentWith === null && startedWith !== null) {
      throw new ApiError({ message: statusMessage(401, locale()), code: 401, status: 401, httpStatus: 0, url: input.url });
    }
    let sentAt = signOuts;
    let response = await send(outgoing, sentWith);
    let envelope = await readEnvelope(response);
    let status = resolveStatus(envelope?.code, response.status);

    if (status === TOKEN_EXPIRED || status === 401) {
      const replayWith = await replayToken(status, sentWith, sentAt, input.signal);
      if (replayWith !== undefined) {
        sentWith = replayWith;
        sentAt = signOuts;
        response = await send(outgoing, sentWith);
        envelope = await readEnvelope(response);
        status = resolveStatus(envelope?.code, response.status);
      }
    }

    const ok = hasCode(envelope?.code) ? isSuccessCode(envelope.code) : response.ok;
    if (ok) return response;
    const error = errorFrom(response, envelope, status, input.url);
    report(error, sentWith, sentAt, outgoing.method);
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
    refreshToken: () => refreshFrom(options.getToken(), signOuts),
    locale,
    setLocale(next: Locale) {
      localeOverride = next;
    },
  };
}
