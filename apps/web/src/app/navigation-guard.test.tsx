import { render, screen } from '@testing-library/react';
import { ApiError } from '@gs/sdk/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api.ts';
import { useSession } from '../stores/session.ts';
import { App } from './app.tsx';

const TOKEN_KEY = 'sys-auth-token';

/** A call that got no answer: what the SDK rejects with when the browser cuts a request off. */
const noAnswer = () => new ApiError({ message: 'network', code: 0, status: 0, httpStatus: 0, url: '/api/auth/info' });

/** Signed in (token stored) but the routes not loaded yet: the guard asks for user info, which waits. */
function reloadedPageWaitingForUserInfo() {
  localStorage.setItem(TOKEN_KEY, 'stored-token');
  useSession.setState({ token: 'stored-token', info: null, menus: null });
  let fail!: (error: unknown) => void;
  const asked = new Promise<void>((resolve) => {
    vi.spyOn(api, 'get').mockImplementation(((path: string) => {
      if (path !== '/auth/info') return Promise.reject(new Error(`unexpected call ${path}`));
      resolve();
      return new Promise((_, reject) => {
        fail = reject;
      });
    }) as never);
  });
  window.history.replaceState(null, '', '/center');
  render(<App />);
  return { asked, fail: (error: unknown) => fail(error) };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  // The page lives again (as after the back/forward cache), for the next test.
  window.dispatchEvent(new Event('pageshow'));
});

describe('the navigation guard when loading the session fails (SPEC 4)', () => {
  it('resets the session and goes to sign-in with the redirect', async () => {
    const page = reloadedPageWaitingForUserInfo();
    await page.asked;
    page.fail(noAnswer());
    expect(await screen.findByLabelText('用户名')).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/center');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the stored session when the load was cut off because the user reloads or leaves the page', async () => {
    const page = reloadedPageWaitingForUserInfo();
    await page.asked;
    // The browser fires pagehide, then cuts off the calls still out (a token refresh among them).
    window.dispatchEvent(new Event('pagehide'));
    page.fail(noAnswer());
    // The failure has gone through the guard once every promise callback it queued has run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('stored-token');
    expect(useSession.getState().token).toBe('stored-token');
    expect(window.location.pathname).toBe('/center');
  });
});
