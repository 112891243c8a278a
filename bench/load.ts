/** A small bounded HTTP load driver for loopback benchmarks: N keep-alive connections for S seconds. */
import http from 'node:http';

export interface LoadResult {
    requests: number;
    perSecond: number;
    p50: number;
    p95: number;
    p99: number;
    max: number;
    non2xx: number;
    errors: number;
}

export function percentile(sorted: number[], p: number): number {
    if (!sorted.length) return NaN;
    const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
    return sorted[i];
}

export async function runLoad(
    url: string,
    headers: Record<string, string>,
    connections: number,
    seconds: number
): Promise<LoadResult> {
    const target = new URL(url);
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname))
        throw new Error('benchmarks talk to loopback only');
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const latencies: number[] = [];
    let non2xx = 0;
    let errors = 0;
    const until = performance.now() + seconds * 1000;
    const one = () =>
        new Promise<void>(resolve => {
            const started = performance.now();
            const req = http.get(target, { agent, headers }, res => {
                res.resume();
                res.on('end', () => {
                    latencies.push(performance.now() - started);
                    if (!res.statusCode || res.statusCode >= 300) non2xx++;
                    resolve();
                });
            });
            req.on('error', () => {
                errors++;
                resolve();
            });
        });
    const worker = async () => {
        while (performance.now() < until) await one();
    };
    const begun = performance.now();
    await Promise.all(Array.from({ length: connections }, worker));
    const elapsed = (performance.now() - begun) / 1000;
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const round = (x: number) => Math.round(x * 10) / 10;
    return {
        requests: latencies.length,
        perSecond: Math.round(latencies.length / elapsed),
        p50: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies[latencies.length - 1] ?? NaN),
        non2xx,
        errors,
    };
}
