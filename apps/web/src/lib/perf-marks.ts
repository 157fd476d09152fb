/**
 * User Timing marks for the benchmark (`pnpm bench` reads them through Playwright): sign-in to an
 * interactive shell, and a tab switch to the view on screen. Cheap, and harmless in production.
 */
export const perfMarks = {
  signInStart: 'gs:sign-in-start',
  shellReady: 'gs:shell-ready',
  tabSwitchStart: 'gs:tab-switch-start',
  /** The switch's view committed by React. */
  viewCommitted: 'gs:view-committed',
  /** The frame after that commit painted: what the user sees. */
  viewShown: 'gs:view-shown',
} as const;

export function mark(name: (typeof perfMarks)[keyof typeof perfMarks]): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

/**
 * Marks `name` once the browser has painted the frame after this call: a callback before the next
 * frame, then a task, which runs after that frame's style, layout and paint. A mark at React's commit
 * would miss what the browser does after it (a shown view's style and layout).
 */
export function markAfterPaint(name: (typeof perfMarks)[keyof typeof perfMarks]): void {
  if (typeof requestAnimationFrame !== 'function' || typeof MessageChannel !== 'function') {
    mark(name);
    return;
  }
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      mark(name);
    };
    channel.port2.postMessage(undefined);
  });
}
