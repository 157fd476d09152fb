// Entry of `pnpm contract` (run with tsx); see cli.ts for the flags and check.ts for what is checked.
import { runCli } from './cli.ts';

try {
  process.exitCode = (await runCli(process.argv.slice(2))).code;
} catch (error) {
  process.stderr.write(`The contract check could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
}
