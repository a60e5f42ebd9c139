import http from 'node:http';
import { percentile } from './stats.ts';

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationMs: number;
  maxRequests: number;
  /** Requests before measuring, so connection setup and first-query planning are not counted. */
  warmupRequests: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  durationMs: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** One GET on the given agent; resolves with the status once the whole body has arrived. */
function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', reject);
    });
    request.once('error', reject);
  });
}

/**
 * A fixed load: `connections` keep-alive connections, each sending its next request as soon as
 * the previous answer is complete, until the time or the request budget runs out. Only
 * 127.0.0.1: this measures the local stand-in, never a remote service.
 */
export async function runRestLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  if (url.hostname !== '127.0.0.1' || url.protocol !== 'http:') {
    throw new Error(`the load test only targets http://127.0.0.1, not ${url.origin}`);
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  try {
    let warmupLeft = options.warmupRequests;
    const warmers = Array.from({ length: options.connections }, async () => {
      while (warmupLeft-- > 0) await get(agent, url, options.headers);
    });
    await Promise.all(warmers);

    const latencies: number[] = [];
    let errors = 0;
    let started = 0;
    const start = performance.now();
    const deadline = start + options.durationMs;
    const workers = Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline && started < options.maxRequests) {
        started++;
        const sent = performance.now();
        const status = await get(agent, url, options.headers).catch(() => 0);
        if (status === 200) latencies.push(performance.now() - sent);
        else errors++;
      }
    });
    await Promise.all(workers);
    const durationMs = performance.now() - start;
    return {
      requests: latencies.length + errors,
      errors,
      durationMs,
      requestsPerSecond: ((latencies.length + errors) / durationMs) * 1000,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      maxMs: percentile(latencies, 100),
    };
  } finally {
    agent.destroy();
  }
}
