import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../stores/session.ts';
import { mockBackend } from '../test/mock-backend.tsx';
import { App } from './app.tsx';

const TOKEN_KEY = 'sys-auth-token';

const backend = mockBackend();

/**
 * Signed in (a real token stored) and the page reloaded at /center, so the routes are not loaded yet:
 * the guard asks for user info, and the connection is cut before any answer (`cut`). No backend
 * answers that way, so this one call fails here; every other call reaches the mock backend.
 */
async function reloadedPageWaitingForUserInfo() {
  await backend.signIn('staff', { loadSession: false });
  const token = useSession.getState().token;
  let asked!: () => void;
  const askedPromise = new Promise<void>((resolve) => (asked = resolve));
  let cut!: () => void;
  const cutPromise = new Promise<void>((resolve) => (cut = resolve));
  backend.server.use(
    http.get('*/auth/info', async () => {
      asked();
      await cutPromise;
      return HttpResponse.error();
    }),
  );
  window.history.replaceState(null, '', '/center');
  render(<App />);
  return { token, asked: askedPromise, cut };
}

/** SPEC 8: the failed call shows the status-0 message, which the app shows 100 ms after the failure went through. */
const networkFailureShown = () => screen.findByText('未知错误，可能是跨域或地址错误');

afterEach(() => {
  // The page lives again (as after the back/forward cache), for the next test.
  window.dispatchEvent(new Event('pageshow'));
});

describe('the navigation guard when loading the session fails (SPEC 4)', () => {
  it('resets the session and goes to sign-in with the redirect', async () => {
    const page = await reloadedPageWaitingForUserInfo();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(page.token);
    await page.asked;
    page.cut();
    expect(await screen.findByLabelText('用户名')).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/center');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(useSession.getState().token).toBeNull();
  });

  it('keeps the stored session when the load was cut off because the user reloads or leaves the page', async () => {
    const page = await reloadedPageWaitingForUserInfo();
    await page.asked;
    // The browser fires pagehide, then cuts off the calls still out (a token refresh among them).
    window.dispatchEvent(new Event('pagehide'));
    page.cut();
    await networkFailureShown();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(page.token);
    expect(useSession.getState().token).toBe(page.token);
    expect(window.location.pathname).toBe('/center');
  });
});
