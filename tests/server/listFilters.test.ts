/** What every list gets from the engine whatever its module: declared filters only, names matched without accents. */
import { describe, expect, it } from 'vitest';
import { makeApi } from './helpers';

type Page = { count: number; results: { id: number; name: string }[] };

describe('list filters of the generic engine', () => {
    const api = makeApi(60);

    it('refuses a filter the list does not declare with 400 {detail}, as an unknown body field', async () => {
        const res = await api.as('admin', '/v4/catalog/link-partners/?colour=red');
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ detail: 'Unknown filter colour.' });
        // Paging and ordering are no filters; a declared filter still narrows the list.
        const ok = await api.as('admin', '/v4/catalog/link-partners/?page=1&per_page=5&order_by=name&enabled=true');
        expect(ok.status).toBe(200);
    });

    it('refuses an unknown filter on the reference lists too', async () => {
        const res = await api.as('admin', '/v4/auxiliary/countries/?flag=x');
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ detail: 'Unknown filter flag.' });
    });

    it('matches a name filter accent- and case-insensitively on a table without a folded copy', async () => {
        api.db.prepare("INSERT INTO link_partners (name, url, enabled) VALUES ('Café Société Links', NULL, 1)").run();
        for (const typed of ['cafe societe', 'CAFÉ', 'société']) {
            const res = await api.as('admin', `/v4/catalog/link-partners/?name=${encodeURIComponent(typed)}`);
            const page = (await res.json()) as Page;
            expect(page.results.map(r => r.name)).toEqual(['Café Société Links']);
        }
        // A LIKE wildcard typed is a character, not a pattern.
        const percent = (await (await api.as('admin', '/v4/catalog/link-partners/?name=%25')).json()) as Page;
        expect(percent.count).toBe(0);
    });
});
