/**
 * Started jobs on a server that lists none (no `jobs` capability, the store's §7 API): a re-encode is
 * reported as requested and its button comes back; the job centre lists what this browser started,
 * follows a sales export by its §7 poller, and the 15 s job count is never asked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { createJobWorker } from '../../server/jobs/worker';
import { offerOnly, withoutCalls } from './capabilitySession';
import { renderAt, signIn, useApi } from './harness';

const JOB_CENTRE_CALLS = ['GET jobs/', 'GET jobs/:id/', 'POST jobs/:id/retry/', 'GET jobs/:id/download/'];

describe('jobs on a server without the job centre', () => {
    const { api, server } = useApi(40);
    const worker = createJobWorker(api.db, { stepMs: 0, idleMs: 50 });
    worker.start();
    afterAll(() => worker.stop());

    it('a track re-encode is reported as requested, its button comes back, and the job centre lists it', async () => {
        await signIn(api, 'admin');
        offerOnly([]);
        const asked = withoutCalls(server, JOB_CENTRE_CALLS);
        renderAt('/catalog/tracks/7');
        await userEvent.click(await screen.findByRole('button', { name: 'Re-encode' }, { timeout: 60_000 }));
        await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }, { timeout: 20_000 }));
        expect(
            await screen.findByText(
                fill(messages.jobs.requested, { what: 'Track re-encode (ID 7)' }),
                {},
                { timeout: 20_000 }
            )
        ).toBeInTheDocument();
        expect(screen.queryByText(/Not found/)).not.toBeInTheDocument();
        await waitFor(() => expect(screen.getByRole('button', { name: 'Re-encode' })).toBeEnabled());
        await userEvent.click(screen.getByRole('button', { name: 'Job centre' }));
        const panel = await screen.findByRole('dialog', { name: 'Job centre' }, { timeout: 10_000 });
        expect(within(panel).getByText(messages.jobs.startedHere)).toBeInTheDocument();
        const row = within(panel).getByRole('listitem', { name: /^Track re-encode \(job \d+\), Requested$/ });
        expect(within(row).getByText(messages.jobs.notFollowed)).toBeInTheDocument();
        expect(within(row).queryByRole('button')).not.toBeInTheDocument();
        // Neither the job count nor any job centre call was sent.
        expect(asked).toEqual([]);
    }, 120_000);

    it('a sales export is followed by its §7 poller and says its file cannot be downloaded here', async () => {
        await signIn(api, 'finance');
        offerOnly([]);
        const asked = withoutCalls(server, JOB_CENTRE_CALLS);
        renderAt('/sales');
        await userEvent.click(await screen.findByRole('combobox', { name: 'Supplier' }, { timeout: 20_000 }));
        await userEvent.click((await screen.findAllByRole('option'))[1]);
        await userEvent.click(screen.getByRole('button', { name: messages.sales.export }));
        expect(await screen.findByText(/this server does not offer its file for download/)).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: /^Job centre/ }));
        const panel = await screen.findByRole('dialog', { name: 'Job centre' }, { timeout: 10_000 });
        expect(
            await within(panel).findByRole(
                'listitem',
                { name: /^Sales export \(job \d+\), Done$/ },
                { timeout: 10_000 }
            )
        ).toBeInTheDocument();
        expect(asked).toEqual([]);
    }, 120_000);

    it('with the job centre offered, the server lists the jobs as before', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/7');
        await userEvent.click(await screen.findByRole('button', { name: /^Job centre/ }, { timeout: 10_000 }));
        const panel = await screen.findByRole('dialog', { name: 'Job centre' }, { timeout: 10_000 });
        expect(within(panel).queryByText(messages.jobs.startedHere)).not.toBeInTheDocument();
        expect(await within(panel).findByRole('list', { name: 'Your jobs' })).toBeInTheDocument();
    }, 120_000);
});

describe('a delivery resubmit on a server without the job centre', () => {
    const { api, server } = useApi(20);

    it('is reported as requested, never "was not ingested", and the button comes back', async () => {
        await signIn(api, 'admin');
        offerOnly([]);
        const asked = withoutCalls(server, JOB_CENTRE_CALLS);
        const id = api.db.prepare('SELECT id FROM deliveries ORDER BY id LIMIT 1').pluck().get() as number;
        renderAt(`/deliveries/deliveries/${id}`);
        await userEvent.click(await screen.findByRole('button', { name: 'Resubmit' }, { timeout: 30_000 }));
        await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }, { timeout: 20_000 }));
        expect(
            await screen.findByText(
                fill(messages.jobs.requested, { what: `Ingestion of delivery ${id}` }),
                {},
                { timeout: 20_000 }
            )
        ).toBeInTheDocument();
        expect(screen.queryByText(/was not ingested|Not found/)).not.toBeInTheDocument();
        await waitFor(() => expect(screen.getByRole('button', { name: 'Resubmit' })).toBeEnabled());
        expect(asked).toEqual([]);
    }, 120_000);
});
