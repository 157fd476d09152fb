// `npm start` and `npm test` on a machine that has only Node and npm: find or fetch pnpm 10 (corepack
// is not relied on), install the workspace, then start the product or run every test.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PNPM = 'pnpm@10.34.9';
const [, , command = 'start', ...rest] = process.argv;

function hasPnpm10() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return probe.status === 0 && probe.stdout.trim().startsWith('10.');
}

// A global pnpm 10 is used when present; otherwise npx fetches the pinned one for this run only.
const pnpm = hasPnpm10() ? ['pnpm'] : ['npx', '--yes', PNPM];

function run(args) {
  const [bin, ...pre] = pnpm;
  const result = spawnSync(bin, [...pre, ...args], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const major = Number(process.versions.node.split('.')[0]);
const minor = Number(process.versions.node.split('.')[1]);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`);
  process.exit(1);
}

run(['install', '--frozen-lockfile']);

if (command === 'start') {
  console.log('\nStarting the mock server on http://127.0.0.1:10010 and the web app on http://localhost:10000 ...\n');
  run(['run', 'dev', ...rest]);
} else if (command === 'test') {
  run(['run', 'test:all', ...rest]);
} else {
  console.error(`Unknown command '${command}': use start or test.`);
  process.exit(2);
}
