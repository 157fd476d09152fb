import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createContext, createHandlers, restoreStore, seedStore, storedFileIds } from '@gs/mocks/areas';
import { nodePdfFonts } from '@gs/mocks/cjk-font';
import { defaultMockOptions, type MockOptions } from '@gs/mocks/config';
import { envelopeBody } from '@gs/mocks/respond';
import { StoreSnapshotError } from '@gs/mocks/store';
import { DiskBlobStore } from './blobs.ts';
import { createNodeLinkSigner } from './link-signer.ts';
import { createJournalWriter } from './journal-writer.ts';
import { readSavedState, removeSavedState, SnapshotError, snapshotPath } from './persistence.ts';
import type { MockServerLogger } from './request-log.ts';
import { startMockServer, type RunningMockServer } from './server.ts';

// The whole backend in one call (store, blobs, journal, handlers, server), so the CLI and the web
// app's end-to-end setup start the same thing.

export interface MockBackendOptions {
  /** 0 picks any free port. Default 10010. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  seed?: number;
  students?: number;
  /** Extra older status-change applications for load tests (default 0). */
  applications?: number;
  /** Offerings of the current term for the timetable bench (default 0: as seeded). */
  offerings?: number;
  /** Extra answer sheets on the open questionnaire task for the analysis bench (default 0). */
  questionnaireAnswers?: number;
  latencyMs?: number;
  tokenLifetimeSec?: number;
  encryption?: boolean;
  /** Absolute directory of the saved state; without it the state lives in memory. */
  dataDir?: string;
  /** Delete the saved state first and start from the seed. */
  reset?: boolean;
  quiet?: boolean;
  maxBodyBytes?: number;
  logger?: MockServerLogger;
  /** Journal size that starts a compaction (tests make it small). */
  compactBytes?: number;
}

export interface RunningMockBackend extends RunningMockServer {
  options: MockOptions;
  /** Path of the saved state when it was loaded from `--data-dir` rather than generated. */
  restoredFrom: string | undefined;
}

/**
 * The full mock backend: the seeded store (or the one saved in `dataDir`), the shared MSW handlers
 * and the HTTP server. The CLI and the web app's end-to-end setup both start it through here.
 * Uploaded bytes live on disk: in `dataDir/files`, or in a temporary directory removed on close.
 */
export async function startMockBackend(backend: MockBackendOptions = {}): Promise<RunningMockBackend> {
  const options: MockOptions = {
    ...defaultMockOptions,
    seed: backend.seed ?? defaultMockOptions.seed,
    students: backend.students ?? defaultMockOptions.students,
    applications: backend.applications ?? defaultMockOptions.applications,
    offerings: backend.offerings ?? defaultMockOptions.offerings,
    questionnaireAnswers: backend.questionnaireAnswers ?? defaultMockOptions.questionnaireAnswers,
    latencyMs: backend.latencyMs ?? defaultMockOptions.latencyMs,
    tokenLifetimeSec: backend.tokenLifetimeSec ?? defaultMockOptions.tokenLifetimeSec,
    encryption: backend.encryption ?? defaultMockOptions.encryption,
  };

  const { dataDir } = backend;
  if (dataDir !== undefined && backend.reset) {
    await removeSavedState(dataDir);
    await rm(path.join(dataDir, 'files'), { recursive: true, force: true });
  }
  const saved = dataDir === undefined ? undefined : await readSavedState(dataDir);
  const blobDir = dataDir === undefined ? mkdtempSync(path.join(tmpdir(), 'gs-mock-files-')) : path.join(dataDir, 'files');
  const blobs = new DiskBlobStore(blobDir);
  let store;
  try {
    store = saved === undefined ? seedStore(options, blobs) : restoreStore(options, saved.snapshot, saved.journal, blobs);
  } catch (error) {
    // A snapshot from an older store format is a start-up error with one clear line, not a stack trace.
    if (error instanceof StoreSnapshotError) throw new SnapshotError(`${snapshotPath(dataDir ?? '.')}: ${error.message}`);
    throw error;
  }
  if (saved !== undefined) await blobs.removeOrphans(storedFileIds(store));

  const writer =
    dataDir === undefined
      ? undefined
      : await createJournalWriter(dataDir, store, saved?.generation, {
          compactBytes: backend.compactBytes,
          onError: (error) => backend.logger?.error(`Compaction of the saved state failed (the journal still holds every write): ${String(error)}`),
        });
  // The context holds the RSA key pair when encryption is on, hence async.
  const handlers = createHandlers({ ...(await createContext(store, undefined, { pdfFonts: nodePdfFonts() })), signer: createNodeLinkSigner() });

  const server = await startMockServer({
    handlers,
    port: backend.port,
    host: backend.host,
    latencyMs: options.latencyMs,
    quiet: backend.quiet,
    maxBodyBytes: backend.maxBodyBytes,
    logger: backend.logger,
    preparedBody: envelopeBody,
    writer,
  });

  return {
    ...server,
    async close() {
      await server.close();
      await writer?.close();
      if (dataDir === undefined) await rm(blobDir, { recursive: true, force: true });
    },
    options,
    restoredFrom: saved === undefined || dataDir === undefined ? undefined : snapshotPath(dataDir),
  };
}
