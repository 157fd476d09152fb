import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../components/view-boundary.tsx';
import { accessControl } from '../config/settings.ts';
import { decide, loginUrl } from '../lib/guard.ts';
import { isLeavingPage } from '../lib/page-lifecycle.ts';
import { doneProgress, startProgress } from '../lib/progress.ts';
import { casLogin, loadSession } from '../lib/session.ts';
import { useSession } from '../stores/session.ts';

let ticketInFlight: Promise<void> | undefined;
function casOnce(ticket: string): Promise<void> {
  ticketInFlight ??= casLogin(ticket)
    .then(loadSession)
    .finally(() => {
      ticketInFlight = undefined;
    });
  return ticketInFlight;
}

/** SPEC 4 "Navigation guard": runs `decide` on every navigation and carries the decision out. */
export function NavigationGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const hasToken = useSession((s) => s.token !== null);
  const routesLoaded = useSession((s) => s.menus !== null);
  const decision = useMemo(
    () => decide({ pathname: location.pathname, search: location.search, hasToken, routesLoaded, recordRoute: accessControl.recordRoute }),
    [location.pathname, location.search, hasToken, routesLoaded],
  );

  useEffect(() => {
    startProgress();
  }, [location.pathname, location.search]);

  useEffect(() => {
    const fullPath = `${location.pathname}${location.search}`;
    const fail = () => {
      // A load cut off because the user reloads or leaves (a token refresh may have been out): the
      // stored session is the next page's, not this failure's to end.
      if (isLeavingPage()) return;
      // SPEC 4: any failure resets all user state and goes to sign-in with the redirect.
      useSession.getState().reset();
      navigate(loginUrl(fullPath), { replace: true });
    };
    switch (decision.kind) {
      case 'pass':
        doneProgress();
        return;
      case 'redirect':
        navigate(decision.to, { replace: true });
        return;
      case 'load':
        // One load at a time, however many navigations ask (StrictMode included): loadSession is single-flight.
        loadSession().catch(fail);
        return;
      case 'cas': {
        // The ticket leaves the URL either way; on success the user lands at home (SPEC 4).
        casOnce(decision.ticket).then(() => navigate('/', { replace: true }), fail);
        return;
      }
    }
  }, [decision, location.pathname, location.search, navigate]);

  return decision.kind === 'pass' ? children : <PageSpinner />;
}
