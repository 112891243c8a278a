/**
 * Lint step: fails when our own modules import each other in a circle (arrows point down only),
 * or when a file of server/ imports from a folder above its own in SERVER_LAYERS.
 * Reads every TypeScript file git tracks, follows relative imports (static and dynamic), and
 * or when one module of server/modules/ imports another (a module is a file or a folder there: what two
 * modules share belongs in core/ or the model). Prints each circle, upward import and import between
 * modules found. Usage: node --import tsx scripts/importCycles.ts
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const files = execSync("git ls-files --cached --others --exclude-standard '*.ts' '*.tsx'", { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(f => resolve(root, f));
const known = new Set(files);

function resolveImport(from: string, spec: string): string | null {
    if (!spec.startsWith('.')) return null;
    const base = resolve(dirname(from), spec);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
        if (known.has(candidate) && existsSync(candidate)) return candidate;
    return null;
}

const graph = new Map<string, string[]>();
for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
        file,
        importedFiles.map(i => resolveImport(file, i.fileName)).filter((f): f is string => f !== null)
    );
}

// Depth-first search with colours; each back edge closes a circle.
const state = new Map<string, 'open' | 'done'>();
const stack: string[] = [];
const circles: string[][] = [];
function visit(file: string): void {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') circles.push([...stack.slice(stack.indexOf(next)), next]);
        else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
}
for (const file of files) if (!state.has(file)) visit(file);

/**
 * The server's folders, lowest first: a file may import from its own layer or a lower one, never a
 * higher one. The database handle and the seed helpers are the ground; core/ is the engine and the
 * job queue; areas/ are sign-in and the image store a module may use; modules/ are the resources
 * (each with its job kinds); jobs/ is the worker that runs them; the files left in server/ wire it up.
 */
const SERVER_LAYERS: readonly { name: string; holds: (path: string) => boolean }[] = [
    { name: 'ground (db.ts, seed/)', holds: p => p === 'server/db.ts' || p.startsWith('server/seed/') },
    { name: 'core/', holds: p => p.startsWith('server/core/') },
    { name: 'areas/', holds: p => p.startsWith('server/areas/') },
    { name: 'modules/', holds: p => p.startsWith('server/modules/') },
    { name: 'jobs/', holds: p => p.startsWith('server/jobs/') },
    { name: 'server/*.ts', holds: p => p.startsWith('server/') },
];
const layerOf = (path: string) => SERVER_LAYERS.findIndex(l => l.holds(path));

const upward: string[] = [];
for (const [file, targets] of graph) {
    const from = layerOf(relative(root, file));
    if (from < 0) continue;
    for (const target of targets) {
        const to = layerOf(relative(root, target));
        if (to > from)
            upward.push(
                `upward import: ${relative(root, file)} (${SERVER_LAYERS[from].name}) → ${relative(root, target)} (${SERVER_LAYERS[to].name})`
            );
    }
}

/** The module a file of server/modules/ belongs to: its file (`charts.ts`) or its folder (`tracks/`). */
const moduleOf = (path: string): string | null => {
    if (!path.startsWith('server/modules/')) return null;
    const rest = path.slice('server/modules/'.length);
    return rest.includes('/') ? `${rest.split('/')[0]}/` : rest;
};

const between: string[] = [];
for (const [file, targets] of graph) {
    const from = relative(root, file);
    const mine = moduleOf(from);
    if (!mine) continue;
    for (const target of targets) {
        const to = relative(root, target);
        const theirs = moduleOf(to);
        if (!theirs || theirs === mine) continue;
        between.push(`import between modules: ${from} → ${to} (move what they share into core/ or the model)`);
    }
}

if (circles.length || upward.length || between.length) {
    for (const c of circles) console.error(`import circle: ${c.map(f => relative(root, f)).join(' → ')}`);
    for (const u of upward) console.error(u);
    for (const b of between) console.error(b);
    process.exit(1);
}
console.log(`no import circles in ${files.length} files; server/ imports point down only; no module imports another`);
