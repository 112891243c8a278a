/** Starting the reference server as a real process on a free loopback port (tests, benchmarks). */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
        const s = createServer();
        s.once('error', reject);
        s.listen(0, '127.0.0.1', () => {
            const { port } = s.address() as { port: number };
            s.close(() => resolve(port));
        });
    });
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
        try {
            const res = await fetch(url);
            if (res.status < 500) return;
        } catch {
            /* not up yet */
        }
        await new Promise(r => setTimeout(r, 200));
    }
    throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface Started {
    child: ChildProcess;
    base: string;
    output: () => string;
}

/** `command` runs with PORT and the given env; resolves once `probe` answers. */
export async function startProcess(
    command: string,
    args: string[],
    env: Record<string, string>,
    probe = '/v4/auth/o/introspect/',
    timeoutMs = 120_000
): Promise<Started> {
    const port = await freePort();
    let out = '';
    // Own process group, so that a wrapper (npm) and its children can be ended together.
    const child = spawn(command, args, {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
    });
    child.stdout?.on('data', d => (out += d));
    child.stderr?.on('data', d => (out += d));
    const base = `http://127.0.0.1:${port}`;
    try {
        await Promise.race([
            waitFor(`${base}${probe}`, timeoutMs),
            new Promise((_, reject) => child.once('exit', code => reject(new Error(`exited ${code}: ${out}`)))),
        ]);
    } catch (e) {
        stopProcess(child, 'SIGKILL');
        throw e;
    }
    return { child, base, output: () => out };
}

export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
    try {
        process.kill(-child.pid!, signal);
    } catch {
        child.kill(signal);
    }
}

export async function token(base: string, username: string, password = 'console-demo'): Promise<string> {
    const res = await fetch(`${base}/v4/auth/o/token/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username, password, client_id: 'test' }).toString(),
    });
    if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
    return ((await res.json()) as { access_token: string }).access_token;
}
