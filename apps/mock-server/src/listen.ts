import { createServer as createNetServer, type AddressInfo, type Server } from 'node:net';

// Binding the port, with messages a developer can act on (port taken, address not available).

/** The port is taken; the message is meant for the developer as it is. */
export class PortInUseError extends Error {
  override readonly name = 'PortInUseError';
  constructor(
    readonly port: number,
    readonly host: string,
  ) {
    super(`Port ${port} on ${host} is already in use: stop the other process or pass --port N.`);
  }
}

/** Listening failed for a reason the developer can fix (privileged port, unknown host). */
export class ListenError extends Error {
  override readonly name = 'ListenError';
}

/** Binds `server` and turns the bind errors a developer can fix into `PortInUseError` or `ListenError`. */
export function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') reject(new PortInUseError(port, host));
      else if (error.code === 'EACCES') {
        reject(new ListenError(`Port ${port} on ${host} needs elevated privileges: pass --port N with N above 1023.`));
      } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') {
        reject(new ListenError(`Cannot listen on ${host}: it is not an address of this machine (pass --host 127.0.0.1).`));
      } else reject(error);
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Throws `PortInUseError` (or `ListenError`) when `port` cannot be bound on `host`, so the CLI can
 * say so before it spends seconds generating data. The real bind reports the same errors.
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = createNetServer();
  await listen(probe, port, host);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

/** The host as it goes into a URL: wildcard binds become loopback, IPv6 gets its brackets. */
export function formatUrlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}
