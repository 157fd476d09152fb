// What each screen downloads, from the Vite manifest of the production build (apps/web/dist):
// the entry with its static imports, plus the lazy chunks the screen opens and their static imports.
// Prints gzip sizes per screen and fails when a budget is exceeded.
// Usage: node scripts/bundle-size.mjs [--dist dist] [--json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const distDir = path.resolve(appDir, args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist');
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));

/** Screens: the source modules each one opens lazily on top of the entry. Budgets in KB gzip. */
const screens = [
  { name: '/login', lazy: ['src/features/auth/routes/login-page.tsx'], budgetKb: 230 },
  {
    name: 'shell + home (float layout)',
    lazy: ['src/app/feature-routes.tsx', 'src/layouts/float-layout.tsx', 'src/features/home/routes/home-page.tsx'],
    budgetKb: 400,
  },
];

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error(`no entry in ${distDir}/.vite/manifest.json`);

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const rows = screens.map((screen) => {
  for (const key of screen.lazy) if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
  const files = [...closure([entryKey, ...screen.lazy])].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const gzip = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  return { screen: screen.name, chunks: files.length, gzipKb: kb(gzip), budgetKb: screen.budgetKb, ok: kb(gzip) <= screen.budgetKb };
});

if (args.includes('--json')) {
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
} else {
  const lines = rows.map(
    (row) =>
      `${row.screen.padEnd(30)} ${String(row.chunks).padStart(6)} ${`${row.gzipKb} KB`.padStart(12)} ${`${row.budgetKb} KB`.padStart(10)}  ${row.ok ? 'ok' : 'OVER BUDGET'}`,
  );
  process.stdout.write(`${'screen'.padEnd(30)} ${'chunks'.padStart(6)} ${'JS gzip'.padStart(12)} ${'budget'.padStart(10)}\n${lines.join('\n')}\n`);
}
if (rows.some((row) => !row.ok)) {
  process.stderr.write('A first-load budget is exceeded: see the table above.\n');
  process.exit(1);
}
