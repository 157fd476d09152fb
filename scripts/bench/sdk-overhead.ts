// The SDK's own cost per call over a bare fetch, against a local HTTP server answering one fixed
// envelope. Run by scripts/bench/run.mjs with tsx; prints one JSON line.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createApiClient } from '../../packages/sdk/src/client.ts';

const body = JSON.stringify({ code: 200, message: 'ok', data: { current: 1, size: 10, total: 0, records: [] } });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8' });
  res.end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const api = createApiClient({ baseUrl: base, getToken: () => 'bench-token', setToken: () => undefined, encryption: 'off' });
const rounds = Number(process.env.SDK_BENCH_ROUNDS ?? 3000);

async function time(call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 200; i += 1) await call(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

const bare = await time(async () => {
  const response = await fetch(`${base}/kernel/notice?current=1&size=10`, { headers: { Authorization: 'Bearer bench-token' } });
  await response.json();
});
const sdk = await time(() => api.get('/kernel/notice', { params: { query: { current: 1, size: 10 } } }));
server.close();

const median = (list: number[]) => list[Math.floor(list.length / 2)] ?? 0;
const p99 = (list: number[]) => list[Math.floor(list.length * 0.99)] ?? 0;
process.stdout.write(
  `${JSON.stringify({ rounds, bareMedianMs: median(bare), sdkMedianMs: median(sdk), bareP99Ms: p99(bare), sdkP99Ms: p99(sdk), overheadMedianUs: (median(sdk) - median(bare)) * 1000 })}\n`,
);
