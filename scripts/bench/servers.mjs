// What every bench script starts: child processes that print when they are ready, and Chromium.
import { spawn, spawnSync } from 'node:child_process';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium, or CHROMIUM_PATH (the test tools cannot download a browser here). */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const found = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).stdout.trim();
  return found || '/usr/bin/chromium';
}

/**
 * Starts a command and resolves to `{ child, match }` once `ready` matches its output (120 s at most).
 * The child is pushed to `children`, so the caller stops everything it started in one place.
 */
export function start(name, command, commandArgs, options, ready, children) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
}

/** Stops the children still running. */
export function stopAll(children) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

/** One call to the mock server: its envelope's data, or an error naming the call and the server's answer. */
export async function call(mockUrl, token, method, pathname, body) {
  const response = await fetch(`${mockUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.code !== 200) throw new Error(`${method} ${pathname}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}
