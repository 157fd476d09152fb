import { defaultMockOptions, type MockOptions } from '@gs/mocks/config';
import { createHandlers, createMockContext } from '@gs/mocks/handlers';
import { envelopeBody } from '@gs/mocks/respond';
import { MockStore, StoreSnapshotError } from '@gs/mocks/store';
import { readSnapshot, removeSnapshot, SnapshotError, snapshotPath } from './persistence.ts';
import type { MockServerLogger } from './request-log.ts';
import { startMockServer, type RunningMockServer } from './server.ts';

type StoreSnapshot = Parameters<typeof MockStore.fromSnapshot>[0];

export interface MockBackendOptions {
  /** 0 picks any free port. Default 10010. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  seed?: number;
  students?: number;
  latencyMs?: number;
  tokenLifetimeSec?: number;
  encryption?: boolean;
  /** Absolute directory of `store.json`; without it the state lives in memory. */
  dataDir?: string;
  /** Delete the saved state first and start from the seed. */
  reset?: boolean;
  quiet?: boolean;
  maxBodyBytes?: number;
  logger?: MockServerLogger;
}

export interface RunningMockBackend extends RunningMockServer {
  options: MockOptions;
  /** Path of the saved state when it was loaded from `--data-dir` rather than generated. */
  restoredFrom: string | undefined;
}

/**
 * The full mock backend: the seeded store (or the one saved in `dataDir`), the shared MSW handlers
 * and the HTTP server. The CLI and the web app's end-to-end setup both start it through here.
 */
export async function startMockBackend(backend: MockBackendOptions = {}): Promise<RunningMockBackend> {
  const options: MockOptions = {
    ...defaultMockOptions,
    seed: backend.seed ?? defaultMockOptions.seed,
    students: backend.students ?? defaultMockOptions.students,
    latencyMs: backend.latencyMs ?? defaultMockOptions.latencyMs,
    tokenLifetimeSec: backend.tokenLifetimeSec ?? defaultMockOptions.tokenLifetimeSec,
    encryption: backend.encryption ?? defaultMockOptions.encryption,
  };

  let saved: unknown;
  if (backend.dataDir !== undefined) {
    if (backend.reset) await removeSnapshot(backend.dataDir);
    saved = await readSnapshot(backend.dataDir);
  }
  // The snapshot is the store's own plain-JSON output; the store checks what it needs while loading.
  const store = saved === undefined ? MockStore.create(options) : loadSnapshot(saved as StoreSnapshot, options, backend.dataDir);
  // The context holds the RSA key pair when encryption is on, hence async.
  const handlers = createHandlers(await createMockContext(store, options));

  const server = await startMockServer({
    handlers,
    port: backend.port,
    host: backend.host,
    latencyMs: options.latencyMs,
    quiet: backend.quiet,
    maxBodyBytes: backend.maxBodyBytes,
    logger: backend.logger,
    preparedBody: envelopeBody,
    persistence:
      backend.dataDir === undefined
        ? undefined
        : { dataDir: backend.dataDir, version: () => store.version, snapshot: () => store.toSnapshot() },
  });

  return {
    ...server,
    options,
    restoredFrom: saved === undefined || backend.dataDir === undefined ? undefined : snapshotPath(backend.dataDir),
  };
}

/** A snapshot from an older store format is a start-up error with one clear line, not a stack trace. */
function loadSnapshot(saved: StoreSnapshot, options: MockOptions, dataDir: string | undefined): MockStore {
  try {
    return MockStore.fromSnapshot(saved, options);
  } catch (error) {
    if (error instanceof StoreSnapshotError) {
      throw new SnapshotError(`${snapshotPath(dataDir ?? '.')}: ${error.message}`);
    }
    throw error;
  }
}
