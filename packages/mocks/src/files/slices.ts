/**
 * Cooperative time slices for heavy file generation (issue 13, "one call must not stall the server").
 *
 * The same handlers run in the MSW browser worker, in vitest and in the Node server, all on one event
 * loop: a photo zip of 2,000 students drawn in one synchronous loop kept every other request waiting
 * for seconds. A builder instead calls `await pace()` between small units of work (one photo, a few
 * hundred rows). Every builder in progress shares ONE queue: per turn of the event loop exactly one of
 * them works, for at most `SLICE_MS`, and then the loop handles I/O (a sign-in, a key read) before the
 * next slice. So eight exports delay another request by about one slice, not eight; and with nothing
 * else to do the slices follow each other back to back, so an export alone loses little time.
 */

/** Longest stretch of export work between two turns of the event loop, in ms. */
export const SLICE_MS = 3;

type Wake = () => void;
const waiting: Wake[] = [];
let scheduled = false;

/**
 * Runs `task` in a later turn of the event loop, after pending I/O: `setImmediate` in Node (vitest, the
 * mock server); a MessageChannel message in the browser, which unlike `setTimeout(0)` is not clamped to
 * 4 ms when nested.
 */
const nextTurn: (task: () => void) => void = (() => {
  // Read off globalThis: the browser build of the mocks is typed without Node's globals.
  const immediate = (globalThis as { setImmediate?: (task: () => void) => unknown }).setImmediate;
  if (typeof immediate === 'function') return (task: () => void) => void immediate(task);
  const queue: (() => void)[] = [];
  let channel: MessageChannel | undefined;
  return (task: () => void) => {
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => queue.shift()?.();
    }
    queue.push(task);
    channel.port2.postMessage(null);
  };
})();

function tick(): void {
  scheduled = false;
  const wake = waiting.shift();
  if (waiting.length > 0) schedule();
  // The woken builder runs in this turn (its continuation is a microtask of this task) until its slice ends.
  wake?.();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  nextTurn(tick);
}

/** A pacer for one piece of generation: `await pace()` between units of work. */
export type Pace = () => Promise<void>;

export function pacer(sliceMs = SLICE_MS): Pace {
  let until = 0;
  return async () => {
    if (performance.now() < until) return;
    await new Promise<void>((wake) => {
      waiting.push(wake);
      schedule();
    });
    until = performance.now() + sliceMs;
  };
}

/**
 * A byte stream produced in slices: `produce(push)` is called on each pull and pushes chunks; it
 * returns true once everything is out. Generation stops when the reader cancels (a client that went
 * away), and pulls only when the reader wants more, so a slow client does not make the server hold
 * the whole file.
 */
export function slicedStream(produce: (push: (chunk: Uint8Array) => void, pace: Pace) => Promise<boolean>): ReadableStream<Uint8Array> {
  const pace = pacer();
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let pushed = false;
        const push = (chunk: Uint8Array) => {
          if (cancelled || chunk.byteLength === 0) return;
          controller.enqueue(chunk);
          pushed = true;
        };
        // One pull ends with at least one chunk (or the end), so the reader is never left waiting.
        for (;;) {
          if (cancelled) return;
          const done = await produce(push, pace);
          if (done) {
            if (!cancelled) controller.close();
            return;
          }
          if (pushed) return;
        }
      },
      cancel() {
        cancelled = true;
      },
    },
    // Up to about 256 KB ahead of the reader.
    { highWaterMark: 256 * 1024, size: (chunk) => chunk.byteLength },
  );
}
