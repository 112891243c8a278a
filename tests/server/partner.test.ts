/** The partner area's API: service agreement acceptance, resources, billing, support tickets. */
import { describe, expect, it } from 'vitest';
import { PAYLOADS } from '../support/hostile';
import { makeApi } from './helpers';

const api = makeApi(20);
const supplierOf = (username: string) =>
    api.db.prepare('SELECT supplier_id FROM users WHERE username = ?').pluck().get(username) as number;
const supplierId = supplierOf('supplier');
const agreementPath = `/v4/catalog/suppliers/${supplierId}/service-agreement/`;
const newAgreementPath = `/v4/catalog/suppliers/${supplierOf('new_supplier')}/service-agreement/`;

describe('service agreement', () => {
    it('the demo supplier has accepted it; the new supplier has not', async () => {
        const demo = (await (await api.as('supplier', agreementPath)).json()) as { accepted: { username: string } };
        expect(demo.accepted.username).toBe('supplier');
        const fresh = (await (await api.as('new_supplier', newAgreementPath)).json()) as { accepted: unknown };
        expect(fresh.accepted).toBeNull();
    });

    it('shows the text and version, not accepted; accepting records the date and the user', async () => {
        const before = (await (await api.as('new_supplier', newAgreementPath)).json()) as {
            version: string;
            text: string[];
            accepted: unknown;
        };
        expect(before.text.length).toBeGreaterThan(0);
        expect(before.accepted).toBeNull();
        const stale = await api.as('new_supplier', newAgreementPath, { method: 'POST', json: { version: '1999.1' } });
        expect(stale.status).toBe(409);
        const res = await api.as('new_supplier', newAgreementPath, {
            method: 'POST',
            json: { version: before.version },
        });
        expect(res.status).toBe(201);
        const after = (await res.json()) as { accepted: { date: string; username: string; version: string } };
        expect(after.accepted.username).toBe('new_supplier');
        expect(after.accepted.version).toBe(before.version);
        expect(Date.now() - new Date(after.accepted.date).getTime()).toBeLessThan(60_000);
        // Accepting again keeps the first acceptance.
        const again = (await (
            await api.as('new_supplier', newAgreementPath, { method: 'POST', json: { version: before.version } })
        ).json()) as typeof after;
        expect(again.accepted.date).toBe(after.accepted.date);
    });

    it('is the supplier partner’s own only: another supplier’s is not found, other users are refused', async () => {
        expect((await api.as('supplier', `/v4/catalog/suppliers/${supplierId + 1}/service-agreement/`)).status).toBe(
            404
        );
        for (const user of ['admin', 'label', 'artist']) expect((await api.as(user, agreementPath)).status).toBe(403);
    });
});

describe('partner resources', () => {
    it('lists guides and templates, each downloadable as an attachment', async () => {
        const list = (await (await api.as('label', '/v4/partner-resources/')).json()) as {
            results: { kind: string; download: string; file_name: string }[];
        };
        expect(new Set(list.results.map(r => r.kind))).toEqual(new Set(['guide', 'template']));
        const file = await api.as('label', list.results[2].download);
        expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${list.results[2].file_name}"`);
        expect((await file.text()).length).toBeGreaterThan(0);
        expect((await api.as('admin', '/v4/partner-resources/')).status).toBe(403);
    });
});

describe('billing', () => {
    it('a partner keeps its own; admin and finance read and correct it through accounts/billing', async () => {
        const res = await api.as('label', '/v4/my/billing/', {
            method: 'PATCH',
            json: { name: 'Label One Ltd', email: 'pay@label.example', country_id: 1 },
        });
        expect(res.status, await res.clone().text()).toBe(200);
        const labelId = api.db.prepare("SELECT id FROM users WHERE username = 'label'").pluck().get() as number;
        const seen = (await (await api.as('finance', `/v4/accounts/billing/?user_id=${labelId}`)).json()) as {
            name: string;
            version: number;
        };
        expect(seen.name).toBe('Label One Ltd');
        const stale = await api.as('finance', `/v4/accounts/billing/?user_id=${labelId}`, {
            method: 'PATCH',
            json: { city: 'Denver' },
            headers: { 'If-Match': `"${seen.version - 1}"` },
        });
        expect(stale.status).toBe(412);
        const fixed = await api.as('finance', `/v4/accounts/billing/?user_id=${labelId}`, {
            method: 'PATCH',
            json: { city: 'Denver' },
            headers: { 'If-Match': `"${seen.version}"` },
        });
        expect(((await fixed.json()) as { city: string }).city).toBe('Denver');
        expect((await api.as('support', `/v4/accounts/billing/?user_id=${labelId}`)).status).toBe(403);
        expect(
            (await api.as('label', '/v4/my/billing/', { method: 'PATCH', json: { email: 'not an email' } })).status
        ).toBe(400);
    });

    it('a state is one of the chosen country’s: a new country clears it, another country’s is refused', async () => {
        const billing = (json: Record<string, unknown>) =>
            api.as('supplier', '/v4/my/billing/', { method: 'PATCH', json });
        // State 5 is country 2's (tests/server/suppliers.test.ts reads the same list).
        expect(await (await billing({ country_id: 2, state_id: 5 })).json()).toMatchObject({
            country_id: 2,
            state_id: 5,
        });
        const refused = await billing({ country_id: 1, state_id: 5 });
        expect(refused.status).toBe(400);
        expect(await refused.json()).toEqual({
            detail: 'Choose a state of the chosen country.',
            errors: { state_id: 'Choose a state of the chosen country.' },
        });
        // Walk 59: Canada kept Colorado. The country alone now empties the state it no longer holds.
        expect(await (await billing({ country_id: 3 })).json()).toMatchObject({ country_id: 3, state_id: null });
        // The same country again keeps a state chosen with it.
        await billing({ country_id: 2, state_id: 5 });
        expect(await (await billing({ country_id: 2 })).json()).toMatchObject({ country_id: 2, state_id: 5 });
    });
});

describe('support tickets', () => {
    it('stores hostile text exactly as sent and lists only the sender’s tickets', async () => {
        const texts = PAYLOADS.filter(x => x.value.length <= 5000).map(x => x.value);
        for (const text of texts) {
            const res = await api.as('artist', '/v4/support/tickets/', {
                method: 'POST',
                json: { subject: 'Help', message: text },
            });
            expect(res.status).toBe(201);
            expect(((await res.json()) as { message: string }).message).toBe(text);
        }
        const mine = (await (await api.as('artist', '/v4/support/tickets/')).json()) as { count: number };
        const theirs = (await (await api.as('dj', '/v4/support/tickets/')).json()) as { count: number };
        expect(mine.count).toBe(texts.length);
        expect(theirs.count).toBe(0);
    });
});
