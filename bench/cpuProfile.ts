/**
 * A CPU profile of one step in the page (Chromium's sampling profiler over CDP), summed by the
 * module each sample's function comes from (through the build's source maps, when the console was
 * built with them: `vite build --sourcemap`), so that a bench can print where a step's time goes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { SourceMap, type SourceMapPayload } from 'node:module';

interface ProfileNode {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
}

/** Starts the profiler; the returned function stops it and returns the profile. */
export async function startProfile(page: Page): Promise<() => Promise<Profile>> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    return async () => {
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
        await cdp.detach();
        return profile;
    };
}

const maps = new Map<string, SourceMap | null>();
function sourceOf(distDir: string, url: string, line: number, column: number, withName = false): string {
    const file = url.split('/').pop() ?? url;
    if (!maps.has(file)) {
        const path = join(distDir, 'assets', `${file}.map`);
        maps.set(
            file,
            existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, 'utf8')) as SourceMapPayload) : null
        );
    }
    const entry = line < 0 ? undefined : maps.get(file)?.findEntry(line, Math.max(column, 0));
    const found = entry as { originalSource?: string; name?: string } | undefined;
    const source = found?.originalSource ?? null;
    if (withName) return `${found?.name ?? ''}@${source ?? file}`;
    if (!source) return file;
    return relative(process.cwd(), resolve(distDir, 'assets', source)).replace(/^.*node_modules\//, '');
}

/** Self time (ms) by source module, the largest first; `(program)`, `(idle)`, `(garbage collector)` as Chromium names them. */
export function selfTimeByModule(profile: Profile, distDir: string): [string, number][] {
    const byNode = new Map(profile.nodes.map(n => [n.id, n]));
    const totals = new Map<string, number>();
    profile.samples.forEach((id, i) => {
        const frame = byNode.get(id)!.callFrame;
        const where = frame.url
            ? `${sourceOf(distDir, frame.url, frame.lineNumber, frame.columnNumber)}`
            : `(${frame.functionName.replace(/[()]/g, '')})`;
        totals.set(where, (totals.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    return [...totals].sort((a, b) => b[1] - a[1]);
}

/** The profile's total and top entries, one line each. */
export function printProfile(what: string, profile: Profile, distDir: string, top = 20): void {
    const rows = selfTimeByModule(profile, distDir);
    const busy = rows.filter(([k]) => k !== '(idle)').reduce((a, [, ms]) => a + ms, 0);
    console.log(`\nCPU profile: ${what} — ${busy.toFixed(0)} ms busy (self time by module)`);
    for (const [where, ms] of rows.slice(0, top)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${where}`);
}

/**
 * React's render passes in the profile, in order: blocking (`sync`, one task however long) or
 * sliced (`transition`), and the component each started from (the highest one that rendered
 * again: React skips unchanged parents without calling them). A blocking pass that starts high
 * up, on a screen's first frame, is the update to look for.
 */
export function printRenders(profile: Profile, distDir: string, minMs = 5): void {
    const parent = new Map<number, number>();
    for (const n of profile.nodes as (ProfileNode & { children?: number[] })[])
        for (const c of n.children ?? []) parent.set(c, n.id);
    const byNode = new Map(profile.nodes.map(n => [n.id, n]));
    const stackOf = (id: number) => {
        const frames: string[] = [];
        for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
            const f = byNode.get(n)!.callFrame;
            if (f.url) frames.push(sourceOf(distDir, f.url, f.lineNumber, f.columnNumber, true));
        }
        return frames;
    };
    const KINDS: [string, string][] = [
        ['renderRootSync@', 'sync'],
        ['renderRootConcurrent@', 'transition'],
        ['commitRoot@', 'commit'],
    ];
    let t = 0;
    let run: { kind: string; start: number; first: string } | null = null;
    const close = () => {
        if (run && t - run.start >= minMs)
            console.log(
                `    ${run.start.toFixed(0).padStart(6)} ms  ${run.kind.padEnd(10)} ${(t - run.start).toFixed(0).padStart(4)} ms  from ${run.first || '?'}`
            );
        run = null;
    };
    console.log('\nReact render passes (start, kind, length, first component):');
    profile.samples.forEach((id, i) => {
        t += (profile.timeDeltas[i] ?? 0) / 1000;
        const frames = stackOf(id);
        const kind = KINDS.find(([fn]) => frames.some(f => f.startsWith(fn)))?.[1];
        if (run && run.kind !== kind) close();
        if (kind && !run) run = { kind, start: t, first: '' };
        if (run && !run.first) {
            const at = frames.findIndex(f => /^(renderWithHooks|updateForwardRef)@/.test(f));
            if (at > 0)
                run.first = frames[at - 1]
                    .replace(/(\.\.\/)+|^.*node_modules\//g, '')
                    .replace(`${process.cwd().slice(1)}/`, '');
        }
    });
    close();
}
