/**
 * User Timing marks for the benchmark (`pnpm bench` reads them through Playwright): sign-in to an
 * interactive shell, and a tab switch to the view on screen. Cheap, and harmless in production.
 */
export const perfMarks = {
  signInStart: 'gs:sign-in-start',
  shellReady: 'gs:shell-ready',
  tabSwitchStart: 'gs:tab-switch-start',
  viewShown: 'gs:view-shown',
} as const;

export function mark(name: (typeof perfMarks)[keyof typeof perfMarks]): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}
