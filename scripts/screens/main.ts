/**
 * `npm run screens`: a screenshot of every screen each demo account's menu leads to, at 1440×900
 * and 1024×768, with a contact sheet per account — for looking at the console as a person would.
 * A tool, not a test: it asserts nothing, it reports what went wrong on the way.
 *
 * Builds the console, starts the seeded reference server on a free port over a temporary database,
 * and walks the accounts in one headless Chromium, a few at a time (each in its own context).
 * Options: `--accounts admin,label` (default: all), `--out dir` (default: screens), `--jobs n`
 * (accounts at once, default 3), `--no-build` (use the existing dist/).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from '../../tests/e2e/browser';
import { startProcess, stopProcess } from '../../tests/support/process';
import { ACCOUNTS } from './accounts';
import { accountIndexHtml, topIndexHtml, type AccountGallery } from './contactSheet';
import { walkAccount } from './walk';

const { values } = parseArgs({
    options: {
        accounts: { type: 'string' },
        out: { type: 'string', default: 'screens' },
        jobs: { type: 'string', default: '3' },
        'no-build': { type: 'boolean', default: false },
    },
});
const accounts = values.accounts ? values.accounts.split(',').map(a => a.trim()) : ACCOUNTS;
const out = resolve(values.out);
const started = Date.now();

if (!values['no-build']) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
const workDir = mkdtempSync(join(tmpdir(), 'screens-'));
const server = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--serve-console'],
    // The same seed as the browser tests; a database of its own, removed afterwards.
    { DATABASE: join(workDir, 'store.sqlite'), SEED_TRACKS: '1500', NODE_ENV: 'production' },
    '/auth'
);
// Interrupted (Ctrl-C): the server runs in a process group of its own and would outlive us.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
        stopProcess(server.child);
        rmSync(workDir, { recursive: true, force: true });
        process.exit(130);
    });
const browser = await launch();
const galleries: AccountGallery[] = [];
try {
    rmSync(out, { recursive: true, force: true });
    const queue = [...accounts];
    const worker = async () => {
        for (let account = queue.shift(); account; account = queue.shift()) {
            const dir = join(out, account);
            mkdirSync(dir, { recursive: true });
            const gallery = await walkAccount(browser, server.base, account, dir);
            writeFileSync(join(dir, 'index.html'), accountIndexHtml(gallery));
            galleries.push(gallery);
            const problems = gallery.shots.filter(s => s.problems.length).length;
            console.log(
                `${account}: ${gallery.shots.length} screens, ${problems} with problems, ${gallery.seconds.toFixed(0)} s`
            );
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Number(values.jobs)) }, worker));
} finally {
    await browser.close();
    stopProcess(server.child);
    rmSync(workDir, { recursive: true, force: true });
}

galleries.sort((a, b) => accounts.indexOf(a.account) - accounts.indexOf(b.account));
const seconds = (Date.now() - started) / 1000;
const total = galleries.reduce((n, g) => n + g.shots.length, 0);
writeFileSync(
    join(out, 'index.html'),
    topIndexHtml(galleries, `Taken ${new Date().toISOString()} in ${seconds.toFixed(0)} s.`)
);
console.log(
    `\n${galleries.length} accounts, ${total} screens (× ${galleries[0]?.widths.join(' and ')} px) in ${seconds.toFixed(0)} s` +
        `\n${join(out, 'index.html')}`
);
