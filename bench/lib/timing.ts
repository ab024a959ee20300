// Sequential request timings (one request at a time), for comparing two URLs in the same run.
import { performance } from 'node:perf_hooks';

export interface Timing {
  median: number;
  p90: number;
  min: number;
  samples: number;
}

export async function timeRequests(url: string, count: number, maxSeconds = 20): Promise<Timing> {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url))
    throw new Error(`timings run only against loopback, not ${url}`);
  const times: number[] = [];
  const deadline = Date.now() + maxSeconds * 1000;
  for (let i = 0; i < count && Date.now() < deadline; i += 1) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2));
  return { median: at(0.5), p90: at(0.9), min: at(0), samples: times.length };
}

/** Alternates a and b so that load from other processes hits both alike. */
export async function timePair(a: string, b: string, rounds: number, maxSeconds = 30) {
  const deadline = Date.now() + maxSeconds * 1000;
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < rounds && Date.now() < deadline; i += 1) {
    for (const [url, into] of [
      [a, ta],
      [b, tb],
    ] as const) {
      const started = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      into.push(performance.now() - started);
    }
  }
  const summary = (times: number[]): Timing => {
    const sorted = [...times].sort((x, y) => x - y);
    const at = (q: number) =>
      Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2));
    return { median: at(0.5), p90: at(0.9), min: at(0), samples: sorted.length };
  };
  return { a: summary(ta), b: summary(tb) };
}
