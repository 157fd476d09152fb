import type { IncomingMessage } from 'node:http';

// Node -> Fetch: what the MSW handlers get is a standard Request built from Node's parsed request.

/** Hop-by-hop headers describe one connection, not the message; neither side passes them on. */
export const HOP_BY_HOP_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** A Host header with a path, userinfo or spaces in it would silently change the URL. */
const UNSAFE_HOST = /[\s/?#@\\]/;

/**
 * Origin-form targets are resolved against the Host header; absolute-form ones are taken as they are.
 * `null` when no valid absolute URL comes out (bad Host header, `*`, authority-form).
 */
export function requestUrl(req: IncomingMessage, fallbackHost: string): URL | null {
  const target = req.url ?? '';
  try {
    if (target.startsWith('/')) {
      const host = req.headers.host || fallbackHost;
      if (UNSAFE_HOST.test(host)) return null;
      return new URL(`http://${host}${target}`);
    }
    if (/^https?:\/\//i.test(target)) return new URL(target);
    return null;
  } catch {
    return null;
  }
}

/** A path MSW could not percent-decode (`/kernel/storage/%zz`) would throw inside its matcher. */
export function decodablePath(pathname: string): boolean {
  if (!pathname.includes('%')) return true;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export type BodyResult = { kind: 'ok'; body: Uint8Array<ArrayBuffer> } | { kind: 'too-large' } | { kind: 'aborted' };

/**
 * Buffers the request body up to `limit` bytes. Past the limit it stops keeping chunks and lets the
 * rest drain into nothing, so an oversize upload never sits in memory.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
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

/** Node's header list as name/value pairs, without pseudo-headers and hop-by-hop headers. */
function headerPairs(req: IncomingMessage): [string, string][] {
  const raw = req.rawHeaders;
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.startsWith(':') || HOP_BY_HOP_HEADERS.has(name.toLowerCase())) continue;
    pairs.push([name, raw[i + 1]!]);
  }
  return pairs;
}

/** Node's parser accepts a few header values the Fetch Headers class refuses; the mock can live without them. */
function lenientHeaders(pairs: [string, string][]): Headers {
  const headers = new Headers();
  for (const [name, value] of pairs) {
    try {
      headers.append(name, value);
    } catch {
      // Dropped, see above.
    }
  }
  return headers;
}

/**
 * The Fetch Request the handlers read. Built once, from the URL string and the header pairs as
 * they are (no intermediate Headers object, no abort signal: a handler answers from memory, and an
 * answer to a client that left is dropped by the response side). Throws for methods Fetch refuses
 * (TRACE, TRACK).
 */
export function toFetchRequest(req: IncomingMessage, url: URL, method: string, body: Uint8Array<ArrayBuffer> | undefined): Request {
  const pairs = headerPairs(req);
  const init = { method, body: body && body.byteLength > 0 ? body : null };
  try {
    return new Request(url.href, { ...init, headers: pairs });
  } catch (error) {
    // One header value Fetch refuses fails the whole list; build it again header by header.
    if (!(error instanceof TypeError)) throw error;
    return new Request(url.href, { ...init, headers: lenientHeaders(pairs) });
  }
}
