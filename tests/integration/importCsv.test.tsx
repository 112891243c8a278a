/**
 * Import CSV with a dry run (issue 45), on the tracks list against the real API: the preview's table
 * (line, record, field, before → after; refused rows and why), the refused rows' download (cells are
 * data), "Apply N changes" and its history link, a preview that gets no answer (words, Retry, the
 * file kept), and a file over IMPORT_JOB_ROWS rows applied by a job whose progress shows (and its polls
 * getting no answer).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, failureWords } from '../../dataProvider/errors';
import { troubleWords } from '../../src/jobs/useJob';
import { applyLabel, IMPORT_JOB_ROWS } from '../../resources/csvImport';
import { fill, messages } from '../../resources/messages';
import { createJobWorker } from '../../server/jobs/worker';
import { API, renderAt, signIn, useApi } from './harness';
import { sendCsvUploadsAsText } from './uploads';

const m = messages.csvImport;
const WAIT = { timeout: 30_000 };
const GATEWAY_PAGE =
    '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502.</h1></body></html>';

describe('Import CSV on the tracks list', () => {
    const { api, server, http, HttpResponse } = useApi(40);
    sendCsvUploadsAsText();
    const bpm = (id: number) => api.db.prepare('SELECT bpm FROM tracks WHERE id = ?').pluck().get(id) as number;

    /** The dialog, opened from the list's toolbar as a person does, with `csv` chosen as its file. */
    async function importFile(csv: string, name = 'bpm.csv', user = 'content_ops') {
        await signIn(api, user);
        renderAt('/catalog/tracks');
        await userEvent.click(await screen.findByRole('button', { name: m.button }, WAIT));
        const dialog = await screen.findByRole('dialog', { name: fill(m.title, { resource: 'Tracks' }) }, WAIT);
        await userEvent.upload(within(dialog).getByLabelText(m.choose), new File([csv], name, { type: 'text/csv' }));
        return dialog;
    }

    it('previews line, record, field and before → after, refused rows with why; applies; links to the history', async () => {
        const was = bpm(7);
        const dialog = await importFile(`id,bpm\n7,${was + 1}\n8,abc\n999999,120\n=1+1,120\n`);
        expect(
            await within(dialog).findByText(
                fill(m.summary, { change: 1, unchanged: 0, refused: 1, unknown: 2 }),
                {},
                WAIT
            )
        ).toBeInTheDocument();
        const table = within(dialog).getByRole('table');
        // The records' names are looked up after the preview comes (under load, a moment later).
        await within(table).findByText(/\(ID 8\b/, {}, WAIT);
        const rows = within(table)
            .getAllByRole('row')
            .map(r => [...r.querySelectorAll('th, td')].map(c => c.textContent));
        expect(rows[0]).toEqual([m.line, messages.bulkEdit.record, m.field, m.change, m.reason]);
        // Refused rows first (what the person must fix), then each change; records as `describe` names them.
        expect(rows[1]).toEqual(['3', expect.stringMatching(/\(ID 8\b/), '', '', 'BPM: Must be a number']);
        expect(rows[2]).toEqual([
            '4',
            'id 999999',
            '',
            '',
            fill(m.noRecord, { resource: 'track', key: 'id', value: '999999' }),
        ]);
        expect(rows[3]).toEqual([
            '5',
            'id =1+1',
            '',
            '',
            fill(m.noRecord, { resource: 'track', key: 'id', value: '=1+1' }),
        ]);
        expect(rows[4]).toEqual(['2', expect.stringMatching(/\(ID 7\b/), 'BPM', `${was} → ${was + 1}`, '']);
        expect(bpm(7)).toBe(was);

        // The refused rows as CSV: a cell that starts as a formula is text in a spreadsheet.
        vi.mocked(URL.createObjectURL).mockClear();
        await userEvent.click(within(dialog).getByRole('button', { name: m.downloadRefused }));
        const blob = vi.mocked(URL.createObjectURL).mock.calls.at(-1)![0] as Blob;
        const lines = (await blob.text()).trim().split('\r\n');
        expect(lines[0]).toBe('line,id,reason');
        expect(lines).toHaveLength(4);
        expect(lines[3]).toBe(`5,"'=1+1",${fill(m.noRecord, { resource: 'track', key: 'id', value: '=1+1' })}`);
        expect(lines.some(l => /(^|,)=/.test(l))).toBe(false);

        await userEvent.click(within(dialog).getByRole('button', { name: applyLabel(1) }));
        const done = await within(dialog).findByText(fill(m.applied, { count: 1 }), { exact: false }, WAIT);
        await waitFor(() => expect(bpm(7)).toBe(was + 1));
        expect(within(done).getByRole('link', { name: m.openHistory })).toHaveAttribute(
            'href',
            '/catalog/tracks/7/history'
        );
        expect(
            api.db.prepare("SELECT count(*) FROM history WHERE action = 'import' AND record_id = 7").pluck().get()
        ).toBe(1);
    }, 90_000);

    it('a label partner, who has no History tab, is told to ask the store to undo its import, not sent to a blank page', async () => {
        const id = api.db
            .prepare(
                `SELECT t.id FROM tracks t JOIN releases r ON r.id = t.release_id
                 JOIN users u ON u.label_id = r.label_id WHERE u.username = 'label' ORDER BY t.id LIMIT 1`
            )
            .pluck()
            .get() as number;
        const was = bpm(id);
        const dialog = await importFile(`id,bpm\n${id},${was + 1}\n`, 'bpm.csv', 'label');
        await userEvent.click(await within(dialog).findByRole('button', { name: applyLabel(1) }, WAIT));
        const done = await within(dialog).findByText(fill(m.applied, { count: 1 }), { exact: false }, WAIT);
        await waitFor(() => expect(bpm(id)).toBe(was + 1));
        expect(done).toHaveTextContent(m.undoByStaff);
        expect(within(done).queryByRole('link')).toBeNull();
    }, 90_000);

    it('a preview answered by a gateway page, then by no answer: said in words with Retry, the file kept', async () => {
        let answer: 'gateway' | 'network' | 'server' = 'gateway';
        server.use(
            http.post(`${API}/catalog/tracks/import/preview/`, () =>
                answer === 'gateway'
                    ? new HttpResponse(GATEWAY_PAGE, { status: 502, headers: { 'Content-Type': 'text/html' } })
                    : answer === 'network'
                      ? HttpResponse.error()
                      : undefined
            )
        );
        const dialog = await importFile(`id,bpm\n9,${bpm(9) + 2}\n`, 'monday.csv');
        const alert = await within(dialog).findByRole('alert', {}, WAIT);
        expect(alert).toHaveTextContent(failureWords('gateway', { status: 502 }));
        expect(dialog.textContent).not.toMatch(/Bad Gateway|<h1>/);
        expect(within(dialog).getByText('monday.csv')).toBeInTheDocument();

        answer = 'network';
        await userEvent.click(within(alert).getByRole('button', { name: messages.load.retry }));
        await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(failureWords('network')), WAIT);
        expect(within(dialog).getByText('monday.csv')).toBeInTheDocument();

        answer = 'server';
        await userEvent.click(
            within(within(dialog).getByRole('alert')).getByRole('button', { name: messages.load.retry })
        );
        expect(
            await within(dialog).findByText(
                fill(m.summary, { change: 1, unchanged: 0, refused: 0, unknown: 0 }),
                {},
                WAIT
            )
        ).toBeInTheDocument();
        expect(within(dialog).queryByRole('alert')).toBeNull();
    }, 90_000);

    it('an apply answered by something that is not an import (a proxy’s empty 200) is said in words, never a blank dialog', async () => {
        server.use(http.post(`${API}/catalog/tracks/import/`, () => HttpResponse.json({})));
        const dialog = await importFile(`id,bpm\n11,${bpm(11) + 3}\n`);
        await userEvent.click(await within(dialog).findByRole('button', { name: applyLabel(1) }, WAIT));
        expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(m.noAnswer);
        expect(within(dialog).queryByText(/^Imported:/)).toBeNull();
    }, 60_000);

    it(`a file over ${IMPORT_JOB_ROWS} rows is applied by a job: its progress shows, then what it applied`, async () => {
        const ids = [11, 12, 13];
        const was = ids.map(bpm);
        const rows = [
            ...ids.map((id, i) => `${id},${was[i] + 3}`),
            ...Array.from({ length: IMPORT_JOB_ROWS + 1 - ids.length }, (_, i) => `${900_000 + i},120`),
        ];
        const dialog = await importFile(['id,bpm', ...rows].join('\n'), 'big.csv');
        const apply = await within(dialog).findByRole('button', { name: applyLabel(3) }, WAIT);
        await userEvent.click(apply);
        // Started, not yet run: the dialog follows the job (the worker runs it below).
        const progress = await within(dialog).findByText(fill(m.progress, { progress: 0 }), {}, WAIT);
        expect(within(progress.closest('[role="status"]') as HTMLElement).getByRole('progressbar')).toBeInTheDocument();
        expect(ids.map(bpm)).toEqual(was);
        // Its polls get a gateway page for a while: said in words, and the following goes on.
        server.use(
            http.get(
                `${API}/jobs/:id/`,
                () => new HttpResponse(GATEWAY_PAGE, { status: 502, headers: { 'Content-Type': 'text/html' } })
            )
        );
        expect(
            await within(dialog).findByText(troubleWords(failure('gateway', { status: 502 })), {}, WAIT)
        ).toBeInTheDocument();
        server.resetHandlers();
        expect(await createJobWorker(api.db, { stepMs: 0 }).drain()).toBe(1);
        const done = await within(dialog).findByText(fill(m.applied, { count: 3 }), { exact: false }, WAIT);
        expect(ids.map(bpm)).toEqual(was.map(b => b + 3));
        expect(within(done).getByRole('link', { name: m.openHistory })).toHaveAttribute(
            'href',
            '/catalog/tracks/11/history'
        );
    }, 120_000);
});
