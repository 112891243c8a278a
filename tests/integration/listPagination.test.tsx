/**
 * A list whose count the server capped (`count_capped`): the pagination says "of 10,000+", pages
 * with previous and next only (no page numbers, no last page to jump to), and stops where the
 * server says no page follows. An exact count keeps the numbered pages.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Admin, memoryStore, Resource } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { P } from '../../resources/permissions';
import { defineResource, filter } from '../../resources/schema';
import { text } from '../../resources/fields';
import { ConfirmProvider } from '../../src/components/ConfirmDialog';
import SchemaList from '../../src/views/SchemaList';
import { signInWithScope } from './scopeState';

const def = defineResource({
    name: 'test/gadgets',
    section: 'test',
    label: 'Gadget |||| Gadgets',
    access: P.ANY_USER,
    fields: { name: text('Name') },
    filters: [filter('name', 'text', 'Name', { alwaysOn: true })],
    columns: ['id', 'name'],
    tabs: [{ id: 'main', label: 'Main', fields: ['name'] }],
});

/** Capped lists end at page 3 (the server found no row beyond it); exact ones hold 60 rows. */
const LAST_CAPPED_PAGE = 3;
const server = setupServer(
    http.get('http://api.test/v4/test/gadgets/', ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page') ?? 1);
        const perPage = Number(url.searchParams.get('per_page') ?? 25);
        const results = Array.from({ length: perPage }, (_, i) => ({
            id: (page - 1) * perPage + i + 1,
            name: `Gadget ${(page - 1) * perPage + i + 1}`,
        }));
        const link = (n: number) => `http://api.test/v4/test/gadgets/?page=${n}`;
        if (url.searchParams.get('name') === 'exact') {
            const pages = Math.ceil(60 / perPage);
            return HttpResponse.json({
                count: 60,
                next: page < pages ? link(page + 1) : null,
                previous: page > 1 ? link(page - 1) : null,
                page: `${page}/${pages}`,
                per_page: perPage,
                results: results.filter(r => r.id <= 60),
            });
        }
        const more = page < LAST_CAPPED_PAGE;
        return HttpResponse.json({
            count: 10000,
            count_capped: true,
            next: more ? link(page + 1) : null,
            previous: page > 1 ? link(page - 1) : null,
            page: `${page}/${Math.max(400, page + (more ? 1 : 0))}`,
            per_page: perPage,
            results,
        });
    })
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderList(path: string) {
    signInWithScope('app:staff staff:admin');
    const app = (
        <ConfirmProvider>
            <Admin
                dataProvider={createDataProvider({ apiUrl: 'http://api.test/v4', getAccessToken: () => 't' })}
                authProvider={createAuthProvider(name => (name === def.name ? def : undefined))}
                store={memoryStore()}
            >
                <Resource name={def.name} list={<SchemaList def={def} />} />
            </Admin>
        </ConfirmProvider>
    );
    const router = createMemoryRouter([{ path: '*', element: app }], { initialEntries: [path] });
    return render(<RouterProvider router={router} />);
}

describe('list pagination', () => {
    it('shows a capped count as "10,000+" and pages by next and previous to where the server stops', async () => {
        renderList('/test/gadgets');
        expect(await screen.findByText('1-25 of 10,000+', {}, { timeout: 10_000 })).toBeInTheDocument();
        // No numbered pages: nothing to jump to past what the server counted.
        expect(screen.queryByRole('button', { name: /page 400/i })).toBeNull();
        expect(screen.queryByRole('button', { name: /^Go to page/i })).toBeNull();
        const next = screen.getByRole('button', { name: /next page/i });
        await userEvent.click(next);
        expect(await screen.findByText('26-50 of 10,000+', {}, { timeout: 5000 })).toBeInTheDocument();
        expect(await screen.findByText('Gadget 26')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: /next page/i }));
        expect(await screen.findByText('51-75 of 10,000+', {}, { timeout: 5000 })).toBeInTheDocument();
        // The server said no page follows the third: next is off, previous still goes back.
        await waitFor(() => expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled());
        await userEvent.click(screen.getByRole('button', { name: /previous page/i }));
        expect(await screen.findByText('26-50 of 10,000+', {}, { timeout: 5000 })).toBeInTheDocument();
    });

    it('keeps the exact count and its numbered pages when the server counted every match', async () => {
        renderList(`/test/gadgets?filter=${encodeURIComponent(JSON.stringify({ name: 'exact' }))}`);
        expect(await screen.findByText('1-25 of 60', {}, { timeout: 10_000 })).toBeInTheDocument();
        expect(screen.queryByText(/\+$/)).toBeNull();
        expect(screen.getByRole('button', { name: /page 3/i })).toBeInTheDocument();
    });
});
