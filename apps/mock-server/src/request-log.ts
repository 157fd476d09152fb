import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

// The per-request log line and error texts, kept apart so no token ever reaches a log by another path.

export interface MockServerLogger {
  /** One line per request (`METHOD /path?query STATUS 12ms`). */
  info(line: string): void;
  /** Handler failures with their stack; printed even with `quiet`. */
  error(line: string): void;
}

export const defaultLogger: MockServerLogger = {
  info: (line) => process.stdout.write(`${line}\n`),
  error: (line) => process.stderr.write(`${line}\n`),
};

/** Query parameters that carry credentials and never reach the log. */
const SECRET_QUERY_PARAMS = new Set(['token', 'access_token']);

/** `/path?a=1&token=x` -> `/path?a=1`, keeping the other parameters exactly as sent. */
export function redactTarget(target: string): string {
  const queryStart = target.indexOf('?');
  if (queryStart === -1) return target;
  const kept = target
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => {
      const rawName = pair.split('=', 1)[0] ?? '';
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is logged as sent.
      }
      return !SECRET_QUERY_PARAMS.has(name.toLowerCase());
    });
  const path = target.slice(0, queryStart);
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Logs the request's line once its answer is out (or the client left); tokens never reach it. */
export function logWhenDone(req: IncomingMessage, res: ServerResponse, logger: MockServerLogger): void {
  const started = performance.now();
  res.once('close', () => {
    const status = res.writableFinished ? String(res.statusCode) : 'aborted';
    logger.info(`${(req.method ?? 'GET').toUpperCase()} ${redactTarget(req.url ?? '')} ${status} ${Math.round(performance.now() - started)}ms`);
  });
}
