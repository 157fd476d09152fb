import { randomUUID } from 'node:crypto';
import { parseCookie } from 'cookie';
import { HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';

// MSW answers a request by trying every handler in turn: each clones the request, parses its cookies,
// compiles its path pattern and only then compares the method. With 80 handlers that was most of a
// cheap call's time. The server knows method and path up front, so it looks the handlers up instead.

/** What MSW hands a resolver (`ResponseResolverInfo` with the HTTP extras). */
interface ResolverInfo extends Record<string, unknown> {
  request: Request;
  requestId: string;
  params: Record<string, string>;
  cookies: Record<string, string>;
}

type Resolver = (info: ResolverInfo) => unknown;

export interface Entry {
  /** Position in the handler list: the first matching handler wins, as in MSW. */
  index: number;
  handler: RequestHandler;
  /** Set when the server may call the handler's resolver itself (see `directResolver`). */
  resolver: Resolver | undefined;
  /** Paths written with a leading `*`: MSW reports what it matched (the origin) as param `0`. */
  wildcardOrigin: boolean;
}

/** One answer per request, the way MSW's `getResponse` produces it; undefined when no handler answers. */
export type Responder = (request: Request, method: string, url: URL) => Promise<Response | undefined>;

const byIndex = (a: Entry, b: Entry): number => a.index - b.index;

/**
 * The resolver of a handler MSW would simply call once its path matched: an HTTP handler that is
 * not `once` and whose resolver is a plain (async) function. Generator resolvers keep state inside
 * MSW's `run`, so those handlers go through it. MSW keeps the resolver and options to itself
 * (TypeScript `protected`/`private`); msw is pinned, and the server tests run every call through here.
 */
function directResolver(handler: RequestHandler): Resolver | undefined {
  if (!(handler instanceof HttpHandler)) return undefined;
  const resolver: unknown = handler['resolver'];
  const options: unknown = handler['options'];
  if (typeof resolver !== 'function') return undefined;
  if (typeof options === 'object' && options !== null && (options as { once?: unknown }).once) return undefined;
  const kind = Object.prototype.toString.call(resolver);
  if (kind === '[object GeneratorFunction]' || kind === '[object AsyncGeneratorFunction]') return undefined;
  return resolver as Resolver;
}

/** `/path/` and `/path//` find `/path`: MSW matches with or without a trailing slash (SPEC 7 writes `kernel/storage/`). */
function trimTrailingSlashes(pathname: string): string {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return pathname;
  return pathname.replace(/\/+$/, '') || '/';
}

/** Distinct request URLs whose candidate lists are kept; past it the memo starts again. */
const MEMO_LIMIT = 2048;

/**
 * Whether MSW's own matcher could ever take `entry` for `url`. Only paths written with a leading `*`
 * are tested: their match depends on nothing but the URL (relative paths also depend on the base
 * URL, so those handlers stay candidates for every URL and MSW decides).
 */
function mayMatch(entry: Entry, url: URL): boolean {
  const { path } = entry.handler.info as { path?: unknown };
  return typeof path !== 'string' || !path.startsWith('*') || matchRequestUrl(url, path).matches;
}

/**
 * Handlers with a method and a literal path (any host, then `/kernel/notice`) are looked up by both;
 * handlers with parameters or wildcards are kept per method. The candidates of a URL are its literal
 * handlers and the pattern handlers MSW's matcher can take for it, in list order, so the first match
 * still wins; they are worked out once per distinct URL, so a cheap call does not compile and try
 * every pattern that comes before its handler.
 */
export function handlerIndex(handlers: RequestHandler[]): (method: string, url: URL) => readonly Entry[] {
  const literal = new Map<string, Entry[]>();
  const dynamicByMethod = new Map<string, Entry[]>();
  const anyMethod: Entry[] = [];
  handlers.forEach((handler, index) => {
    const info = handler.info as { method?: unknown; path?: unknown };
    const rawPath = typeof info.path === 'string' ? info.path : undefined;
    const path = rawPath === undefined ? undefined : trimTrailingSlashes(rawPath.replace(/^\*(?=\/)/, ''));
    const method = typeof info.method === 'string' ? info.method.toUpperCase() : undefined;
    const entry: Entry = { index, handler, resolver: undefined, wildcardOrigin: false };
    if (method === undefined || method === 'ALL') anyMethod.push(entry);
    else if (path === undefined || /[:*?(){}+]/.test(path)) dynamicByMethod.set(method, [...(dynamicByMethod.get(method) ?? []), entry]);
    else {
      // Only a handler found by its exact method and path may skip MSW's matching.
      entry.resolver = directResolver(handler);
      entry.wildcardOrigin = rawPath?.startsWith('*/') ?? false;
      literal.set(`${method} ${path}`, [...(literal.get(`${method} ${path}`) ?? []), entry]);
    }
  });

  const dynamicFor = new Map<string, readonly Entry[]>();
  function dynamic(method: string): readonly Entry[] {
    let list = dynamicFor.get(method);
    if (!list) {
      list = [...(dynamicByMethod.get(method) ?? []), ...anyMethod].sort(byIndex);
      dynamicFor.set(method, list);
    }
    return list;
  }

  // Keyed by what MSW's matcher reads: origin and path (a Host header can change the origin).
  const memo = new Map<string, readonly Entry[]>();
  return (method, url) => {
    const upper = method.toUpperCase();
    const key = `${upper} ${url.origin}${url.pathname}`;
    let list = memo.get(key);
    if (!list) {
      const literals = literal.get(`${upper} ${trimTrailingSlashes(url.pathname)}`) ?? [];
      list = [...literals, ...dynamic(upper).filter((entry) => mayMatch(entry, url))].sort(byIndex);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(key, list);
    }
    return list;
  };
}

async function callResolver(entry: Entry, resolver: Resolver, request: Request, origin: string, requestId: string): Promise<Response | undefined> {
  entry.handler.isUsed = true;
  let cookies: Record<string, string> | undefined;
  let result: unknown;
  try {
    result = await resolver({
      request,
      requestId,
      params: entry.wildcardOrigin ? { 0: origin } : {},
      // Parsed only when a resolver asks, as MSW would from the Cookie header.
      get cookies() {
        cookies ??= parseRequestCookies(request);
        return cookies;
      },
    });
  } catch (thrown) {
    // MSW lets a resolver throw a Response as its answer.
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  if (result === undefined || result === null) return undefined;
  if (result instanceof Response) return result;
  throw new TypeError(`The handler for ${entry.handler.info.header} returned something other than a Response`);
}

function parseRequestCookies(request: Request): Record<string, string> {
  const parsed = parseCookie(request.headers.get('cookie') ?? '');
  const cookies: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) if (value !== undefined) cookies[name] = value;
  return cookies;
}

/**
 * Answers a request as MSW's `getResponse` would: the candidates in order, the first Response wins.
 * Literal handlers get their resolver called directly (their path and method are already known to
 * match); the others go through MSW's own `run`, which matches their patterns.
 */
export function createResponder(handlers: RequestHandler[]): Responder {
  const lookup = handlerIndex(handlers);
  return async (request, method, url) => {
    const requestId = randomUUID();
    for (const entry of lookup(method, url)) {
      const response = entry.resolver
        ? await callResolver(entry, entry.resolver, request, url.origin, requestId)
        : (await entry.handler.run({ request, requestId, resolutionContext: { baseUrl: url.origin, quiet: true } }))?.response;
      if (response) return response;
    }
    return undefined;
  };
}
