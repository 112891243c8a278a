/**
 * The ingestion flow end to end (issue 12): a content_ops user filters deliveries by 'missing-isrc',
 * reads the explanation, fixes the track's blank ISRC, is told when re-ingest becomes possible (the
 * fix updated the release: 90 seconds), then re-ingests with a genre override and watches the
 * delivery reach release-ingested in the job centre and in the list. Meanwhile, on a server of its
 * own, a job left RUNNING across a restart ends DONE (resumed) or FAILED with the reason.
 * The 90 seconds pass on the page's clock, moved on by the test (the server of the browser tests
 * allows the re-ingest `reingestAfterMs` after the fix; the server tests prove its 90 seconds).
 */
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { REINGEST_BLOCK_SECONDS } from '../../resources/constants';
import { tooManyRestarts } from '../../server/core/jobQueue';
import { startProcess, stopProcess, type Started } from '../support/process';
import { tempDatabase } from '../support/tempDatabase';
import { shot, signedIn, tokenFor } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
const serverWaitMs = inject('reingestAfterMs');
const MISSING_ISRC = 'missing-isrc: track missing ISRC on insert.';
const TOO_SOON = 'reingestion-error: cannot process, release updated in the last 90 seconds.';

const browser = useBrowser();
let own: Started | null = null;
afterAll(async () => {
    if (own) stopProcess(own.child, 'SIGKILL');
});

type Row = Record<string, unknown>;
async function api<T = Row>(
    at: string,
    username: string,
    path: string,
    init: { method?: string; json?: unknown } = {}
) {
    const res = await fetch(`${at}/v4/${path}`, {
        method: init.method ?? 'GET',
        headers: {
            Authorization: `Bearer ${await tokenFor(at, username)}`,
            ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    return (await res.json()) as T;
}

/** The seeded missing-isrc delivery of this brand whose release really has a track without an ISRC. */
async function brokenDelivery(): Promise<{ id: number; release_id: number; track: number }> {
    const page = await api<{ results: { id: number; release_id: number }[] }>(
        base,
        'content_ops',
        'inspector/deliveries/?brand=download&status_message=missing-isrc'
    );
    for (const d of [...page.results].reverse()) {
        const tracks = await api<{ results: { id: number; isrc: string | null; is_dj_edit?: boolean }[] }>(
            base,
            'content_ops',
            `catalog/tracks/?release_id=${d.release_id}&per_page=100`
        );
        const blank = tracks.results.find(t => !t.isrc?.trim() && !t.is_dj_edit);
        if (blank) return { id: d.id, release_id: d.release_id, track: blank.id };
    }
    throw new Error('no seeded missing-isrc delivery misses an ISRC');
}

const jobItem = (page: Page, name: RegExp) =>
    page.getByRole('dialog', { name: 'Job centre' }).getByRole('listitem', { name });

describe('ingestion flow', () => {
    let target: { id: number; release_id: number; track: number };
    let fixedAt = 0;

    it('content_ops filters by missing-isrc, reads why, fixes the ISRC and is told when re-ingest becomes possible', async () => {
        target = await brokenDelivery();
        const page = await signedIn(browser, base, 'content_ops', '/auth?next=%2Fdeliveries%2Fdeliveries');
        await page.waitForURL(/\/deliveries\/deliveries/);
        await page.getByRole('combobox', { name: 'Status Message' }).click();
        await page.getByRole('option', { name: MISSING_ISRC }).click();
        await page.waitForURL(/missing-isrc/);
        // The explanation beside the code, on every row once the filtered rows are in.
        await expect
            .poll(
                async () => {
                    const cells = await page.locator('tbody td.column-status_message').allInnerTexts();
                    return cells.length > 0 && cells.every(c => c === MISSING_ISRC);
                },
                { timeout: 15_000 }
            )
            .toBe(true);

        // The cause: a track of the release without an ISRC. Fix it on the track's page.
        await page.goto(`${base}/catalog/tracks/${target.track}`);
        const isrc = page.getByRole('textbox', { name: 'ISRC' });
        await isrc.waitFor();
        expect(await isrc.inputValue()).toBe('');
        await isrc.fill(`QZE2E${String(Date.now()).slice(-7)}`);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText(/^Track ".*" saved$/s).waitFor();
        fixedAt = Date.now();

        // The inspector says the fix counts as an update of the release, and when to come back.
        await page.goto(`${base}/deliveries?status_message=missing-isrc`);
        await page.getByRole('button', { name: `Inspect delivery ${target.id}`, exact: true }).click();
        const why = page.getByRole('alert').filter({ hasText: TOO_SOON });
        await why.waitFor();
        expect(await why.innerText()).toMatch(/Try again in \d+ s\. Re-ingest becomes possible at .+\.$/);
        expect(await page.getByRole('button', { name: 'Re-ingest' }).isDisabled()).toBe(true);
        await why.scrollIntoViewIfNeeded();
        await shot(page, 'ingest-flow-reingest-explained');
    });

    it('a job left RUNNING across a server restart ends DONE or FAILED with the reason', async () => {
        const database = tempDatabase('e2e-restart-');
        const server = [process.execPath, ['--import', 'tsx', 'server/main.ts', '--serve-console']] as const;
        const env = { DATABASE: database, SEED_TRACKS: '60', NODE_ENV: 'production' };
        // Slow steps: the re-encode is still running when the server is killed.
        own = await startProcess(server[0], [...server[1]], { ...env, JOB_STEP_MS: '60000' });
        const started = await api<{ id: number }>(own.base, 'content_ops', 'catalog/tracks/1/reencode/', {
            method: 'POST',
        });
        await expect
            .poll(async () => (await api<{ state: string }>(own!.base, 'content_ops', `jobs/${started.id}/`)).state, {
                timeout: 15_000,
            })
            .toBe('RUNNING');
        const exited = new Promise(r => own!.child.once('exit', r));
        stopProcess(own.child, 'SIGKILL');
        await exited;

        // A second job left RUNNING by three stops in a row: it may not resume again.
        const db = new Database(database);
        const owner = db.prepare("SELECT id FROM users WHERE username = 'content_ops'").pluck().get();
        const stuck = Number(
            db
                .prepare(
                    `INSERT INTO jobs (kind, state, target_id, owner_id, attempts, created, started)
                     VALUES ('reencode', 'RUNNING', 1, ?, 3, ?, ?)`
                )
                .run(owner, new Date().toISOString(), new Date().toISOString()).lastInsertRowid
        );
        expect(db.prepare('SELECT state FROM jobs WHERE id = ?').pluck().get(started.id)).toBe('RUNNING');
        db.close();

        own = await startProcess(server[0], [...server[1]], { ...env, JOB_STEP_MS: '100' });
        const page = await signedIn(browser, own.base, 'content_ops', '/auth?next=%2Fdashboard');
        await page.getByRole('button', { name: /^Job centre/ }).click();
        await jobItem(page, new RegExp(`^Job ${started.id}: Track re-encode, Done$`)).waitFor({ timeout: 30_000 });
        const failed = jobItem(page, new RegExp(`^Job ${stuck}: Track re-encode, Failed$`));
        await failed.getByText(tooManyRestarts(3)).waitFor();
        await shot(page, 'ingest-flow-restart-jobs');
        await page.close();
        stopProcess(own.child, 'SIGKILL');
        own = null;
    }, 120_000);

    it('re-ingests with a genre override once possible and reaches release-ingested in the job centre and the list', async () => {
        const genres = await api<{ results: { id: number; name: string }[] }>(
            base,
            'content_ops',
            'catalog/genres/?per_page=5'
        );
        // An override is another genre than the delivered one (that one is offered as "Keep …").
        const delivered = await api<{ results: { id: number; genre: { id: number } | null }[] }>(
            base,
            'content_ops',
            `deliveries/deliveries/?release_id=${target.release_id}`
        );
        const deliveredGenre = delivered.results.find(d => d.id === target.id)?.genre?.id;
        const genre = genres.results.find(g => g.id !== deliveredGenre)!;
        const page = await signedIn(
            browser,
            base,
            'content_ops',
            '/auth?next=%2Fdeliveries%3Fstatus_message%3Dmissing-isrc'
        );
        await page.waitForURL(/\/deliveries\?/);
        await page.clock.install();
        await page.getByRole('button', { name: `Inspect delivery ${target.id}`, exact: true }).click();
        const reingest = page.getByRole('button', { name: 'Re-ingest' });
        // The button comes back by itself when the 90 seconds after the fix end (on the page's clock;
        // the server's shortened wait in real time).
        await reingest.waitFor();
        await expect.poll(() => Date.now() - fixedAt, { interval: 100 }).toBeGreaterThanOrEqual(serverWaitMs);
        await page.clock.fastForward(Math.max(fixedAt + REINGEST_BLOCK_SECONDS * 1000 - Date.now(), 0));
        await expect.poll(() => reingest.isEnabled(), { timeout: 15_000, interval: 250 }).toBe(true);
        await page.getByRole('combobox', { name: 'Override genre' }).click();
        await page.getByRole('option', { name: genre.name, exact: true }).click();
        await reingest.click();
        await page.getByText(`Delivery ${target.id} was re-ingested`).waitFor({ timeout: 30_000 });
        await page.getByRole('list', { name: 'Steps' }).getByText('Release ingested').last().waitFor();

        // The app bar hides while the page is scrolled down to the timeline.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole('button', { name: /^Job centre/ }).click();
        await jobItem(page, /: Delivery ingest, Done$/)
            .first()
            .waitFor();
        await shot(page, 'ingest-flow-job-centre');
        await page.keyboard.press('Escape');

        const filter = encodeURIComponent(
            JSON.stringify({ release_id: String(target.release_id), release_status: 'release-ingested' })
        );
        await page.goto(`${base}/deliveries/deliveries?filter=${filter}`);
        const row = page.locator('tbody tr').filter({ hasText: 'Release ingested' });
        await row.first().waitFor();
        const inList = await api<{ results: { id: number; release_status: string; genre: { id: number } }[] }>(
            base,
            'content_ops',
            `deliveries/deliveries/?release_id=${target.release_id}`
        );
        expect(inList.results.find(d => d.id === target.id)).toMatchObject({
            release_status: 'release-ingested',
            genre: { id: genre.id },
        });
        await shot(page, 'ingest-flow-ingested-list');
    }, 150_000);
});
