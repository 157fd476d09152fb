import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { getResponse, type RequestHandler } from 'msw';
import type { StateWriter } from './persistence.ts';

export const DEFAULT_PORT = 10010;
export const DEFAULT_HOST = '127.0.0.1';
/** Request bodies above this are refused with 413 before they are read to the end. */
export const DEFAULT_MAX_BODY_BYTES = 20 * 1024 * 1024;

export interface MockServerLogger {
  /** One line per request (`METHOD /path?query STATUS 12ms`). */
  info(line: string): void;
  /** Handler failures with their stack; printed even with `quiet`. */
  error(line: string): void;
}

export interface MockServerOptions {
  handlers: RequestHandler[];
  /** 0 picks any free port. Default 10010. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Artificial latency before each answer, in milliseconds (preflights are answered at once). */
  latencyMs?: number;
  /** Turns the per-request log line off. */
  quiet?: boolean;
  /** Default 20 MB. */
  maxBodyBytes?: number;
  /** Saves what each request changed before its answer leaves; without it the state lives in memory only. */
  writer?: StateWriter;
  logger?: MockServerLogger;
}

export interface RunningMockServer {
  /** `http://host:port`, without a trailing slash. */
  url: string;
  port: number;
  host: string;
  /** Stops accepting connections, lets answers in progress finish (and their writes land), then resolves. */
  close(): Promise<void>;
}

/** The port is taken; the message is meant for the developer as it is. */
export class PortInUseError extends Error {
  override readonly name = 'PortInUseError';
  constructor(
    readonly port: number,
    readonly host: string,
  ) {
    super(`Port ${port} on ${host} is already in use: stop the other process or pass --port N.`);
  }
}

/** Listening failed for a reason the developer can fix (privileged port, unknown host). */
export class ListenError extends Error {
  override readonly name = 'ListenError';
}

const HOP_BY_HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, X-Requested-With';
const EXPOSED_HEADERS = 'Content-Disposition';
/** Query parameters that carry credentials and never reach the log. */
const SECRET_QUERY_PARAMS = new Set(['token', 'access_token']);

const defaultLogger: MockServerLogger = {
  info: (line) => process.stdout.write(`${line}\n`),
  error: (line) => process.stderr.write(`${line}\n`),
};

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `/path?a=1&token=x` -> `/path?a=1`, keeping the other parameters exactly as sent. */
export function redactTarget(target: string): string {
  const queryStart = target.indexOf('?');
  if (queryStart === -1) return target;
  const kept = target
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => {
      const rawName = pair.split('=', 1)[0] ?? '';
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is logged as sent.
      }
      return !SECRET_QUERY_PARAMS.has(name.toLowerCase());
    });
  const path = target.slice(0, queryStart);
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

/**
 * Origin-form targets are resolved against the Host header; absolute-form ones are taken as they are.
 * `null` when no valid absolute URL comes out (bad Host header, `*`, authority-form).
 */
function requestUrl(req: IncomingMessage, fallbackHost: string): URL | null {
  const target = req.url ?? '';
  try {
    if (target.startsWith('/')) {
      const host = req.headers.host || fallbackHost;
      // A Host header with a path, userinfo or spaces in it would silently change the URL.
      if (/[\s/?#@\\]/.test(host)) return null;
      return new URL(`http://${host}${target}`);
    }
    if (/^https?:\/\//i.test(target)) return new URL(target);
    return null;
  } catch {
    return null;
  }
}

function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function envelope(code: number, message: string): string {
  return JSON.stringify({ code, message, data: null });
}

function setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  const vary = res.getHeader('Vary');
  const varyList = (Array.isArray(vary) ? vary.join(', ') : String(vary ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!varyList.some((v) => v.toLowerCase() === 'origin')) varyList.push('Origin');
  res.setHeader('Vary', varyList.join(', '));
}

function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
  res.setHeader('Access-Control-Allow-Headers', requested && requested.trim() ? requested : DEFAULT_ALLOWED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '600');
  // Chrome's Private Network Access asks this when a public page calls localhost.
  if (req.headers['access-control-request-private-network'] === 'true') {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
  res.setHeader('Allow', ALLOWED_METHODS);
  setCorsHeaders(req, res);
  res.statusCode = 204;
  res.end();
}

function sendEnvelope(req: IncomingMessage, res: ServerResponse, status: number, message: string, close = false): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  const body = Buffer.from(envelope(status, message), 'utf8');
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(body.byteLength));
  if (close) res.setHeader('Connection', 'close');
  setCorsHeaders(req, res);
  res.end(req.method === 'HEAD' ? undefined : body);
}

type BodyResult = { kind: 'ok'; body: Uint8Array<ArrayBuffer> } | { kind: 'too-large' } | { kind: 'aborted' };

/**
 * Buffers the request body up to `limit` bytes. Past the limit it stops keeping chunks and lets the
 * rest drain into nothing, so an oversize upload never sits in memory.
 */
function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.resolve({ kind: 'too-large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyResult): void => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.byteLength;
      if (size > limit) {
        chunks.length = 0;
        settle({ kind: 'too-large' });
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      // One ArrayBuffer of its own, as the Fetch body types want.
      const body = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.byteLength;
      }
      settle({ kind: 'ok', body });
    });
    req.on('error', () => settle({ kind: 'aborted' }));
    req.on('close', () => {
      if (!req.complete) settle({ kind: 'aborted' });
    });
  });
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] ?? '';
    const value = raw[i + 1] ?? '';
    if (name.startsWith(':') || HOP_BY_HOP_HEADERS.has(name.toLowerCase())) continue;
    try {
      headers.append(name, value);
    } catch {
      // Node's parser accepts a few values the Fetch Headers class refuses; the mock can live without them.
    }
  }
  return headers;
}

function isPassthrough(response: Response): boolean {
  return response.status === 302 && response.headers.get('x-msw-intention') === 'passthrough';
}

/** Answers up to this size are sent in one write. */
const SMALL_BODY_BYTES = 1024 * 1024;

async function writeResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  for (const [name, value] of response.headers) {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie' || HOP_BY_HOP_HEADERS.has(lower)) continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  setCorsHeaders(req, res);
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;

  const noBody = req.method === 'HEAD' || response.status === 204 || response.status === 304;
  if (!response.body || noBody) {
    await response.body?.cancel().catch(() => undefined);
    res.end();
    return;
  }
  // A small answer of known length (every JSON envelope) goes out in one write: headers and body in
  // one packet, without reading the stream chunk by chunk (the stream loop was a good part of a cheap
  // call's time under load). Downloads keep streaming below.
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isInteger(length) && length >= 0 && length <= SMALL_BODY_BYTES) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (res.destroyed) return;
    res.setHeader('Content-Length', bytes.byteLength);
    res.end(bytes);
    return;
  }
  res.flushHeaders();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      if (!res.write(value)) {
        await new Promise<void>((resolve) => {
          const done = (): void => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.on('drain', done);
          res.on('close', done);
        });
      }
    }
    res.end();
  } catch (error) {
    // Headers are out; all that is left is to cut the connection so the client sees a broken body.
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    reader.releaseLock();
  }
}

function formatUrlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

function listen(server: NetServer, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') reject(new PortInUseError(port, host));
      else if (error.code === 'EACCES') {
        reject(new ListenError(`Port ${port} on ${host} needs elevated privileges: pass --port N with N above 1023.`));
      } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') {
        reject(new ListenError(`Cannot listen on ${host}: it is not an address of this machine (pass --host 127.0.0.1).`));
      } else reject(error);
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Throws `PortInUseError` (or `ListenError`) when `port` cannot be bound on `host`, so the CLI can
 * say so before it spends seconds generating data. The real bind reports the same errors.
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = createNetServer();
  await listen(probe, port, host);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

/**
 * MSW tries every handler in turn and compiles its path pattern on each request; with 80 handlers
 * that was most of a cheap call's time. Handlers with a literal path (any host, then `/kernel/notice`) are looked
 * up by method and path instead; those with parameters or wildcards stay candidates for every
 * request. The candidates keep their original order, so the first match wins as before.
 */
export function handlerIndex(handlers: RequestHandler[]): (method: string, pathname: string) => RequestHandler[] {
  const literal = new Map<string, { index: number; handler: RequestHandler }[]>();
  const dynamic: { index: number; handler: RequestHandler }[] = [];
  handlers.forEach((handler, index) => {
    const info = handler.info as { method?: unknown; path?: unknown };
    const path = typeof info.path === 'string' ? info.path.replace(/^\*(?=\/)/, '') : undefined;
    const method = typeof info.method === 'string' ? info.method.toUpperCase() : undefined;
    if (path === undefined || method === undefined || method === 'ALL' || /[:*?(){}+]/.test(path)) {
      dynamic.push({ index, handler });
      return;
    }
    const key = `${method} ${path}`;
    literal.set(key, [...(literal.get(key) ?? []), { index, handler }]);
  });
  return (method, pathname) => {
    // MSW matches paths with or without a trailing slash (SPEC 7 writes `kernel/storage/`); so must the index.
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
    const exact = literal.get(`${method.toUpperCase()} ${path}`) ?? [];
    if (exact.length === 0) return dynamic.map((entry) => entry.handler);
    return [...exact, ...dynamic].sort((a, b) => a.index - b.index).map((entry) => entry.handler);
  };
}

/**
 * Starts an HTTP server that answers every request through the given MSW handlers, the same ones
 * the browser worker and vitest use. Requests no handler answers get a 404 backend envelope.
 */
export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const candidatesFor = handlerIndex(options.handlers);
  const host = options.host ?? DEFAULT_HOST;
  const latencyMs = options.latencyMs ?? 0;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const logger = options.logger ?? defaultLogger;
  const quiet = options.quiet ?? false;

  const writer = options.writer;

  const inFlight = new Set<Promise<void>>();
  let fallbackHost = host;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const target = redactTarget(req.url ?? '');
    res.on('close', () => {
      if (quiet) return;
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      logger.info(`${method} ${target} ${status} ${Math.round(performance.now() - started)}ms`);
    });

    if (method === 'OPTIONS') {
      req.resume();
      answerPreflight(req, res);
      return;
    }

    const url = requestUrl(req, fallbackHost);
    if (!url || !decodablePath(url.pathname)) {
      // A path MSW cannot percent-decode (`/kernel/storage/%zz`) would throw inside its matcher (a 500);
      // a servlet container refuses such a URL with 400 before any controller sees it.
      req.resume();
      sendEnvelope(req, res, 400, `Malformed request URL: ${target.slice(0, 200)}`);
      return;
    }

    const hasBody = method !== 'GET' && method !== 'HEAD';
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (hasBody) {
      const result = await readBody(req, maxBodyBytes);
      if (result.kind === 'aborted') return;
      if (result.kind === 'too-large') {
        const limitMb = Math.round((maxBodyBytes / (1024 * 1024)) * 100) / 100;
        sendEnvelope(req, res, 413, `Request body exceeds the ${limitMb} MB limit of the mock server`, true);
        return;
      }
      body = result.body;
    } else {
      req.resume();
    }

    if (latencyMs > 0) await sleep(latencyMs);
    const ticket = writer?.begin();

    const aborter = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborter.abort();
    });

    let request: Request;
    try {
      request = new Request(url, {
        method,
        headers: toHeaders(req),
        body: body && body.byteLength > 0 ? body : null,
        signal: aborter.signal,
      });
    } catch (error) {
      // Fetch refuses a few methods (TRACE, TRACK); no handler could answer them anyway.
      sendEnvelope(req, res, 400, `Cannot handle ${method} ${url.pathname}: ${errorMessage(error)}`);
      return;
    }

    let response: Response | undefined;
    let failure: unknown;
    try {
      response = await getResponse(candidatesFor(method, url.pathname), request, { baseUrl: url.origin, quiet: true });
    } catch (error) {
      failure = error;
      logger.error(`Handler for ${method} ${url.pathname} threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }

    // The state is on disk before any answer goes out, whatever the handler answered.
    if (writer) {
      try {
        await writer.persist(ticket);
      } catch (error) {
        logger.error(`Could not save the mock state: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        await response?.body?.cancel().catch(() => undefined);
        sendEnvelope(req, res, 500, `Could not save the mock state: ${errorMessage(error)}`);
        return;
      }
    }

    if (res.destroyed) {
      await response?.body?.cancel().catch(() => undefined);
      return;
    }
    if (failure !== undefined) {
      sendEnvelope(req, res, 500, errorMessage(failure) || 'The mock handler failed');
      return;
    }
    if (!response || isPassthrough(response)) {
      sendEnvelope(req, res, 404, `No mock for ${method} ${url.pathname}`);
      return;
    }
    await writeResponse(req, res, response);
  }

  const server = createServer((req, res) => {
    const task = handle(req, res)
      .catch((error: unknown) => {
        logger.error(`Mock server failed on ${req.method ?? ''} ${redactTarget(req.url ?? '')}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        try {
          sendEnvelope(req, res, 500, errorMessage(error));
        } catch {
          res.destroy();
        }
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  });

  // Requests Node's parser rejects (bad request line, bad header) still get the envelope.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = envelope(status, status === 431 ? 'Request headers too large' : 'Malformed request');
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Access-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n${body}`,
    );
  });

  const address = await listen(server, options.port ?? DEFAULT_PORT, host);
  const urlHost = formatUrlHost(host);
  fallbackHost = `${urlHost}:${address.port}`;
  const url = `http://${fallbackHost}`;

  let closing: Promise<void> | undefined;
  function close(): Promise<void> {
    closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Answers in progress finish (their writes land); then keep-alive sockets go.
      const drained = Promise.allSettled([...inFlight]);
      await Promise.race([drained, sleep(5000, undefined, { ref: false })]);
      await writer?.idle();
      server.closeAllConnections();
      await closed;
    })();
    return closing;
  }

  return { url, port: address.port, host, close };
}
