// Every operation of the bundle must have an id (unique), a tag, a summary and a 200 answer; prints
// the count so CI logs show how much of SPEC 7 is described. Usage: node check-operations.mjs [bundle]
// (default: the SDK's copy).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = process.argv[2] ?? fileURLToPath(new URL('../../packages/sdk/src/generated/openapi.json', import.meta.url));
const spec = JSON.parse(readFileSync(file, 'utf8'));
const problems = [];
const seen = new Map();
let count = 0;
for (const [path, item] of Object.entries(spec.paths)) {
  for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
    const op = item[method];
    if (!op) continue;
    count += 1;
    const where = `${method.toUpperCase()} ${path}`;
    if (!op.operationId) problems.push(`${where}: no operationId`);
    else if (seen.has(op.operationId)) problems.push(`${where}: operationId ${op.operationId} also used by ${seen.get(op.operationId)}`);
    else seen.set(op.operationId, where);
    if (!op.tags?.length) problems.push(`${where}: no tag`);
    if (!op.summary) problems.push(`${where}: no summary`);
    if (!op.responses?.['200']) problems.push(`${where}: no 200 answer`);
  }
}
for (const [path, item] of Object.entries(spec.paths)) {
  if (!['get', 'post', 'put', 'delete', 'patch'].some((m) => item[m])) problems.push(`${path}: no operation`);
}
console.log(`${count} operations in ${Object.keys(spec.paths).length} paths`);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
