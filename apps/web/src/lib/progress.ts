import type NProgressType from 'nprogress';
import { settings } from '../config/settings.ts';
import { useSettings } from '../stores/settings.ts';

type NProgress = typeof NProgressType;

// Fetched after the first paint instead of with it: the bar is decoration, /login's budget is not.
let bar: NProgress | undefined;
let loading: Promise<NProgress> | undefined;
function load(): Promise<NProgress> {
  loading ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([module]) => {
    const instance = module.default;
    // SPEC 9: speed 500 ms, trickle 200 ms.
    instance.configure({ showSpinner: false, speed: settings.progressBar.speedMs, trickleSpeed: settings.progressBar.trickleMs });
    bar = instance;
    return instance;
  });
  return loading;
}

const enabled = () => useSettings.getState().theme.showProgressBar;
let wanted = false;

/** SPEC 4: the bar starts with a navigation (when enabled) and finishes once the page is set. */
export function startProgress(): void {
  if (!enabled()) return;
  wanted = true;
  if (bar) bar.start();
  else void load().then((instance) => wanted && instance.start());
}

export function doneProgress(): void {
  wanted = false;
  bar?.done();
}

/** SPEC 9: reloading a view shows the bar for 200 ms. */
export function startReloadProgress(): void {
  if (!enabled()) return;
  void load().then((instance) => {
    instance.start();
    setTimeout(() => instance.done(), settings.progressBar.reloadMs);
  });
}
