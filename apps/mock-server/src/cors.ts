import type { IncomingMessage } from 'node:http';

// The web dev server (another origin) calls the mock server with a bearer token and reads
// Content-Disposition of downloads; every answer, errors included, carries these headers.

export const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, X-Requested-With';
const EXPOSED_HEADERS = 'Content-Disposition';

/** Header names the server sets itself; a handler's own values for them are not passed on. */
export const CORS_HEADER_NAMES: ReadonlySet<string> = new Set([
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
  'vary',
]);

/** `Vary` with `Origin` added once, keeping what the handler listed. */
function varyWithOrigin(vary: string | undefined): string {
  if (!vary) return 'Origin';
  const list = vary
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!list.some((value) => value.toLowerCase() === 'origin')) list.push('Origin');
  return list.join(', ');
}

/**
 * Appends the CORS headers of an answer to `headers`, a flat name/value list as `writeHead` takes
 * it. The origin is echoed because credentials are allowed (a `*` would be refused by browsers).
 */
export function pushCorsHeaders(headers: string[], req: IncomingMessage, vary?: string): void {
  headers.push(
    'Access-Control-Allow-Origin',
    req.headers.origin ?? '*',
    'Access-Control-Allow-Credentials',
    'true',
    'Access-Control-Expose-Headers',
    EXPOSED_HEADERS,
    'Vary',
    varyWithOrigin(vary),
  );
}

/** The headers of the 204 answer to a preflight. */
export function preflightHeaders(req: IncomingMessage): string[] {
  const requested = req.headers['access-control-request-headers'];
  const headers = [
    'Access-Control-Allow-Methods',
    ALLOWED_METHODS,
    'Access-Control-Allow-Headers',
    requested && requested.trim() ? requested : DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Max-Age',
    '600',
    'Allow',
    ALLOWED_METHODS,
  ];
  // Chrome's Private Network Access asks this when a public page calls localhost.
  if (req.headers['access-control-request-private-network'] === 'true') headers.push('Access-Control-Allow-Private-Network', 'true');
  pushCorsHeaders(headers, req);
  return headers;
}
