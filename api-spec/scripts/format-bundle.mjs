// Redocly writes the bundle on one line; a stable, indented file keeps diffs readable and makes
// the drift check meaningful. Usage: node format-bundle.mjs [file] (default: the SDK's copy).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const target = process.argv[2] ?? fileURLToPath(new URL('../../packages/sdk/src/generated/openapi.json', import.meta.url));
const spec = JSON.parse(readFileSync(target, 'utf8'));
writeFileSync(target, `${JSON.stringify(spec, null, 2)}\n`);
