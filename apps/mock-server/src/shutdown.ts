import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StateWriter } from './journal-writer.ts';

// Stopping without losing an answer or a save: the CLI's signals and the tests' close() go through here.

/** How long shutdown waits for answers in progress before it cuts their connections. */
const DRAIN_LIMIT_MS = 5000;

/** Counts the answers in progress, so shutdown can wait for them (and for their saves). */
export class InFlight {
  private count = 0;
  private waiters: Array<() => void> = [];

  start(): void {
    this.count += 1;
  }

  finish(): void {
    this.count -= 1;
    if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
  }

  drained(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

/**
 * Stops accepting connections, lets answers in progress finish (and their saves land), then closes
 * the keep-alive sockets. Calling it again returns the same promise.
 */
export function shutdownOnce(server: Server, inFlight: InFlight, writer: StateWriter | undefined): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await Promise.race([inFlight.drained(), sleep(DRAIN_LIMIT_MS, undefined, { ref: false })]);
      await writer?.idle();
      server.closeAllConnections();
      await closed;
    })();
    return closing;
  };
}
