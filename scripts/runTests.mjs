/**
 * `npm test`: the suite's stages in order, stopping at the first that fails with its exit code,
 * then a table of how long each took, so a slow stage shows on every run.
 *
 * The stages are package.json's scripts, read from there (one source of truth): `lint`, then
 * `test:unit`, then `test:e2e`. The lint's commands (prettier, eslint, import cycles, tsc ×2) are
 * independent single-threaded programs, so they run side by side, as many at once as the machine
 * has cores, together with the e2e stage's console build (which depends on nothing the tests do);
 * the e2e stage then runs its remaining commands. Each side-by-side command's output is printed
 * whole when it ends; the test stages write to this terminal as they run.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, resolve } from 'node:path';

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
/** A script's commands (`a && b && c`): each runs on its own. */
const commandsOf = name => scripts[name].split(' && ').map(c => c.trim());

const BUILD = 'vite build';
const e2e = commandsOf('test:e2e');
if (!e2e.includes(BUILD)) throw new Error(`test:e2e no longer runs "${BUILD}": update scripts/runTests.mjs.`);

/**
 * Seconds each side-by-side command took on a fresh clone (two cores, busy): the longest start first,
 * so that the cores end together (in package.json's order one core waited out tsc alone: 55 → 51 s by
 * these figures). A command not listed starts first (it may be long).
 */
const MEASURED_S = {
    'eslint .': 34,
    'tsc --noEmit -p tsconfig.json': 30,
    'prettier --check .': 21,
    [BUILD]: 7,
    'tsc --noEmit -p tsconfig.model.json': 5,
    'node --import tsx scripts/importCycles.ts': 4,
};
const longestFirst = commands => [...commands].sort((a, b) => (MEASURED_S[b] ?? 999) - (MEASURED_S[a] ?? 999));

const STAGES = [
    {
        name: 'lint',
        what: 'prettier, eslint, import cycles, tsc (side by side) + console build',
        parallel: longestFirst([BUILD, ...commandsOf('lint')]),
    },
    { name: 'test:unit', what: 'unit, integration and server tests', serial: () => commandsOf('test:unit') },
    // Its build already made by the lint stage, when that ran.
    { name: 'test:e2e', what: 'browser tests', serial: ran => e2e.filter(c => c !== BUILD || !ran.has('lint')) },
];

// As `npm run` does: the project's binaries first on the PATH.
const env = { ...process.env, PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH}` };

/** Runs one command through the shell; resolves to its exit code (a signal counts as failure). */
function run(command, captured) {
    return new Promise(done => {
        const child = spawn(command, { shell: true, env, stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
        if (captured) {
            child.stdout.on('data', d => captured.push(d));
            child.stderr.on('data', d => captured.push(d));
        }
        child.on('error', () => done(1));
        child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    });
}

const clock = ms => {
    const s = Math.round(ms / 1000);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The commands one after the other; the first failure's exit code. */
async function serial(commands) {
    for (const command of commands) {
        const code = await run(command);
        if (code !== 0) return code;
    }
    return 0;
}

/** The commands side by side, a core each; every one runs to the end; the first failure's exit code. */
async function parallel(commands) {
    const queue = [...commands];
    const codes = [];
    const worker = async () => {
        for (let command = queue.shift(); command; command = queue.shift()) {
            const out = [];
            const t = performance.now();
            const code = await run(command, out);
            const text = Buffer.concat(out).toString().trimEnd();
            console.log(`\n$ ${command}  (${clock(performance.now() - t)}${code ? `, exit ${code}` : ''})`);
            if (text) console.log(text);
            codes.push(code);
        }
    };
    await Promise.all(Array.from({ length: Math.min(availableParallelism(), commands.length) }, worker));
    return codes.find(c => c !== 0) ?? 0;
}

// `node scripts/runTests.mjs lint test:unit`: only the stages named (all when none is).
const chosen = process.argv.slice(2);
const unknown = chosen.filter(n => !STAGES.some(s => s.name === n));
if (unknown.length)
    throw new Error(`No stage ${unknown.join(', ')}: the stages are ${STAGES.map(s => s.name).join(', ')}.`);
const stages = chosen.length ? STAGES.filter(s => chosen.includes(s.name)) : STAGES;

const done = [];
const started = performance.now();
let failed = 0;
for (const stage of stages) {
    const t = performance.now();
    const ran = new Set(done.map(d => d.name));
    const code = stage.parallel ? await parallel(stage.parallel) : await serial(stage.serial(ran));
    done.push({ ...stage, ms: performance.now() - t, code });
    if (code !== 0) {
        failed = code;
        break;
    }
}

const width = Math.max(...stages.map(s => s.name.length));
console.log('\nStage durations (m:ss)');
for (const { name, what, ms, code } of done)
    console.log(`  ${name.padEnd(width)}  ${clock(ms).padStart(6)}  ${code ? `FAILED (exit ${code})` : 'ok'}  ${what}`);
for (const { name } of stages.slice(done.length)) console.log(`  ${name.padEnd(width)}  ${'—'.padStart(6)}  not run`);
console.log(`  ${'total'.padEnd(width)}  ${clock(performance.now() - started).padStart(6)}`);
process.exit(failed);
