import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { settings } from '../config/settings.ts';
import { useSettings } from '../stores/settings.ts';

// SPEC 9: speed 500 ms, trickle 200 ms.
NProgress.configure({ showSpinner: false, speed: settings.progressBar.speedMs, trickleSpeed: settings.progressBar.trickleMs });

const enabled = () => useSettings.getState().theme.showProgressBar;

/** SPEC 4: the bar starts with a navigation (when enabled) and finishes once the page is set. */
export function startProgress(): void {
  if (enabled()) NProgress.start();
}

export function doneProgress(): void {
  NProgress.done();
}

/** SPEC 9: reloading a view shows the bar for 200 ms. */
export function startReloadProgress(): void {
  if (!enabled()) return;
  NProgress.start();
  setTimeout(() => NProgress.done(), settings.progressBar.reloadMs);
}
