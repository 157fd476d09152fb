import { createApiClient } from '@gs/sdk/client';
import type { ApiError } from '@gs/sdk/errors';
import { settings } from '../config/settings.ts';
import { useSession } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';

/**
 * What the app does on the failures of SPEC 8; wired once by the app shell (it owns the router and
 * the message API), so this module stays free of React.
 */
export interface ApiFailureHandlers {
  unauthorized(error: ApiError): void;
  forbidden(error: ApiError): void;
  error(error: ApiError): void;
}

let handlers: ApiFailureHandlers | undefined;

export function setApiFailureHandlers(next: ApiFailureHandlers): void {
  handlers = next;
}

/** Where the SDK sends requests: `VITE_API_BASE_URL` for a real backend, else the dev/preview proxy. */
export const apiBaseUrl = import.meta.env.VITE_API_BASE_URL || `${import.meta.env.BASE_URL.replace(/\/$/, '')}${settings.apiPrefix}`;

/** The one client of the app (STYLE.md). */
export const api = createApiClient({
  baseUrl: apiBaseUrl,
  getToken: () => useSession.getState().token,
  setToken: (token) => useSession.getState().setToken(token),
  onUnauthorized: (error) => handlers?.unauthorized(error),
  // SPEC 8 sends a 403 to /403. That is right for what the caller may not see; a write the server
  // refuses (deciding a step that is not, or no longer, the caller's, in the middle of a batch) is an
  // answer about that action on a page the caller may see: its message is shown, the page stays.
  onForbidden: (error, request) => {
    if (request.method === 'GET' || request.method === 'HEAD') handlers?.forbidden(error);
  },
  onError: (error) => handlers?.error(error),
  locale: () => useSettings.getState().language,
  timeoutMs: settings.requestTimeoutMs,
});
