// The mixed load of `npm run bench` and the server's memory readings. The load is closed-loop, as
// autocannon's: each connection sends its next request when the last one has answered. It is our own
// loop, not autocannon, because every request is timed and counted by its kind (search, booking...).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** Resident memory of a process in MB: VmRSS where /proc exists, else `ps`. */
export function residentMb(pid) {
  let kb;
  try {
    kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)\s+kB/)?.[1]);
  } catch {
    kb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
  }
  return Math.round(kb / 1024);
}

/** Samples a process's resident memory every second until stopped; returns the peak in MB. */
export function sampleMemory(pid) {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentMb(pid));
    } catch {
      /* the process has gone; the load will report the failures */
    }
  }, 1000);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

export const percentile = (sorted, p) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;

/** One request over a kept-alive connection; resolves with its status (0 when the socket failed), body and ms. */
function send(agent, base, { method, path, headers, body }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      new URL(path, base),
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', (err) => resolve({ status: 0, text: String(err), ms: performance.now() - started }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, text: String(err), ms: performance.now() - started }));
    req.end(payload);
  });
}

/**
 * Runs `connections` loops for `seconds`. `next(i)` gives the i-th request: {kind, method, path,
 * headers, body, expect} where expect(status) is 'ok', 'refused' (a clean refusal such as a 409 on
 * a slot someone else took) or 'error'. Returns the figures overall and per kind, the kinds in `order`.
 */
export async function mixedLoad({ base, seconds, connections, next, order = [] }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const byKind = new Map();
  const all = [];
  const samples = [];
  let sent = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const request = next(sent++);
      const { status, text, ms } = await send(agent, base, request);
      const outcome = request.expect(status);
      let kind = byKind.get(request.kind);
      if (!kind) byKind.set(request.kind, (kind = { times: [], ok: 0, refused: 0, errors: 0 }));
      kind.times.push(ms);
      all.push(ms);
      if (outcome === 'ok') kind.ok++;
      else if (outcome === 'refused') kind.refused++;
      else {
        kind.errors++;
        // A few answers are kept to say what went wrong.
        if (samples.length < 5) samples.push(`${request.kind} ${status} ${text.slice(0, 200)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const figures = (times, counts) => {
    times.sort((a, b) => a - b);
    return {
      requests: times.length,
      rps: Math.round(times.length / elapsed),
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      ...counts,
    };
  };
  const kinds = [...byKind]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([name, k]) => ({ name, ...figures(k.times, { errors: k.errors, refused: k.refused }) }));
  const sum = (key) => kinds.reduce((n, k) => n + k[key], 0);
  return {
    seconds: Math.round(elapsed),
    overall: figures(all, { errors: sum('errors'), refused: sum('refused') }),
    kinds,
    errorSamples: samples,
  };
}

/** A seeded pseudo-random sequence (mulberry32), so every run draws the same mix in the same order. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
