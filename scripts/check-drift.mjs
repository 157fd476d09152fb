// Fails when the committed bundle, SDK types or field -> dictionary map differ from what api-spec/ generates now, so a change
// to an endpoint cannot land without regenerating the SDK (`pnpm sdk:generate`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'sdk-drift-'));
const run = (cwd, args) => execFileSync('pnpm', ['exec', ...args], { cwd: join(root, cwd), stdio: ['ignore', 'ignore', 'pipe'] });

try {
  const bundle = join(work, 'openapi.json');
  const schema = join(work, 'schema.ts');
  const dictFields = join(work, 'dict-fields.ts');
  run('api-spec', ['redocly', 'bundle', 'openapi.yaml', '--output', bundle, '--ext', 'json']);
  execFileSync(process.execPath, [join(root, 'api-spec/scripts/format-bundle.mjs'), bundle]);
  run('packages/sdk', ['openapi-typescript', bundle, '--output', schema, '--root-types', '--root-types-no-schema-prefix']);
  execFileSync(process.execPath, [join(root, 'api-spec/scripts/dict-fields.mjs'), bundle, dictFields]);

  const drifted = [
    [bundle, 'packages/sdk/src/generated/openapi.json'],
    [schema, 'packages/sdk/src/generated/schema.ts'],
    [dictFields, 'packages/sdk/src/generated/dict-fields.ts'],
  ].filter(([fresh, committed]) => readFileSync(fresh, 'utf8') !== readFileSync(join(root, committed), 'utf8'));

  if (drifted.length > 0) {
    for (const [, committed] of drifted) console.error(`drift: ${committed} does not match api-spec/`);
    console.error('Run `pnpm sdk:generate` and commit the result.');
    process.exit(1);
  }
  console.log('SDK drift check: the committed bundle and types match api-spec/.');
} finally {
  rmSync(work, { recursive: true, force: true });
}
