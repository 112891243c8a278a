/** Saved views (issue 45), over HTTP: who sees a view shared with me, my role, everyone, or within a partner's company. */
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import type { SavedView } from '../../resources/savedViews';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;

describe('saved views', () => {
    const api = makeApi(20);
    const save = (user: string, json: Json) => api.as(user, '/v4/saved-views/', { method: 'POST', json });
    const names = async (user: string, resource: string) => {
        const res = await api.as(user, `/v4/saved-views/?resource=${encodeURIComponent(resource)}`);
        expect(res.status).toBe(200);
        return ((await res.json()) as { results: SavedView[] }).results.map(v => v.name);
    };
    const view = (name: string, shared: string, resource = 'catalog/tracks') => ({
        resource,
        name,
        query: { filter: { name: 'deep' }, sort: { field: 'name', order: 'ASC' }, per_page: 50 },
        columns: ['name', 'isrc'],
        shared,
    });

    it('keeps a private view to its owner, and shares one with everyone on the staff but no partner', async () => {
        expect((await save('content_ops', view('Mine only', 'me'))).status).toBe(201);
        expect((await save('content_ops', view('For all staff', 'everyone'))).status).toBe(201);
        expect(await names('content_ops', 'catalog/tracks')).toEqual(['For all staff', 'Mine only']);
        for (const other of ['admin', 'support', 'curation'])
            expect(await names(other, 'catalog/tracks')).toEqual(['For all staff']);
        for (const partner of ['label', 'supplier']) expect(await names(partner, 'catalog/tracks')).toEqual([]);
    });

    it('without a resource, answers the views of every list the caller may open, each with its default', async () => {
        expect((await save('admin', view('Every order', 'everyone', 'support/orders'))).status).toBe(201);
        const made = (await (await save('admin', view('Admin tracks', 'me'))).json()) as SavedView;
        await api.as('admin', `/v4/saved-views/${made.id}/`, { method: 'PATCH', json: { default: true } });
        const all = async (user: string) =>
            ((await (await api.as(user, '/v4/saved-views/')).json()) as { results: SavedView[] }).results;
        const mine = await all('admin');
        expect(mine.find(v => v.name === 'Admin tracks')?.default).toBe(true);
        expect(mine.find(v => v.name === 'Every order')?.resource).toBe('support/orders');
        // A list the caller may not open gives none of its views (a label has no orders list).
        expect((await all('label')).some(v => v.resource === 'support/orders')).toBe(false);
    });

    it("shares a view with the people holding one of the owner's staff roles", async () => {
        await save('support', view('Support team', 'role'));
        // A second support account sees it; other roles do not.
        api.db
            .prepare(
                "INSERT INTO users (username, password_hash, first_name, last_name, scope, feature, brand) SELECT 'support2', password_hash, 'S', 'Two', scope, feature, brand FROM users WHERE username = 'support'"
            )
            .run();
        expect(await names('support2', 'catalog/tracks')).toContain('Support team');
        expect(await names('admin', 'catalog/tracks')).not.toContain('Support team');
        expect(await names('label', 'catalog/tracks')).not.toContain('Support team');
    });

    it("shares a partner's view within its own label only, and never with staff", async () => {
        await save('label', view('Our label', 'everyone'));
        const labelId = api.db.prepare("SELECT label_id FROM users WHERE username = 'label'").pluck().get() as number;
        const otherLabel = api.db.prepare('SELECT id FROM labels WHERE id != ? LIMIT 1').pluck().get(labelId) as number;
        const copy = (username: string, label: number) =>
            api.db
                .prepare(
                    "INSERT INTO users (username, password_hash, first_name, last_name, scope, feature, brand, label_id) SELECT ?, password_hash, 'L', 'X', scope, feature, brand, ? FROM users WHERE username = 'label'"
                )
                .run(username, label);
        copy('label_colleague', labelId);
        copy('label_elsewhere', otherLabel);
        expect(await names('label_colleague', 'catalog/tracks')).toEqual(['Our label']);
        expect(await names('label_elsewhere', 'catalog/tracks')).toEqual([]);
        expect(await names('admin', 'catalog/tracks')).not.toContain('Our label');
    });

    it('lets only the owner or an admin change or delete a view; anyone who sees it may make it their default', async () => {
        const created = (await (
            await save('marketing', view('Coupons', 'everyone', 'support/coupons'))
        ).json()) as SavedView;
        const url = `/v4/saved-views/${created.id}/`;
        const rename = (user: string) => api.as(user, url, { method: 'PATCH', json: { name: `By ${user}` } });
        const refused = await rename('support');
        expect(refused.status).toBe(403);
        expect(((await refused.json()) as Json).detail).toBe(messages.savedViews.notOwner);
        expect((await rename('marketing')).status).toBe(200);
        expect((await rename('admin')).status).toBe(200);
        const made = await api.as('support', url, { method: 'PATCH', json: { default: true } });
        expect(((await made.json()) as SavedView).default).toBe(true);
        const marketingView = (
            (await (await api.as('marketing', '/v4/saved-views/?resource=support/coupons')).json()) as {
                results: SavedView[];
            }
        ).results[0];
        expect(marketingView.default).toBe(false);
        expect((await api.as('support', url, { method: 'DELETE' })).status).toBe(403);
        expect((await api.as('marketing', url, { method: 'DELETE' })).status).toBe(204);
        expect(await names('support', 'support/coupons')).toEqual([]);
    });

    it('refuses a second view of one name on one list for one person (renamed to it too), not for another person', async () => {
        expect((await save('marketing', view('Twice', 'me'))).status).toBe(201);
        const again = await save('marketing', view('twice', 'everyone'));
        expect(again.status).toBe(400);
        expect(await again.json()).toMatchObject({ detail: fill(messages.savedViews.nameTaken, { name: 'twice' }) });
        const other = await save('marketing', view('Other', 'me'));
        const { id } = (await other.json()) as { id: number };
        const renamed = await api.as('marketing', `/v4/saved-views/${id}/`, {
            method: 'PATCH',
            json: { name: 'Twice' },
        });
        expect(renamed.status).toBe(400);
        expect((await save('admin', view('Twice', 'me'))).status).toBe(201);
    });

    it('answers a private view of another as not found, and refuses a list the caller cannot read', async () => {
        const created = (await (await save('curation', view('Private', 'me'))).json()) as SavedView;
        expect((await api.as('admin', `/v4/saved-views/${created.id}/`, { method: 'DELETE' })).status).toBe(404);
        expect((await save('label', view('Coupons', 'me', 'support/coupons'))).status).toBe(400);
        expect((await save('admin', { ...view('', 'me') })).status).toBe(400);
        expect((await save('admin', { ...view('Bad share', 'team') })).status).toBe(400);
    });
});
