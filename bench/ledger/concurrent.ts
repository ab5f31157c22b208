import { dayMs, isoDay, LAST_DATE, planEntries, prng } from './plan.ts';

/* Timing many callers at once: the statistics and the runner every posting measurement shares. */

export interface Stat {
  runs: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
}

export function stat(samples: readonly number[]): Stat {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
  const round = (value: number) => Math.round(value * 100) / 100;
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1
      ? (sorted[Math.floor(middle)] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return {
    runs: sorted.length,
    medianMs: round(median),
    p95Ms: round(at(0.95)),
    minMs: round(sorted[0] ?? 0),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
  };
}

export interface PostingResult {
  entries: number;
  seconds: number;
  entriesPerSecond: number;
  latency: Stat;
  failures: number;
}

export interface PostingOptions {
  concurrency: number;
  maxEntries: number;
  maxSeconds: number;
  seed: number;
}

/** Four-line entries from the plan, dated in the last month of the range (where postings land). */
export function postingWork(options: PostingOptions) {
  const random = prng(options.seed + 7);
  return [...planEntries({ seed: options.seed, count: options.maxEntries })].map((entry) => ({
    ...entry,
    date: isoDay(dayMs(LAST_DATE) - Math.floor(random() * 30) * 86_400_000),
  }));
}

/** `work(index)` for index 0, 1, 2... by `concurrency` callers, until maxEntries or maxSeconds. */
export async function runConcurrently(
  options: PostingOptions,
  work: (index: number) => Promise<void>,
): Promise<PostingResult> {
  let next = 0;
  let failures = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  const worker = async () => {
    while (next < options.maxEntries && performance.now() < deadline) {
      const index = next;
      next += 1;
      const begun = performance.now();
      try {
        await work(index);
        latencies.push(performance.now() - begun);
      } catch (error) {
        failures += 1;
        if (failures <= 3) console.error(`  posting failed: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    entries: latencies.length,
    seconds: Math.round(seconds * 100) / 100,
    entriesPerSecond: Math.round(latencies.length / seconds),
    latency: stat(latencies),
    failures,
  };
}
