/**
 * Whether the browser is leaving this page (reload, another address, closing the tab). Between
 * `pagehide` and the end of the old document, the browser cuts off the page's calls still in flight
 * and their promises reject as network failures in the old page's code: such a failure says nothing
 * about the session, which the next page takes over from storage.
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // Back from the back/forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function isLeavingPage(): boolean {
  return leaving;
}
