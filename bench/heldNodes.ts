/**
 * `node --import tsx bench/heldNodes.ts` (after `vite build`): what keeps old screens' DOM alive.
 * Walks a few lists as bench:day does (menu entry, a row, the List link back), forces a GC, takes a
 * heap snapshot through CDP and prints, for detached elements, the shortest path from the GC roots
 * that holds them (edge names and holder names), grouped by path.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from '../tests/e2e/browser';
import { startProcess, stopProcess } from '../tests/support/process';

const LISTS = ['/catalog/tracks', '/catalog/releases', '/catalog/artists', '/catalog/labels', '/catalog/playlists'];
const MARK = '__heldMark';
const ROUNDS = Number(process.env.HELD_ROUNDS ?? 2);

interface Snapshot {
    snapshot: {
        meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
    };
    nodes: number[];
    edges: number[];
    strings: string[];
}

/** Shortest retaining paths from the roots to detached elements, as text lines grouped by their shape. */
export function retainers(snap: Snapshot, max = 8): string[] {
    const { node_fields, node_types, edge_fields, edge_types } = snap.snapshot.meta;
    const NF = node_fields.length;
    const EF = edge_fields.length;
    const nType = node_fields.indexOf('type');
    const nName = node_fields.indexOf('name');
    const nEdges = node_fields.indexOf('edge_count');
    const nDetached = node_fields.indexOf('detachedness');
    const eType = edge_fields.indexOf('type');
    const eName = edge_fields.indexOf('name_or_index');
    const eTo = edge_fields.indexOf('to_node');
    const nodeTypes = node_types[0];
    const edgeTypes = edge_types[0];
    const count = snap.nodes.length / NF;
    const firstEdge = new Uint32Array(count + 1);
    for (let i = 0, e = 0; i < count; i++) {
        firstEdge[i] = e;
        e += snap.nodes[i * NF + nEdges] * EF;
        firstEdge[i + 1] = e;
    }
    const name = (i: number) => snap.strings[snap.nodes[i * NF + nName]];
    const type = (i: number) => nodeTypes[snap.nodes[i * NF + nType]];
    const edgeLabel = (e: number) => {
        const t = edgeTypes[snap.edges[e + eType]];
        const n = snap.edges[e + eName];
        return t === 'element' || t === 'hidden' ? `[${n}]` : String(snap.strings[n]);
    };
    // Breadth first from the root, not through weak edges: each node's first (shortest) holder.
    const parent = new Int32Array(count).fill(-1);
    const via = new Int32Array(count).fill(-1);
    const seen = new Uint8Array(count);
    seen[0] = 1;
    let queue = [0];
    while (queue.length) {
        const next: number[] = [];
        for (const i of queue)
            for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF) {
                if (edgeTypes[snap.edges[e + eType]] === 'weak') continue;
                const to = snap.edges[e + eTo] / NF;
                if (seen[to]) continue;
                seen[to] = 1;
                parent[to] = i;
                via[to] = e;
                next.push(to);
            }
        queue = next;
    }
    const marked = new Uint8Array(count);
    for (let i = 0; i < count; i++)
        for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF)
            if (edgeTypes[snap.edges[e + eType]] !== 'element' && snap.strings[snap.edges[e + eName]] === MARK)
                marked[i] = 1;
    if (process.env.HELD_DEBUG)
        console.log(
            `marked ${marked.reduce((a, b) => a + b, 0)}, strings with the mark ${snap.strings.filter(x => x === MARK).length}`
        );
    const detached = (i: number) =>
        marked[i] === 1 || (nDetached >= 0 && snap.nodes[i * NF + nDetached] === 2) || name(i).startsWith('Detached ');
    const groups = new Map<string, number>();
    const examples: string[] = [];
    let total = 0;
    for (let i = 0; i < count; i++) {
        if (!detached(i)) continue;
        total++;
        const path: string[] = [];
        for (let j = i; parent[j] >= 0; j = parent[j])
            path.push(`${name(parent[j]).slice(0, 60)} --${edgeLabel(via[j])}-->`);
        path.reverse();
        // The part near the DOM is what varies between nodes of one tree; the holder is near the root.
        if (!seen[i]) path.push('(not reached from the root)');
        const key = path.slice(0, 14).join('\n    ');
        groups.set(key, (groups.get(key) ?? 0) + 1);
        if (examples.length < max && !examples.some(x => x.startsWith(key)))
            examples.push(`${key}\n    … ${path.slice(14).join(' ')} ${name(i)}`);
    }
    if (process.env.HELD_DEBUG) {
        const kinds = new Map<string, number>();
        for (let i = 0; i < count; i++)
            if (/HTML/.test(name(i))) {
                const k = `${type(i)} ${name(i).slice(0, 40)} d=${nDetached >= 0 ? snap.nodes[i * NF + nDetached] : '-'} seen=${seen[i]}`;
                kinds.set(k, (kinds.get(k) ?? 0) + 1);
            }
        console.log([...kinds].sort((a, b) => b[1] - a[1]).slice(0, 30));
    }
    return [
        `detached elements reachable: ${total}`,
        ...[...groups]
            .sort((a, b) => b[1] - a[1])
            .slice(0, max)
            .map(([k, n]) => `${n} via\n    ${k}`),
        '--- examples',
        ...examples,
    ];
}

const database = join(mkdtempSync(join(tmpdir(), 'held-nodes-')), 'store.sqlite');
const server = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--serve-console'],
    { DATABASE: database, SEED_TRACKS: '300', CONSOLE_DIR: process.env.CONSOLE_DIR ?? '' },
    '/auth'
);
const browser = await launch();
try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${server.base}/auth`, { waitUntil: 'networkidle' });
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('console-demo');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(url => url.pathname === '/');
    for (let round = 0; round < ROUNDS; round++)
        for (const list of LISTS) {
            await page.locator(`[role="menuitem"][href="${list}"]`).click();
            await page.waitForURL(url => url.pathname === list);
            await page.locator('main tbody tr td').first().waitFor();
            await page.waitForTimeout(300);
            await page
                .locator('main tbody tr')
                .nth(round % 3)
                .click();
            await page.locator('main [role="tab"]').first().waitFor();
            await page.waitForTimeout(300);
            await page.locator(`main a[href="${list}"]:not([role="menuitem"])`).first().click();
            await page.locator('main tbody tr td').first().waitFor();
            await page.waitForTimeout(300);
        }
    // Detached rows marked with a property of their own (a snapshot tells wrappers from nodes but not
    // whether they are in the document); queryObjects' array is released before the snapshot.
    const proto = await cdp.send('Runtime.evaluate', { expression: 'HTMLTableRowElement.prototype' });
    const all = await cdp.send('Runtime.queryObjects', {
        prototypeObjectId: proto.result.objectId!,
        objectGroup: 'held',
    });
    const marked = await cdp.send('Runtime.callFunctionOn', {
        objectId: all.objects.objectId!,
        functionDeclaration: `function () { let n = 0; for (const r of this) if (!r.isConnected) { r.${MARK} = 1; n++; } return n; }`,
        returnByValue: true,
    });
    console.log(
        `detached rows: ${marked.result.value} of ${await page.evaluate(() => document.querySelectorAll('tr').length)} in the document`
    );
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'held' });
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const { nodes } = await cdp.send('Memory.getDOMCounters');
    const inDocument = await page.evaluate(() => document.getElementsByTagName('*').length);
    console.log(`DOM nodes alive ${nodes}, in the document ${inDocument}`);
    const chunks: string[] = [];
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
    for (const line of retainers(JSON.parse(chunks.join('')) as Snapshot)) console.log(line);
} finally {
    await browser.close();
    stopProcess(server.child);
}
