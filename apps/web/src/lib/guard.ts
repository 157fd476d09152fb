import { whiteList } from '../config/settings.ts';

/** SPEC 4: a ticket query starting with ST- and ending with -cas. */
export function casTicket(search: string): string | undefined {
  const ticket = new URLSearchParams(search).get('ticket');
  return ticket && /^ST-.+-cas$/.test(ticket) ? ticket : undefined;
}

export function isWhiteListed(path: string): boolean {
  return (whiteList as readonly string[]).includes(path);
}

/** The sign-in URL that brings the user back to `fullPath` afterwards (when route recording is on). */
export function loginUrl(fullPath: string, recordRoute = true): string {
  if (!recordRoute || fullPath === '/' || fullPath.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/** Where to go after sign-in: the recorded path when it is one of ours, else home. */
export function redirectTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  // Only same-origin absolute paths: '//evil.example' or 'https://...' would leave the app.
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/login')) return '/';
  return redirect;
}

export interface GuardInput {
  pathname: string;
  search: string;
  hasToken: boolean;
  routesLoaded: boolean;
  recordRoute?: boolean;
}

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  /** Token but no routes: load user info and routes, then navigate again. */
  | { kind: 'load' }
  /** No token and a CAS ticket in the URL: single sign-on, then home. */
  | { kind: 'cas'; ticket: string };

/** SPEC 4 "Navigation guard", as a pure function of where the user goes and what the session holds. */
export function decide(input: GuardInput): GuardDecision {
  const { pathname, search, hasToken, routesLoaded, recordRoute = true } = input;
  if (hasToken) {
    if (!routesLoaded) return { kind: 'load' };
    if (pathname === '/login') return { kind: 'redirect', to: '/' };
    return { kind: 'pass' };
  }
  const ticket = casTicket(search);
  if (ticket) return { kind: 'cas', ticket };
  if (isWhiteListed(pathname)) return { kind: 'pass' };
  return { kind: 'redirect', to: loginUrl(`${pathname}${search}`, recordRoute) };
}
