// One production build for all browser tests: playwright.config.ts runs this before `vite preview`
// (Playwright starts its web servers before globalSetup, so a globalSetup would come too late).
// It runs `vite build` only when apps/web/dist is missing or older than its inputs: the fingerprint of
// the inputs (paths, sizes, mtimes, VITE_* variables) is kept in dist/.e2e-build-stamp, which any
// other build wipes. E2E_FORCE_BUILD=1 builds regardless. Typechecking is `pnpm typecheck`'s job.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = path.resolve(appDir, '../..');
// E2E_OUT_DIR lets parallel runs on one machine keep their builds apart (default dist).
const distDir = path.resolve(appDir, process.env.E2E_OUT_DIR || 'dist');
const stampFile = path.join(distDir, '.e2e-build-stamp');

/** What the bundle is made of: the app, the workspace packages it bundles, the lockfile. */
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'tsconfig.base.json',
  'packages',
  'pnpm-lock.yaml',
];
const skipDirs = new Set(['node_modules', 'dist', '.turbo', 'coverage', 'test']);
const skipFile = /\.test\.[cm]?[jt]sx?$/;

/** @param {string} relative @param {string[]} lines */
function collect(relative, lines) {
  const absolute = path.join(repoRoot, relative);
  if (!existsSync(absolute)) return;
  const stat = statSync(absolute);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      if (entry.isDirectory() ? skipDirs.has(entry.name) : skipFile.test(entry.name)) continue;
      collect(path.posix.join(relative, entry.name), lines);
    }
  } else {
    lines.push(`${relative}\0${stat.size}\0${stat.mtimeMs}`);
  }
}

function fingerprint() {
  /** @type {string[]} */
  const lines = [];
  for (const input of inputs) collect(input, lines);
  for (const name of readdirSync(appDir)) if (name.startsWith('.env')) collect(`apps/web/${name}`, lines);
  // VITE_MOCK_TARGET only points the preview proxy somewhere; it does not change the bundle.
  const env = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_') && name !== 'VITE_MOCK_TARGET')
    .map(([name, value]) => `${name}=${value}`);
  return createHash('sha256')
    .update([...lines.sort(), ...env.sort()].join('\n'))
    .digest('hex');
}

const wanted = fingerprint();
const current = existsSync(path.join(distDir, 'index.html')) && existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
if (current === wanted && process.env.E2E_FORCE_BUILD !== '1') {
  process.stderr.write('e2e: apps/web/dist is up to date, not rebuilding\n');
} else {
  process.stderr.write('e2e: building apps/web/dist (vite build) ...\n');
  const started = Date.now();
  const env = { ...process.env };
  delete env.VITE_MOCK_TARGET;
  const result = spawnSync(
    process.execPath,
    [path.join(appDir, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: appDir,
      env,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    process.stderr.write(`e2e: vite build failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`})\n`);
    process.exit(1);
  }
  writeFileSync(stampFile, `${wanted}\n`);
  process.stderr.write(`e2e: built apps/web/dist in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
