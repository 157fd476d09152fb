import { performance } from 'node:perf_hooks';
import { helpText, parseCli } from './cli-options.ts';
import { SnapshotError } from './persistence.ts';
import { assertPortFree, ListenError, PortInUseError } from './listen.ts';

// The `pnpm mock` command: reads the CLI, starts the backend, prints where it listens, stops on a signal.

/** Exit codes: 0 fine, 1 could not start (port taken, unreadable state), 2 bad flags or env vars. */
async function main(): Promise<number | undefined> {
  const started = performance.now();
  // pnpm runs the script inside apps/mock-server; INIT_CWD is where the developer typed `pnpm mock`.
  const parsed = parseCli(process.argv.slice(2), process.env, process.env.INIT_CWD ?? process.cwd());
  if (parsed.kind === 'help') {
    process.stdout.write(`${helpText()}\n`);
    return 0;
  }
  if (parsed.kind === 'error') {
    process.stderr.write(`Error: ${parsed.message}\nRun with --help to see every flag.\n`);
    return 2;
  }
  const config = parsed.config;

  try {
    // Checked before the store is generated, which can take seconds for large --students.
    await assertPortFree(config.port, config.host);
    // Loaded only now, so --help and flag errors answer at once.
    const { startMockBackend } = await import('./backend.ts');
    const backend = await startMockBackend({
      port: config.port,
      host: config.host,
      seed: config.seed,
      students: config.students,
      applications: config.applications,
      offerings: config.offerings,
      questionnaireAnswers: config.questionnaireAnswers,
      latencyMs: config.latencyMs,
      tokenLifetimeSec: config.tokenLifetimeSec,
      encryption: config.encryption,
      dataDir: config.dataDir,
      reset: config.reset,
      quiet: config.quiet,
    });

    const state = backend.restoredFrom
      ? `state restored from ${backend.restoredFrom}`
      : config.dataDir
        ? `state saved in ${config.dataDir}`
        : 'state in memory';
    const encryption = config.encryption ? ', encryption on' : '';
    process.stdout.write(
      `Mock server on ${backend.url} (seed ${config.seed}, ${config.students} students${config.applications > 0 ? `, ${config.applications} extra applications` : ''}${config.offerings > 0 ? `, ${config.offerings} offerings this term` : ''}${config.questionnaireAnswers > 0 ? `, ${config.questionnaireAnswers} extra questionnaire sheets` : ''}, ${state}${encryption}) ` +
        `started in ${Math.round(performance.now() - started)} ms\n`,
    );

    let stopping = false;
    const stop = (): void => {
      // A second Ctrl-C does not wait for answers in progress.
      if (stopping) process.exit(130);
      stopping = true;
      backend.close().then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`Error while stopping: ${error instanceof Error ? error.message : String(error)}\n`);
          process.exit(1);
        },
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    return undefined;
  } catch (error) {
    if (error instanceof PortInUseError || error instanceof ListenError || error instanceof SnapshotError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => {
    if (code === undefined) return;
    process.exitCode = code;
    // Should a loaded module hold the event loop open, leave anyway once output has flushed.
    setTimeout(() => process.exit(code), 500).unref();
  },
  (error: unknown) => {
    process.stderr.write(`The mock server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
