/** Suppliers: created with a contact and a contract, DDEX and address rules, banking for whoever keeps suppliers (§6). */
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
const v = messages.validation;
const contact = { contact_type: 'primary', name: 'Ana Ruiz', email: 'ana@example.com' };
const contract = { name: 'Distribution 2027', start_date: '2027-01-01' };

describe('suppliers', () => {
    const api = makeApi(60);
    const count = (table: string) => api.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    const create = (json: Json, who = 'admin') => api.as(who, '/v4/catalog/suppliers/', { method: 'POST', json });
    const detail = async (res: Response) => ((await res.json()) as { detail: string }).detail;

    it('refuses a new supplier without a contact or without a contract, and writes nothing', async () => {
        const before = [count('suppliers'), count('supplier_contacts'), count('supplier_contracts'), count('history')];
        for (const body of [
            { name: 'No contact', contracts: [contract] },
            { name: 'Empty contacts', contacts: [], contracts: [contract] },
            { name: 'No contract', contacts: [contact] },
            { name: 'Empty contracts', contacts: [contact], contracts: [] },
        ]) {
            const res = await create(body);
            expect(res.status, body.name).toBe(400);
            expect(await detail(res), body.name).toBe(v.supplierNeeds);
        }
        const bad = await create({ name: 'Bad contact', contacts: [{ name: 'No type' }], contracts: [contract] });
        expect(bad.status).toBe(400);
        expect(await detail(bad)).toBe('Contact 1: Contact Type: Required');
        expect([count('suppliers'), count('supplier_contacts'), count('supplier_contracts'), count('history')]).toEqual(
            before
        );
    });

    it('creates a supplier with its first contact and contract, in its history', async () => {
        const res = await create({
            name: 'Northern Lights Distribution',
            ddex_party_id: 'PADPIDA2024010101X',
            contacts: [contact],
            contracts: [contract],
        });
        expect(res.status).toBe(201);
        const { id } = (await res.json()) as { id: number };
        const rows = async (path: string) =>
            ((await (await api.as('admin', `/v4/catalog/suppliers/${id}/${path}/`)).json()) as { results: Json[] })
                .results;
        expect(await rows('contacts')).toMatchObject([contact]);
        expect(await rows('contracts')).toMatchObject([contract]);
        const history = (await (await api.as('admin', `/v4/catalog/suppliers/${id}/history/`)).json()) as {
            results: Json[];
        };
        expect(history.results.map(h => h.action).sort()).toEqual(['contact added', 'contract added', 'create']);
    });

    it('the last contact or contract cannot be deleted', async () => {
        const res = await create({ name: 'Single', contacts: [contact], contracts: [contract] });
        const { id } = (await res.json()) as { id: number };
        const [row] = (
            (await (await api.as('admin', `/v4/catalog/suppliers/${id}/contacts/`)).json()) as {
                results: Json[];
            }
        ).results;
        const del = await api.as('admin', `/v4/catalog/suppliers/${id}/contacts/${row.id}/`, { method: 'DELETE' });
        expect(del.status).toBe(409);
        expect(await detail(del)).toBe(v.supplierNeeds);
        expect(count('supplier_contacts')).toBeGreaterThan(0);
        const second = await api.as('admin', `/v4/catalog/suppliers/${id}/contacts/`, {
            method: 'POST',
            json: { contact_type: 'company', name: 'Single Ltd' },
        });
        expect(second.status).toBe(201);
        expect(
            (await api.as('admin', `/v4/catalog/suppliers/${id}/contacts/${row.id}/`, { method: 'DELETE' })).status
        ).toBe(204);
    });

    it('refuses an invalid DDEX party ID with the spec’s message; blank is allowed', async () => {
        for (const bad of [
            'PADPIDA123',
            'PADPIDA123456789X',
            'padpida1234567890',
            'XADPIDA1234567890',
            'PADPIDA1234567890-',
        ]) {
            const res = await api.as('admin', '/v4/catalog/suppliers/2/', {
                method: 'PATCH',
                json: { ddex_party_id: bad },
            });
            expect(res.status, bad).toBe(400);
            expect(await detail(res), bad).toContain(v.ddexInvalid);
        }
        for (const good of ['PADPIDA1234567890', 'PADPIDA1234567890Z', '']) {
            const res = await api.as('admin', '/v4/catalog/suppliers/2/', {
                method: 'PATCH',
                json: { ddex_party_id: good },
            });
            expect(res.status, good).toBe(200);
        }
    });

    it('a state must be one of the chosen country’s; a new country clears the state', async () => {
        const patch = (json: Json) => api.as('admin', '/v4/catalog/suppliers/4/', { method: 'PATCH', json });
        expect((await patch({ country_id: 1, state_id: 5 })).status).toBe(400);
        expect((await patch({ country_id: 999 })).status).toBe(400);
        const ok = await patch({ country_id: 2, state_id: 5 });
        expect(await ok.json()).toMatchObject({ country_id: 2, state_id: 5 });
        expect(await (await patch({ country_id: 3 })).json()).toMatchObject({ country_id: 3, state_id: null });
    });

    it('a label mapping names one of the supplier’s own labels', async () => {
        const foreign = api.db.prepare('SELECT id FROM labels WHERE supplier_id != 1 LIMIT 1').pluck().get();
        const map = (label_id: unknown) =>
            api.as('admin', '/v4/catalog/suppliers/1/label-mappings/', {
                method: 'POST',
                json: { source_name: 'ALIAS', label_id },
            });
        expect((await map(foreign)).status).toBe(400);
        const ok = await map(2);
        expect(ok.status).toBe(201);
        expect(await ok.json()).toMatchObject({ label_id: 2, restricted: false });
    });

    it('banking follows spec §6 (suppliers: staff without support): every supplier keeper reads and writes it, support and partners are refused', async () => {
        const path = '/v4/catalog/suppliers/3/banking/';
        for (const who of ['admin', 'content_ops', 'curation', 'marketing', 'label_mgmt', 'finance']) {
            const res = await api.as(who, path);
            expect(res.status, who).toBe(200);
            expect(((await res.json()) as { results: Json[] }).results[0], who).toHaveProperty('tax_id');
        }
        // A change to a supplier's bank accounts waits for a second person (issue 44): marketing asks, admin approves.
        const added = await api.as('marketing', path, {
            method: 'POST',
            json: { bank_name: 'Second Bank', tax_id: 'T-1' },
        });
        expect(added.status).toBe(202);
        const { approval } = (await added.json()) as { approval: { id: number } };
        expect((await api.as('admin', `/v4/approvals/${approval.id}/approve/`, { method: 'POST' })).status).toBe(200);
        const before = count('supplier_banking');
        for (const who of ['support', 'supplier', 'label']) {
            expect((await api.as(who, path)).status, who).toBe(403);
            const write = await api.as(who, path, { method: 'POST', json: { bank_name: 'Sneaky' } });
            expect(write.status, who).toBe(403);
        }
        expect(count('supplier_banking')).toBe(before);
        const history = JSON.stringify(await (await api.as('label_mgmt', '/v4/catalog/suppliers/3/history/')).json());
        expect(history).toContain('T-1');
        expect(history).toContain('Second Bank');
    });

    it('supplier partners are refused, list and record alike', async () => {
        expect((await api.as('supplier', '/v4/catalog/suppliers/')).status).toBe(403);
        expect((await api.as('supplier', '/v4/catalog/suppliers/1/')).status).toBe(403);
        expect((await api.as('supplier', '/v4/catalog/suppliers/1/contacts/')).status).toBe(403);
    });

    it('filters by PPOSP enrollment (1 enrolled, 0 not) and by the primary contact', async () => {
        const ids = async (q: string) =>
            (
                (await (await api.as('admin', `/v4/catalog/suppliers/?per_page=100&${q}`)).json()) as {
                    results: { id: number }[];
                }
            ).results.map(r => r.id);
        const enrolled = await ids('pposp_enrollment_status=1');
        const not = await ids('pposp_enrollment_status=0');
        expect(enrolled).toContain(1);
        expect(not).toContain(4);
        expect(enrolled.some(id => not.includes(id))).toBe(false);
        expect(await ids('primary_contact_email=primary7@')).toEqual([7]);
        expect(await ids('primary_contact_username=supplier11')).toEqual([11]);
    });
});
