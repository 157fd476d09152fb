import { describe, expect, it } from 'vitest';
import { casTicket, decide, isWhiteListed, loginUrl, redirectTarget } from './guard.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('navigation guard (SPEC 4)', () => {
  it('sends a signed-in user with routes away from /login to /', () => {
    expect(decide({ ...at('/login'), hasToken: true, routesLoaded: true })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('lets a signed-in user with routes go anywhere else', () => {
    expect(decide({ ...at('/xj/xjxx'), hasToken: true, routesLoaded: true })).toEqual({ kind: 'pass' });
  });

  it('loads user info and routes when there is a token but no routes, whatever the path', () => {
    expect(decide({ ...at('/xj/xjxx'), hasToken: true, routesLoaded: false })).toEqual({ kind: 'load' });
    expect(decide({ ...at('/login'), hasToken: true, routesLoaded: false })).toEqual({ kind: 'load' });
  });

  it('signs in with a CAS ticket (ST-...-cas) on any URL when there is no token', () => {
    expect(decide({ ...at('/xj/xjxx', '?ticket=ST-admin-1-cas'), hasToken: false, routesLoaded: false })).toEqual({
      kind: 'cas',
      ticket: 'ST-admin-1-cas',
    });
  });

  it('ignores tickets that do not start with ST- and end with -cas', () => {
    expect(casTicket('?ticket=TGT-admin-cas')).toBeUndefined();
    expect(casTicket('?ticket=ST-admin-1')).toBeUndefined();
    expect(casTicket('?ticket=ST--cas')).toBeUndefined();
  });

  it('lets every white-listed path through without a token (SPEC 2)', () => {
    for (const path of ['/login', '/register', '/callback', '/404', '/403', '/cas', '/demo', '/pubPage/dbgg/index', '/dbggView']) {
      expect(isWhiteListed(path)).toBe(true);
      expect(decide({ ...at(path), hasToken: false, routesLoaded: false })).toEqual({ kind: 'pass' });
    }
  });

  it('sends everyone else to sign-in with the original path and query as redirect', () => {
    expect(decide({ ...at('/stuDetails', '?id=7&tab=2'), hasToken: false, routesLoaded: false })).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/stuDetails?id=7&tab=2')}`,
    });
  });

  it('drops the redirect when route recording is off', () => {
    expect(decide({ ...at('/xj/xjxx'), hasToken: false, routesLoaded: false, recordRoute: false })).toEqual({ kind: 'redirect', to: '/login' });
    expect(loginUrl('/', true)).toBe('/login');
  });
});

describe('redirect after sign-in', () => {
  it('returns to the recorded path', () => {
    expect(redirectTarget(`?redirect=${encodeURIComponent('/xj/xjxx?page=3')}`)).toBe('/xj/xjxx?page=3');
  });

  it('never leaves the app: other origins, protocol-relative URLs and /login go home', () => {
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(redirectTarget('?redirect=%2Flogin')).toBe('/');
    expect(redirectTarget('')).toBe('/');
  });
});
