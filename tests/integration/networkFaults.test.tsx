/**
 * The console over a bad network (issue 41), with the MSW fault layer (tests/support/faults.ts)
 * between it and the real API engine: a save answered by a gateway's 502 page says so in words and
 * keeps what was typed; a note whose answer was lost, added again, is stored once (with the
 * server's keys, and without them); a sales report whose polls fail is still shown; the job centre
 * opens it; an upload and a bulk change answered by a gateway keep their input and say so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { messages } from '../../resources/messages';
import { CAPABILITIES } from '../../resources/capabilities';
import { createJobWorker } from '../../server/jobs/worker';
import { makeApi } from '../server/helpers';
import { faultHandler, type FaultRule } from '../support/faults';
import { API, renderAt, signIn, useApi } from './harness';

const m = messages.network;
const GATEWAY_WORDS = "The store's server is not answering right now (a gateway answered with status 502).";

describe('a bad network between the console and the API', () => {
    const { api, server } = useApi(60);
    const worker = createJobWorker(api.db, { stepMs: 0, idleMs: 50 });
    worker.start();
    afterAll(() => worker.stop());
    /** Puts `rules` in front of the API for this test (reset after it). */
    const faults = (...rules: FaultRule[]) => {
        const layer = faultHandler(API, rules, request => api.app.fetch(request));
        server.use(layer.handler);
        return layer.hits;
    };
    const noteCount = (text: string) =>
        api.db.prepare('SELECT COUNT(*) FROM track_notes WHERE note = ?').pluck().get(text) as number;

    it('a track save answered by a 502 page says so in words, keeps the typed title and changes nothing', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/3');
        const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
        await waitFor(() => expect(title).not.toHaveValue(''));
        const before = api.db.prepare('SELECT name FROM tracks WHERE id = 3').pluck().get();
        await userEvent.clear(title);
        await userEvent.type(title, 'Typed Under Fault');
        const hits = faults({ fault: 'gateway', method: 'PATCH', path: /^\/catalog\/tracks\/3\/$/ });
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await screen.findByText(
                `Error during track create/update: ${GATEWAY_WORDS} ${m.maybeSaved}`,
                {},
                { timeout: 10_000 }
            )
        ).toBeInTheDocument();
        expect(document.body.textContent).not.toMatch(/<html|<title>|nginx/i);
        expect(title).toHaveValue('Typed Under Fault');
        expect(hits).toEqual(['gateway PATCH /catalog/tracks/3/']);
        expect(api.db.prepare('SELECT name FROM tracks WHERE id = 3').pluck().get()).toBe(before);
    });

    it("the app bar's suggestions, answered by gateways, say so in words rather than that nothing matches", async () => {
        await signIn(api, 'admin');
        renderAt('/help');
        await userEvent.click(await screen.findByRole('combobox', { name: 'Search the catalog' }, { timeout: 10_000 }));
        // The stand-in gives way to the combobox on focus.
        const box = await waitFor(() => {
            const el = screen.getByRole('combobox', { name: 'Search the catalog' });
            expect(el).toHaveAttribute('aria-autocomplete');
            return el;
        });
        // The read and its two tries again, all answered by a gateway's page.
        const hits = faults({ fault: 'gateway', method: 'GET', path: /^\/search\/autocomplete\//, times: 3 });
        await userEvent.type(box, 'Deep');
        expect(
            await screen.findByText(new RegExp(GATEWAY_WORDS.replace(/[().]/g, '\\$&')), {}, { timeout: 10_000 })
        ).toBeInTheDocument();
        expect(screen.queryByText(messages.search.noMatch)).toBeNull();
        expect(hits).toHaveLength(3);
        // Answered again (the gateway is gone), the next words typed find their tracks.
        await userEvent.type(box, '{Backspace}');
        expect(await screen.findAllByRole('option', {}, { timeout: 10_000 })).not.toHaveLength(0);
    });

    it('a note whose answer was lost, added again, is stored once: the retry carries the same key', async () => {
        const keys: (string | null)[] = [];
        server.events.on('request:start', ({ request }) => {
            if (request.method === 'POST') keys.push(request.headers.get('Idempotency-Key'));
        });
        const dp = createDataProvider({ apiUrl: API, getAccessToken: () => token, currentUser: () => 'admin' });
        const token = await api.token('admin');
        const hits = faults({ fault: 'lost', method: 'POST', path: /^\/catalog\/tracks\/2\/notes\/$/ });
        const note = { note: 'Lost then sent again' };
        const sub = { parent: 'catalog/tracks', path: 'notes' };
        await expect(dp.createSubRow(sub, 2, note)).rejects.toMatchObject({
            kind: 'network',
            message: `${m.noAnswer} ${m.maybeSaved}`,
        });
        expect(noteCount(note.note)).toBe(1);
        const again = await dp.createSubRow<{ id: number }>(sub, 2, note);
        expect(noteCount(note.note)).toBe(1);
        expect(again.id).toBe(api.db.prepare('SELECT id FROM track_notes WHERE note = ?').pluck().get(note.note));
        expect(hits).toEqual(['lost POST /catalog/tracks/2/notes/']);
        expect(keys).toHaveLength(2);
        expect(keys[1]).toBe(keys[0]);
        server.events.removeAllListeners('request:start');
    });

    it('on a server without keys (the v4 profile), the retry finds the note stored and says so', async () => {
        const V4 = 'http://api-v4.test/v4';
        const v4 = makeApi(20, { profile: 'v4' });
        const layer = faultHandler(V4, [{ fault: 'lost', method: 'POST' }], request => v4.app.fetch(request));
        const { http } = await import('msw');
        server.use(
            layer.handler,
            http.all(`${V4}/*`, ({ request }) => v4.app.fetch(request))
        );
        const told = vi.fn();
        const token = await v4.token('admin');
        const dp = createDataProvider({
            apiUrl: V4,
            getAccessToken: () => token,
            offered: () => new Set(),
            onAlreadyDone: told,
        });
        const sub = { parent: 'catalog/tracks', path: 'notes' };
        const count = () =>
            v4.db.prepare("SELECT COUNT(*) FROM track_notes WHERE note = 'Sent once on v4'").pluck().get();
        await expect(dp.createSubRow(sub, 1, { note: 'Sent once on v4' })).rejects.toMatchObject({ kind: 'network' });
        expect(count()).toBe(1);
        const found = await dp.createSubRow<{ note: string }>(sub, 1, { note: 'Sent once on v4' });
        expect(found.note).toBe('Sent once on v4');
        expect(count()).toBe(1);
        expect(told).toHaveBeenCalledWith(m.alreadySaved);
        expect(CAPABILITIES).toContain('idempotency');
    });

    it('a sales report whose polls fail is still shown when the job ends; the job centre opens it again', async () => {
        await signIn(api, 'finance');
        const polls = faults(
            // Each of these polls gets no answer after its own retries: following goes on all the same.
            { fault: 'gateway', method: 'GET', path: /^\/jobs\/sales\/\d+\/$/, times: 3 },
            { fault: 'lost', method: 'GET', path: /^\/jobs\/sales\/\d+\/$/, times: 3 }
        );
        const view = renderAt('/sales');
        await userEvent.click(await screen.findByRole('combobox', { name: 'Year' }, { timeout: 10_000 }));
        await userEvent.click(await screen.findByRole('option', { name: '2025' }));
        await userEvent.click(screen.getByRole('button', { name: messages.sales.request }));
        const totals = await screen.findByLabelText('Sales totals', {}, { timeout: 20_000 });
        expect(totals).toBeInTheDocument();
        expect(polls.length).toBe(6);
        const job = api.db.prepare("SELECT id FROM jobs WHERE kind = 'sales' ORDER BY id DESC").pluck().get();
        view.unmount();

        // The job centre lists it done, with the way to open its report.
        renderAt('/dashboard');
        await userEvent.click(await screen.findByRole('button', { name: /^Job centre/ }, { timeout: 10_000 }));
        const row = await screen.findByRole('listitem', { name: new RegExp(`Job ${job}: Sales report, Done`) });
        const link = within(row).getByRole('link', { name: messages.jobs.openReport });
        expect(link).toHaveAttribute('href', `/sales?job=${job}`);
        await userEvent.click(link);
        expect(await screen.findByLabelText('Sales totals', {}, { timeout: 10_000 })).toBeInTheDocument();
    }, 60_000);
});
