/**
 * A loopback proxy that puts a bad network between a browser and the reference server (issue 41's
 * soak): at the given rates, an API call gets a gateway's 502 page, is carried out by the server and
 * then cut before its answer (the browser may send it again by itself, as Chromium does on a reused
 * connection), answers late, or never answers. 127.0.0.1 only; the console's own files pass untouched.
 */
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GATEWAY_PAGE, pickFault, type Fault, type FaultRates } from '../support/faults';

export interface FaultEvent {
    at: number;
    fault: Fault | 'passed';
    method: string;
    path: string;
}

export interface FaultProxy {
    base: string;
    events: FaultEvent[];
    close: () => Promise<void>;
}

const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

export async function startFaultProxy(
    target: string,
    rates: FaultRates,
    { slowMs = [2_000, 6_000], random = Math.random }: { slowMs?: [number, number]; random?: () => number } = {}
): Promise<FaultProxy> {
    const upstream = new URL(target);
    const events: FaultEvent[] = [];
    const held = new Set<IncomingMessage>();
    const server = createServer(async (req, res) => {
        const path = req.url ?? '/';
        const fault = path.startsWith('/v4/') ? pickFault(rates, random()) : null;
        events.push({ at: Date.now(), fault: fault ?? 'passed', method: req.method ?? 'GET', path });
        if (fault === 'gateway') {
            req.resume();
            res.writeHead(502, { 'Content-Type': 'text/html' });
            return res.end(GATEWAY_PAGE);
        }
        if (fault === 'hung') {
            // Never answered: the browser gives up (the console's time limit) and closes the connection.
            held.add(req);
            req.resume();
            req.once('close', () => held.delete(req));
            return;
        }
        if (fault === 'slow') await sleep(slowMs[0] + random() * (slowMs[1] - slowMs[0]));
        const forward = request(
            { host: upstream.hostname, port: upstream.port, path, method: req.method, headers: req.headers },
            answer => {
                if (fault === 'lost') {
                    // The server did the work and answered; the answer never reaches the browser.
                    answer.resume();
                    answer.once('end', () => req.socket.destroy());
                    return;
                }
                res.writeHead(answer.statusCode ?? 502, answer.headers);
                answer.pipe(res);
            }
        );
        forward.once('error', () => req.socket.destroy());
        req.pipe(forward);
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
        base: `http://127.0.0.1:${port}`,
        events,
        close: () =>
            new Promise(resolve => {
                for (const req of held) req.socket.destroy();
                server.closeAllConnections();
                server.close(() => resolve());
            }),
    };
}
