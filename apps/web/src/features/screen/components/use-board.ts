import { useSyncExternalStore } from 'react';

/** The board's design size: every length of the board is a multiple of the window's unit of it. */
export const BOARD_WIDTH = 1920;
export const BOARD_HEIGHT = 1080;

/**
 * One unit of the 1920x1080 design in CSS px for this window: the largest that keeps the whole board inside it
 * (letterboxed to 16:9). The CSS says the same with `min(100vw / 1920, 100vh / 1080)`; this is the number for
 * what CSS cannot size (the charts' fonts and line widths).
 */
function unitNow(): number {
  return Math.min(window.innerWidth / BOARD_WIDTH, window.innerHeight / BOARD_HEIGHT);
}

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useBoardUnit(): number {
  return useSyncExternalStore(subscribeResize, unitNow);
}

/**
 * The device pixel ratio, followed when it changes (the window moved to another screen, the browser zoomed, the
 * display's scaling changed): a `resolution` media query for the current ratio fires when it stops matching.
 */
function subscribeRatio(onChange: () => void): () => void {
  let query: MediaQueryList | undefined;
  const watch = () => {
    query?.removeEventListener('change', changed);
    query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    query.addEventListener('change', changed);
  };
  const changed = () => {
    watch();
    onChange();
  };
  watch();
  return () => query?.removeEventListener('change', changed);
}

export function useDevicePixelRatio(): number {
  return useSyncExternalStore(subscribeRatio, () => window.devicePixelRatio);
}
