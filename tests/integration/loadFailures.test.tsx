/**
 * Loads that fail or never answer (issue 41): a list, a field's choices, the dashboard and the job
 * centre say in words what did not load and offer Retry in place; a failed list never claims
 * "No … yet."; a wait shows progress, never a blank that lasts.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { failureWords } from '../../dataProvider/errors';
import { reportAnswered, reportUnanswered } from '../../src/lib/reachability';
import { API, renderAt, signIn, useApi } from './harness';

/** What a gateway in front of the API answers when the API is down: an HTML page, not JSON. */
const GATEWAY_PAGE =
    '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502.</h1><p>That’s an error.</p></body></html>';

/** Nothing raw: no markup, no bare status text, no browser message. */
function expectNoRawText() {
    expect(document.body.textContent).not.toMatch(/Bad Gateway|Failed to fetch|That’s an error|<h1>/);
}

describe('a list whose page does not arrive', () => {
    const { api, server, http, HttpResponse } = useApi(60);
    const noTracks = fill(messages.lists.empty, { name: 'tracks' });

    it('a 502 HTML page: the words and Retry in place of the rows, never "No tracks yet."; Retry loads them', async () => {
        await signIn(api, 'admin');
        let failing = true;
        server.use(
            http.get(`${API}/catalog/tracks/`, () =>
                failing
                    ? new HttpResponse(GATEWAY_PAGE, {
                          status: 502,
                          statusText: 'Bad Gateway',
                          headers: { 'Content-Type': 'text/html' },
                      })
                    : undefined
            )
        );
        renderAt('/catalog/tracks');
        const alert = await screen.findByText(
            `${fill(messages.load.failed, { what: 'tracks' })} ${failureWords('gateway', { status: 502 })}`,
            {},
            { timeout: 20_000 }
        );
        expect(screen.queryByText(noTracks)).toBeNull();
        expectNoRawText();
        failing = false;
        await userEvent.click(
            within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' })
        );
        const table = await screen.findByRole('table', {}, { timeout: 10_000 });
        await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
        expect(screen.queryByText(fill(messages.load.failed, { what: 'tracks' }), { exact: false })).toBeNull();
    }, 60_000);

    it('a network error says the server could not be reached, with Retry', async () => {
        await signIn(api, 'admin');
        server.use(http.get(`${API}/catalog/releases/`, () => HttpResponse.error()));
        renderAt('/catalog/releases');
        expect(
            await screen.findByText(
                `${fill(messages.load.failed, { what: 'releases' })} ${failureWords('network')}`,
                {},
                { timeout: 20_000 }
            )
        ).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
        expect(screen.queryByText(fill(messages.lists.empty, { name: 'releases' }))).toBeNull();
        expectNoRawText();
    }, 60_000);

    it('a request that never answers shows progress that says what it waits for, never an empty list', async () => {
        await signIn(api, 'admin');
        server.use(http.get(`${API}/catalog/tracks/`, () => delay('infinite')));
        renderAt('/catalog/tracks');
        // The page's wait first (its code and opening data), then the list's own.
        const page = await screen.findByText(
            fill(messages.load.loading, { what: messages.load.thisPage }),
            {},
            { timeout: 20_000 }
        );
        expect(within(page.closest('[role="status"]') as HTMLElement).getByRole('progressbar')).toBeInTheDocument();
        const list = await screen.findByText(fill(messages.load.loading, { what: 'tracks' }), {}, { timeout: 20_000 });
        expect(within(list.closest('[role="status"]') as HTMLElement).getByRole('progressbar')).toBeInTheDocument();
        expect(screen.queryByText(noTracks)).toBeNull();
    }, 60_000);

    it("a field's choices that fail to load: words and Retry under the field, not 'Bad Gateway' in red", async () => {
        await signIn(api, 'admin');
        let failing = true;
        const gateway = () =>
            new HttpResponse(GATEWAY_PAGE, {
                status: 502,
                statusText: 'Bad Gateway',
                headers: { 'Content-Type': 'text/html' },
            });
        server.use(http.get(`${API}/catalog/genres/`, () => (failing ? gateway() : undefined)));
        renderAt('/catalog/tracks/5');
        const words = `${fill(messages.load.failed, { what: fill(messages.load.choices, { field: 'Genre' }) })} ${failureWords('gateway', { status: 502 })}`;
        const failure = (await screen.findByText(words, {}, { timeout: 30_000 })).closest(
            '[role="alert"]'
        ) as HTMLElement;
        expectNoRawText();
        failing = false;
        // Another reader of the same choices may still be trying ("Trying again…"): Retry once it is offered.
        await userEvent.click(await within(failure).findByRole('button', { name: 'Retry' }, { timeout: 10_000 }));
        await waitFor(() => expect(screen.queryByText(words)).toBeNull(), { timeout: 10_000 });
        await userEvent.click(screen.getByRole('combobox', { name: 'Genre' }));
        expect((await screen.findAllByRole('option', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    }, 60_000);

    it('a record whose read gets a 502 page: the error page says why and offers Retry, which opens it', async () => {
        await signIn(api, 'admin');
        let failing = true;
        server.use(
            http.get(`${API}/catalog/tracks/6/`, () =>
                failing
                    ? new HttpResponse(GATEWAY_PAGE, { status: 502, headers: { 'Content-Type': 'text/html' } })
                    : undefined
            )
        );
        renderAt('/catalog/tracks/6');
        const heading = await screen.findByRole('heading', { name: messages.errors.other }, { timeout: 30_000 });
        const page = heading.closest('[role="alert"]') as HTMLElement;
        expect(within(page).getByText(failureWords('gateway', { status: 502 }))).toBeInTheDocument();
        expect(document.body.textContent).not.toMatch(/<h1>|Bad Gateway/);
        failing = false;
        await userEvent.click(within(page).getByRole('button', { name: 'Retry' }));
        expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: messages.errors.other })).toBeNull();
    }, 60_000);
});

describe("a record's tab whose list fails", () => {
    const { api, server, http, HttpResponse } = useApi(20);

    it('says why with Retry, never "No audio files yet."; Retry shows the list', async () => {
        await signIn(api, 'admin');
        let failing = true;
        server.use(
            http.get(`${API}/catalog/tracks/3/audio-files/`, () =>
                failing
                    ? new HttpResponse(GATEWAY_PAGE, { status: 502, headers: { 'Content-Type': 'text/html' } })
                    : undefined
            )
        );
        renderAt('/catalog/tracks/3/audio');
        const words = `${fill(messages.load.failed, { what: 'audio files' })} ${failureWords('gateway', { status: 502 })}`;
        const failure = (await screen.findByText(words, {}, { timeout: 30_000 })).closest(
            '[role="alert"]'
        ) as HTMLElement;
        expect(screen.queryByText('No audio files yet.')).toBeNull();
        expectNoRawText();
        failing = false;
        await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
        expect(await screen.findByRole('table', { name: 'Audio files' }, { timeout: 10_000 })).toBeInTheDocument();
        expect(screen.queryByText(words)).toBeNull();
    }, 60_000);
});

describe('the dashboard and the job centre when their loads fail', () => {
    const { api, server, http, HttpResponse } = useApi(30);

    it("the dashboard's figures: the words and Retry, which brings them", async () => {
        await signIn(api, 'finance');
        let failing = true;
        server.use(http.get(`${API}/dashboard/`, () => (failing ? HttpResponse.error() : undefined)));
        renderAt('/');
        const words = `${fill(messages.load.failed, { what: messages.load.figures })} ${failureWords('network')}`;
        const failure = (await screen.findByText(words, {}, { timeout: 30_000 })).closest(
            '[role="alert"]'
        ) as HTMLElement;
        expectNoRawText();
        failing = false;
        await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
        expect(await screen.findByText(/^Figures as of/, {}, { timeout: 10_000 })).toBeInTheDocument();
        expect(screen.queryByText(words)).toBeNull();
    }, 60_000);

    it('the job centre: a 502 page says why with Retry; Retry lists the jobs', async () => {
        await signIn(api, 'admin');
        let failing = true;
        server.use(
            http.get(`${API}/jobs/`, () =>
                failing
                    ? new HttpResponse(GATEWAY_PAGE, { status: 502, headers: { 'Content-Type': 'text/html' } })
                    : undefined
            )
        );
        renderAt('/');
        await userEvent.click(await screen.findByRole('button', { name: /^Job centre/ }, { timeout: 30_000 }));
        const panel = await screen.findByRole('dialog', { name: 'Job centre' }, { timeout: 10_000 });
        const words = `${fill(messages.load.failed, { what: messages.load.jobs })} ${failureWords('gateway', { status: 502 })}`;
        expect(await within(panel).findByText(words, {}, { timeout: 10_000 })).toBeInTheDocument();
        expect(within(panel).queryByText(messages.jobs.noneYet, { exact: false })).toBeNull();
        expectNoRawText();
        failing = false;
        await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
        await waitFor(() => expect(within(panel).queryByText(words)).toBeNull(), { timeout: 10_000 });
    }, 60_000);

    it('label_mgmt, who starts only delivery ingests, is promised those in the empty job centre, not re-encodes', async () => {
        await signIn(api, 'label_mgmt');
        renderAt('/');
        await userEvent.click(await screen.findByRole('button', { name: /^Job centre/ }, { timeout: 30_000 }));
        const panel = await screen.findByRole('dialog', { name: 'Job centre' }, { timeout: 10_000 });
        expect(
            await within(panel).findByText(
                `${messages.jobs.noneYet} ${fill(messages.jobs.startedShowHere, { kinds: 'delivery ingests' })}`,
                {},
                { timeout: 10_000 }
            )
        ).toBeInTheDocument();
        expect(panel).not.toHaveTextContent(/re-encode/i);
    }, 60_000);
});

describe('the connection banner', () => {
    const { api, server, http, HttpResponse } = useApi(20);
    const setOnline = (online: boolean) => {
        Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    };

    it('shows while the browser is offline and goes when it is back', async () => {
        await signIn(api, 'admin');
        renderAt('/');
        await screen.findByText(/^Welcome/, {}, { timeout: 30_000 });
        act(() => setOnline(false));
        expect(await screen.findByText(messages.load.offline)).toBeInTheDocument();
        act(() => setOnline(true));
        await waitFor(() => expect(screen.queryByText(messages.load.offline)).toBeNull());
    }, 60_000);

    it('shows while the server does not answer, and goes once it answers again', async () => {
        await signIn(api, 'admin');
        let silent = true;
        server.use(http.head(`${API}/`, () => (silent ? HttpResponse.error() : undefined)));
        renderAt('/');
        await screen.findByText(/^Welcome/, {}, { timeout: 30_000 });
        act(() => reportUnanswered());
        const banner = (await screen.findByText(messages.load.unreachable)).closest('[role="alert"]') as HTMLElement;
        // Asked again at once: still no answer, the banner stays.
        await userEvent.click(within(banner).getByRole('button', { name: messages.load.checkNow }));
        expect(screen.getByText(messages.load.unreachable)).toBeInTheDocument();
        silent = false;
        await userEvent.click(within(banner).getByRole('button', { name: messages.load.checkNow }));
        await waitFor(() => expect(screen.queryByText(messages.load.unreachable)).toBeNull());
        // Any answer of a call (as the data provider reports it) ends it too, while the probe gets none.
        silent = true;
        act(() => reportUnanswered());
        expect(await screen.findByText(messages.load.unreachable)).toBeInTheDocument();
        act(() => reportAnswered());
        await waitFor(() => expect(screen.queryByText(messages.load.unreachable)).toBeNull());
    }, 60_000);
});
