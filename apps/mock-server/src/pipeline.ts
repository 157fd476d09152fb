import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { preflightHeaders } from './cors.ts';
import type { Responder } from './handler-index.ts';
import { decodablePath, readBody, requestUrl, toFetchRequest } from './node-request.ts';
import { type PreparedBody, sendEnvelope, writeResponse } from './node-response.ts';
import type { StateWriter } from './journal-writer.ts';
import { describeError, errorMessage, logWhenDone, redactTarget, type MockServerLogger } from './request-log.ts';

// One request from start to finish, in the order a backend checks things; the other modules do each step.

export interface PipelineOptions {
  respond: Responder;
  /** Artificial latency before each answer, in milliseconds (preflights are answered at once). */
  latencyMs: number;
  maxBodyBytes: number;
  logger: MockServerLogger;
  quiet: boolean;
  /** Saves what each request changed before its answer leaves; without it the state lives in memory only. */
  writer: StateWriter | undefined;
  /** `host:port` for requests without a Host header; known once the server listens. */
  fallbackHost(): string;
  /** The body of an answer the handlers already hold, if they do (see `MockServerOptions.preparedBody`). */
  preparedBody: ((response: Response) => PreparedBody | undefined) | undefined;
}

function isPassthrough(response: Response): boolean {
  return response.status === 302 && response.headers.get('x-msw-intention') === 'passthrough';
}

/**
 * One request, start to finish: preflight, URL and body checks, the handler's answer, the save, the
 * write. Whatever a handler does, the client gets the backend envelope, never a hang.
 */
export function createPipeline(options: PipelineOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { respond, latencyMs, maxBodyBytes, logger, quiet, writer, preparedBody } = options;

  return async function handle(req, res) {
    if (!quiet) logWhenDone(req, res, logger);
    const method = (req.method ?? 'GET').toUpperCase();

    if (method === 'OPTIONS') {
      req.resume();
      res.writeHead(204, preflightHeaders(req));
      res.end();
      return;
    }

    const url = requestUrl(req, options.fallbackHost());
    if (!url || !decodablePath(url.pathname)) {
      // A path MSW cannot percent-decode would throw inside its matcher (a 500); a servlet container
      // refuses such a URL with 400 before any controller sees it.
      req.resume();
      sendEnvelope(req, res, 400, `Malformed request URL: ${redactTarget(req.url ?? '').slice(0, 200)}`);
      return;
    }

    let body: Uint8Array<ArrayBuffer> | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      const result = await readBody(req, maxBodyBytes);
      if (result.kind === 'aborted') return;
      if (result.kind === 'too-large') {
        const limitMb = Math.round((maxBodyBytes / (1024 * 1024)) * 100) / 100;
        sendEnvelope(req, res, 413, `Request body exceeds the ${limitMb} MB limit of the mock server`, true);
        return;
      }
      body = result.body;
    } else {
      req.resume();
    }

    if (latencyMs > 0) await sleep(latencyMs);
    const ticket = writer?.begin();

    let request: Request;
    try {
      request = toFetchRequest(req, url, method, body);
    } catch (error) {
      // Fetch refuses a few methods (TRACE, TRACK); no handler could answer them anyway.
      sendEnvelope(req, res, 400, `Cannot handle ${method} ${url.pathname}: ${errorMessage(error)}`);
      return;
    }

    let response: Response | undefined;
    let failure: unknown;
    try {
      response = await respond(request, method, url);
    } catch (error) {
      failure = error;
      logger.error(`Handler for ${method} ${url.pathname} threw: ${describeError(error)}`);
    }

    // The state is on disk before any answer goes out, whatever the handler answered.
    if (writer) {
      try {
        await writer.persist(ticket);
      } catch (error) {
        logger.error(`Could not save the mock state: ${describeError(error)}`);
        await response?.body?.cancel().catch(() => undefined);
        sendEnvelope(req, res, 500, `Could not save the mock state: ${errorMessage(error)}`);
        return;
      }
    }

    if (res.destroyed) {
      await response?.body?.cancel().catch(() => undefined);
      return;
    }
    if (failure !== undefined) {
      sendEnvelope(req, res, 500, errorMessage(failure) || 'The mock handler failed');
      return;
    }
    if (!response || isPassthrough(response)) {
      sendEnvelope(req, res, 404, `No mock for ${method} ${url.pathname}`);
      return;
    }
    await writeResponse(req, res, response, preparedBody?.(response));
  };
}
