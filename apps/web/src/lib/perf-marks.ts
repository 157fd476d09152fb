/**
 * User Timing marks for the benchmark (`pnpm bench` reads them through Playwright): sign-in to an
 * interactive shell, a tab switch to the view on screen, a keystroke and a paste in the grade grid to the painted frame, the timetable's overview from its answer to the painted frame. Cheap, and harmless in production.
 */
export const perfMarks = {
  signInStart: 'gs:sign-in-start',
  shellReady: 'gs:shell-ready',
  tabSwitchStart: 'gs:tab-switch-start',
  /** The switch's view committed by React. */
  viewCommitted: 'gs:view-committed',
  /** The frame after that commit painted: what the user sees. */
  viewShown: 'gs:view-shown',
  /** A key pressed in the grade grid, and the frame after it painted. */
  gradeKeystroke: 'gs:grade-keystroke',
  gradeKeyPainted: 'gs:grade-key-painted',
  /** A paste into the grade grid, and the frame after it painted. */
  gradePaste: 'gs:grade-paste',
  gradePastePainted: 'gs:grade-paste-painted',
  /** The timetable's answer in hand (getTimetable), and the frame after its overview painted. */
  timetableGridData: 'gs:timetable-grid-data',
  timetableGridPainted: 'gs:timetable-grid-painted',
  /** The questionnaire analysis' answer in hand (analyseTask), and the frame after every chart of it painted. */
  analysisData: 'gs:analysis-data',
  analysisPainted: 'gs:analysis-painted',
} as const;

export function mark(name: (typeof perfMarks)[keyof typeof perfMarks]): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

/**
 * Runs `callback` once the browser has painted the frame after this call: a callback before the next
 * frame, then a task, which runs after that frame's style, layout and paint (and after the tasks queued
 * before it). Without animation frames (a test's DOM, a server), at once. Answers a function that cancels it.
 * The task can come late, never early: Chromium holds postMessage tasks back after a discrete input event
 * (a keyup just after a keydown) until the frame after it.
 */
export function afterPaint(callback: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function' || typeof MessageChannel !== 'function') {
    callback();
    return () => undefined;
  }
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (!cancelled) callback();
    };
    channel.port2.postMessage(undefined);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}

/**
 * Marks `name` once the browser has painted the frame after this call (afterPaint). A mark at React's
 * commit would miss what the browser does after it (a shown view's style and layout).
 */
export function markAfterPaint(name: (typeof perfMarks)[keyof typeof perfMarks]): void {
  afterPaint(() => mark(name));
}
