// `npm run bench:redis-latency`: how long a rate-limit count takes from Redis on this machine,
// idle and busy, to choose REDIS_TIMEOUT from (docs/redis-timeout.md). The busy case runs the
// machine's own redis-benchmark against the same server (50 clients, pipelined) and keeps the
// other core busy, while the API's own command (the counting script) is timed round trip.
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { Redis } from 'ioredis';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const samples = Number(process.env.BENCH_SAMPLES ?? 20_000);
const script = `local c = redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {c, redis.call('PTTL', KEYS[1])}`;

async function measure(label: string): Promise<void> {
  const client = new Redis(url);
  const times: number[] = [];
  // 32 callers at once, as under the API benchmark's 32 connections.
  await Promise.all(
    Array.from({ length: 32 }, async (_, caller) => {
      for (let index = caller; index < samples; index += 32) {
        const started = performance.now();
        await client.eval(script, 1, `latency-probe:${String(index % 1000)}`, 1, 600_000);
        times.push(performance.now() - started);
      }
    }),
  );
  client.disconnect();
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    (times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0).toFixed(1);
  console.log(
    `${label.padEnd(6)} ${String(times.length)} counts: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, p99.9 ${at(0.999)} ms, max ${at(1)} ms`,
  );
}

await measure('idle');
const { port, hostname } = new URL(url);
const flood = spawn(
  'redis-benchmark',
  [
    '-h',
    hostname,
    '-p',
    port || '6379',
    '-c',
    '50',
    '-P',
    '16',
    '-n',
    '100000000',
    '-q',
    '-t',
    'set,get,incr',
  ],
  { stdio: 'ignore' },
);
const spinner = new Worker('for (;;) {}', { eval: true });
await measure('busy');
flood.kill();
await spinner.terminate();
