/**
 * `npm test`: the suite's stages in order (each an npm script), stopping at the first that fails
 * with its exit code, then a table of how long each took, so a slow stage shows on every run.
 * Each stage writes to this terminal as it runs (Vitest's "Tests N passed" lines included).
 */
import { spawn } from 'node:child_process';

const STAGES = [
    ['lint', 'prettier, eslint, import cycles, tsc'],
    ['test:unit', 'unit, integration and server tests'],
    ['test:e2e', 'console build and browser tests'],
];

/** Runs `npm run <script>`; resolves to its exit code (a signal counts as failure). */
function run(script) {
    return new Promise(resolve => {
        const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
        child.on('error', () => resolve(1));
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
}

const clock = ms => {
    const s = Math.round(ms / 1000);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

const done = [];
const started = performance.now();
let failed = 0;
for (const [script, what] of STAGES) {
    const t = performance.now();
    const code = await run(script);
    done.push({ script, what, ms: performance.now() - t, code });
    if (code !== 0) {
        failed = code;
        break;
    }
}

const width = Math.max(...STAGES.map(([s]) => s.length));
console.log('\nStage durations (m:ss)');
for (const { script, what, ms, code } of done)
    console.log(
        `  ${script.padEnd(width)}  ${clock(ms).padStart(6)}  ${code ? `FAILED (exit ${code})` : 'ok'}  ${what}`
    );
for (const [script] of STAGES.slice(done.length)) console.log(`  ${script.padEnd(width)}  ${'—'.padStart(6)}  not run`);
console.log(`  ${'total'.padEnd(width)}  ${clock(performance.now() - started).padStart(6)}`);
process.exit(failed);
