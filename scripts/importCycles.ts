/**
 * Lint step: fails when our own modules import each other in a circle (arrows point down only).
 * Reads every TypeScript file git tracks, follows relative imports (static and dynamic), and
 * prints each circle found. Usage: node --import tsx scripts/importCycles.ts
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

if (circles.length) {
    for (const c of circles) console.error(`import circle: ${c.map(f => relative(root, f)).join(' → ')}`);
    process.exit(1);
}
console.log(`no import circles in ${files.length} files`);
