// Import cycles in the source of every app and package (ARCHITECTURE.md "import rules"): one line per
// group of modules that import one another, with one loop through it, and exit code 1 when there is any.
// Static, dynamic (`import()`) and type-only imports all count: a loop of types is still a loop a
// reader has to untangle. TypeScript parses and resolves (the workspace's own tsconfig rules, package
// exports included), so `@gs/sdk/client` is followed into packages/sdk/src like a relative path.
// Usage: node scripts/check-cycles.mjs [--json]
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));

const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const skipped = /(^|\/)(node_modules|dist|generated)(\/|$)/;

function sourceRoots() {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(path.join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${group}/${entry.name}/src`)
      .filter((folder) => {
        try {
          return readdirSync(path.join(root, folder)).length > 0;
        } catch {
          return false;
        }
      }),
  );
}

function filesUnder(folder) {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skipped.test(path.relative(root, file)));
}

const compilerOptions = ts.convertCompilerOptionsFromJson(
  JSON.parse(readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions,
  root,
).options;

const covered = sourceRoots();
const files = covered.flatMap(filesUnder).map((file) => realpathSync(file));
const inScope = new Set(files);

/** file -> the files of the checked folders it imports. */
const graph = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, compilerOptions, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = realpathSync(resolved.resolvedFileName);
      if (inScope.has(target)) targets.add(target);
    }
    return [file, [...targets]];
  }),
);

/** Tarjan's strongly connected components: each one of size > 1 (or a self-import) holds a cycle. */
function stronglyConnected() {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (start) => {
    // Iterative, so a long import chain cannot overflow the call stack.
    const work = [[start, 0]];
    indices.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const edges = graph.get(node) ?? [];
      if (next < edges.length) {
        frame[1] += 1;
        const target = edges[next];
        if (!indices.has(target)) {
          indices.set(target, index);
          low.set(target, index++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), indices.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indices.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group);
      }
    }
  };
  for (const file of graph.keys()) if (!indices.has(file)) visit(file);
  return groups;
}

/** The shortest loop from the group's first file back to itself, for the report. */
function loopThrough(group) {
  const members = new Set(group);
  const [start] = [...group].sort();
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const loop = [start];
        for (let at = node; at !== start; at = previous.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

const relative = (file) => path.relative(root, file);
const cycles = stronglyConnected().map((group) => ({ files: group.map(relative).sort(), loop: loopThrough(group).map(relative) }));

if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify({ checked: covered, modules: files.length, cycles }, null, 2)}\n`);
} else {
  for (const cycle of cycles) process.stdout.write(`cycle (${cycle.files.length} modules): ${cycle.loop.join(' -> ')}\n`);
  process.stdout.write(`${cycles.length} import cycles in ${files.length} modules of ${covered.join(', ')}\n`);
}
if (cycles.length > 0) process.exit(1);
