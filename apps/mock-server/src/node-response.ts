import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { CORS_HEADER_NAMES, pushCorsHeaders } from './cors.ts';
import { HOP_BY_HOP_HEADERS } from './node-request.ts';

// Fetch -> Node: a handler's Response, or the server's own envelope, written to Node's response.
// Headers go out through one writeHead with a flat list, which Node serialises as it is.

/** Answers up to this size are sent in one write. */
const SMALL_BODY_BYTES = 1024 * 1024;

/** The backend's error envelope (SPEC 8). */
export function envelope(code: number, message: string): string {
  return JSON.stringify({ code, message, data: null });
}

/** Answers with the envelope; on a connection whose headers are already out, cuts it instead. */
export function sendEnvelope(req: IncomingMessage, res: ServerResponse, status: number, message: string, close = false): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = Buffer.from(envelope(status, message), 'utf8');
  const headers = ['Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.byteLength)];
  if (close) headers.push('Connection', 'close');
  pushCorsHeaders(headers, req);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A body the handlers already hold: text goes out as UTF-8. */
export type PreparedBody = string | Uint8Array;

/**
 * Writes a handler's Response: its status and headers (CORS added), then its body. `prepared` is the
 * body when the handlers already hold it; the Response's stream is then left unread, and Node writes
 * the headers and a text body in one go.
 */
export async function writeResponse(req: IncomingMessage, res: ServerResponse, response: Response, prepared?: PreparedBody): Promise<void> {
  const headers: string[] = [];
  let vary: string | undefined;
  let length = Number.NaN;
  for (const [name, value] of response.headers) {
    // The iterator yields lower-case names, and every Set-Cookie on its own.
    if (name === 'content-length') length = Number(value);
    else if (name === 'vary') vary = value;
    if (CORS_HEADER_NAMES.has(name) || HOP_BY_HOP_HEADERS.has(name) || name === 'content-length') continue;
    headers.push(name, value);
  }
  pushCorsHeaders(headers, req, vary);
  const statusText = response.statusText || undefined;

  const noBody = req.method === 'HEAD' || response.status === 204 || response.status === 304;
  if (prepared !== undefined) {
    headers.push('Content-Length', String(typeof prepared === 'string' ? Buffer.byteLength(prepared) : prepared.byteLength));
    res.writeHead(response.status, statusText, headers);
    res.end(noBody ? undefined : prepared);
    return;
  }
  if (!response.body || noBody) {
    await response.body?.cancel().catch(() => undefined);
    if (!Number.isNaN(length)) headers.push('Content-Length', String(length));
    res.writeHead(response.status, statusText, headers);
    res.end();
    return;
  }
  // A small answer of known length (every JSON envelope) goes out in one write: headers and body in
  // one packet, without reading the stream chunk by chunk. Downloads keep streaming below.
  if (Number.isInteger(length) && length >= 0 && length <= SMALL_BODY_BYTES) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (res.destroyed) return;
    headers.push('Content-Length', String(bytes.byteLength));
    res.writeHead(response.status, statusText, headers);
    res.end(bytes);
    return;
  }
  if (!Number.isNaN(length)) headers.push('Content-Length', String(length));
  res.writeHead(response.status, statusText, headers);
  res.flushHeaders();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      if (!res.write(value)) {
        await new Promise<void>((resolve) => {
          const done = (): void => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.on('drain', done);
          res.on('close', done);
        });
      }
    }
    res.end();
  } catch (error) {
    // Headers are out; all that is left is to cut the connection so the client sees a broken body.
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    reader.releaseLock();
  }
}

/** Requests Node's parser rejects (bad request line, bad header) still get the envelope. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = envelope(status, status === 431 ? 'Request headers too large' : 'Malformed request');
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Access-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n${body}`,
  );
}
