import autocannon from 'autocannon';

export interface TPhases {
  warmupSeconds: number;
  seconds: number;
}

export interface TFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Socket errors, timeouts and non-2xx answers (autocannon) or thrown queries (pg loop), warm-up included. */
  failures: number;
  /**
   * Share of the measured time the main thread's event loop was busy (servers, pg client, our layers; not the
   * load generator, which has its own thread): near 1, Node is the bottleneck; well below, something else is.
   */
  busy: number;
}

/** HTTP load with autocannon; each connection cycles through `paths`, so the search terms rotate. */
export async function httpLoad(
  url: string,
  options: { connections: number; paths: string[]; headers?: Record<string, string> } & TPhases,
): Promise<TFigures> {
  const base = {
    url,
    connections: options.connections,
    // One worker thread fires the requests: in the main thread it would share the event loop with the servers.
    workers: 1,
    headers: options.headers,
    requests: options.paths.map((path) => ({ method: 'GET', path })),
  };
  const warm = await autocannon({ ...base, duration: options.warmupSeconds });
  const elu = performance.eventLoopUtilization();
  const run = await autocannon({ ...base, duration: options.seconds });
  const busy = performance.eventLoopUtilization(elu).utilization;
  const failures = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;
  return {
    reqPerSec: run.requests.average,
    p50: run.latency.p50,
    p99: run.latency.p99,
    failures: failures(warm) + failures(run),
    busy,
  };
}

/**
 * The same closed loop as autocannon without HTTP: `connections` callers, each starting its next call as soon as
 * the previous one answered, cycling through `calls`.
 */
export async function closedLoop(
  calls: (() => Promise<unknown>)[],
  options: { connections: number } & TPhases,
): Promise<TFigures> {
  let failures = 0;
  const phase = async (seconds: number) => {
    const latencies: number[] = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const caller = async () => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t0 = performance.now();
        try {
          await calls[i % calls.length]!();
          latencies.push(performance.now() - t0);
        } catch (err) {
          failures++;
          if (failures === 1) console.error(err);
        }
      }
    };
    await Promise.all(Array.from({ length: options.connections }, caller));
    return { latencies, elapsed: (performance.now() - started) / 1000 };
  };
  await phase(options.warmupSeconds);
  const elu = performance.eventLoopUtilization();
  const { latencies, elapsed } = await phase(options.seconds);
  const busy = performance.eventLoopUtilization(elu).utilization;
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    busy,
  };
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Median time of `times` sequential calls after two unmeasured ones (cold caches and JIT are not the point). */
export async function sequentialMedian(call: () => Promise<unknown>, times: number) {
  await call();
  await call();
  const latencies: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await call();
    latencies.push(performance.now() - t0);
  }
  return percentile(
    latencies.sort((a, b) => a - b),
    50,
  );
}
