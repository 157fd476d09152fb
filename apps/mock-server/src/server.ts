import { createServer } from 'node:http';
import type { RequestHandler } from 'msw';
import { createResponder } from './handler-index.ts';
import { formatUrlHost, listen } from './listen.ts';
import { answerClientError, type PreparedBody, sendEnvelope } from './node-response.ts';
import type { StateWriter } from './journal-writer.ts';
import { createPipeline } from './pipeline.ts';
import { defaultLogger, describeError, errorMessage, redactTarget, type MockServerLogger } from './request-log.ts';
import { InFlight, shutdownOnce } from './shutdown.ts';

// The composition: Node's HTTP server, the handler lookup, the request pipeline and shutdown, wired
// once from the options.

export const DEFAULT_PORT = 10010;
export const DEFAULT_HOST = '127.0.0.1';
/** Request bodies above this are refused with 413 before they are read to the end. */
export const DEFAULT_MAX_BODY_BYTES = 20 * 1024 * 1024;

export interface MockServerOptions {
  handlers: RequestHandler[];
  /** 0 picks any free port. Default 10010. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Artificial latency before each answer, in milliseconds (preflights are answered at once). */
  latencyMs?: number;
  /** Turns the per-request log line off. */
  quiet?: boolean;
  /** Default 20 MB. */
  maxBodyBytes?: number;
  /** Saves what each request changed before its answer leaves; without it the state lives in memory only. */
  writer?: StateWriter;
  logger?: MockServerLogger;
  /**
   * The bytes of an answer when the handlers already hold them (the mocks keep each envelope's);
   * the server then writes them instead of reading the Response's stream back.
   */
  preparedBody?: (response: Response) => PreparedBody | undefined;
}

export interface RunningMockServer {
  /** `http://host:port`, without a trailing slash. */
  url: string;
  port: number;
  host: string;
  /** Stops accepting connections, lets answers in progress finish (and their writes land), then resolves. */
  close(): Promise<void>;
}

/**
 * Starts an HTTP server that answers every request through the given MSW handlers, the same ones
 * the browser worker and vitest use. Requests no handler answers get a 404 backend envelope.
 */
export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const host = options.host ?? DEFAULT_HOST;
  const logger = options.logger ?? defaultLogger;
  let fallbackHost = host;

  const handle = createPipeline({
    respond: createResponder(options.handlers),
    latencyMs: options.latencyMs ?? 0,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    logger,
    quiet: options.quiet ?? false,
    writer: options.writer,
    fallbackHost: () => fallbackHost,
    preparedBody: options.preparedBody,
  });

  const inFlight = new InFlight();
  const server = createServer((req, res) => {
    inFlight.start();
    handle(req, res).then(
      () => inFlight.finish(),
      (error: unknown) => {
        logger.error(`Mock server failed on ${req.method ?? ''} ${redactTarget(req.url ?? '')}: ${describeError(error)}`);
        try {
          sendEnvelope(req, res, 500, errorMessage(error));
        } catch {
          res.destroy();
        }
        inFlight.finish();
      },
    );
  });
  server.on('clientError', answerClientError);

  const address = await listen(server, options.port ?? DEFAULT_PORT, host);
  fallbackHost = `${formatUrlHost(host)}:${address.port}`;

  return { url: `http://${fallbackHost}`, port: address.port, host, close: shutdownOnce(server, inFlight, options.writer) };
}
