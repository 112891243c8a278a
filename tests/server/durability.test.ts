/** Every write answered 2xx survives a SIGKILL of the server mid-stream. */
import { afterEach, describe, expect, it } from 'vitest';
import { startProcess, stopProcess, token, type Started } from '../support/process';
import { tempDatabase } from '../support/tempDatabase';

// Node itself (no tsx wrapper process), so that SIGKILL reaches the server.
const SERVER = [process.execPath, ['--import', 'tsx', 'server/main.ts']] as const;

describe('kill -9 durability', () => {
    let server: Started | null = null;
    afterEach(() => {
        if (server) stopProcess(server.child, 'SIGKILL');
    });

    it.each(['1', '2'])(
        'keeps every acknowledged write after SIGKILL and restart (%s worker(s))',
        async workers => {
            const database = tempDatabase('durability-');
            const env = { DATABASE: database, SEED_TRACKS: '60', WORKERS: workers };
            server = await startProcess(SERVER[0], [...SERVER[1]], env);
            const auth = `Bearer ${await token(server.base, 'admin')}`;
            const acknowledged: { id: number; name: string }[] = [];
            let stop = false;
            let n = 0;
            const writer = async () => {
                while (!stop) {
                    const name = `Durable Artist ${n++}`;
                    try {
                        const res = await fetch(`${server!.base}/v4/catalog/artists/`, {
                            method: 'POST',
                            headers: { Authorization: auth, 'Content-Type': 'application/json' },
                            body: JSON.stringify({ name }),
                        });
                        if (res.status === 201)
                            acknowledged.push({ id: ((await res.json()) as { id: number }).id, name });
                    } catch {
                        return; // the server is gone
                    }
                }
            };
            const writers = Array.from({ length: 4 }, writer);
            while (acknowledged.length < 150) await new Promise(r => setTimeout(r, 10));
            const exited = new Promise(r => server!.child.once('exit', r));
            // The whole process group: the server and any workers die at once.
            stopProcess(server.child, 'SIGKILL');
            stop = true;
            await Promise.all(writers);
            await exited;

            server = await startProcess(SERVER[0], [...SERVER[1]], env);
            const auth2 = `Bearer ${await token(server.base, 'admin')}`;
            expect(acknowledged.length).toBeGreaterThanOrEqual(150);
            for (let i = 0; i < acknowledged.length; i += 100) {
                const chunk = acknowledged.slice(i, i + 100);
                const res = await fetch(
                    `${server.base}/v4/catalog/artists/?per_page=100&id=${chunk.map(a => a.id).join(',')}`,
                    { headers: { Authorization: auth2 } }
                );
                const body = (await res.json()) as { results: { id: number; name: string }[] };
                const found = new Map(body.results.map(r => [r.id, r.name]));
                for (const a of chunk) expect(found.get(a.id)).toBe(a.name);
            }
            // Two server starts with a seed each and 150 writes: 36 s with one worker on two busy cores, over 60 s with two.
        },
        150_000
    );
});
