/**
 * Support's people and money records on the reference API: user flags only for admin and support
 * (one by one and in bulk), coupon codes unique and user ids from a CSV kept, the credit rule and
 * bulk credits from a CSV, hype tenancy for partners.
 */
import { describe, expect, it } from 'vitest';
import { makeApi } from './helpers';

const api = makeApi(100);
type Json = Record<string, unknown>;
const body = async (res: Response) => (await res.json()) as Json;
const csvForm = (csv: string | Blob, fields: Record<string, string>) => {
    const form = new FormData();
    form.append('file', csv instanceof Blob ? csv : new Blob([csv], { type: 'text/csv' }), 'users.csv');
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return form;
};
const credit = { amount: '5', currency: 'USD', reason_id: '1' };
const countCredits = () => api.db.prepare('SELECT count(*) FROM credits').pluck().get() as number;

describe('support users', () => {
    it('content_ops reads a user and edits its name, but may not set a flag', async () => {
        const user = await body(await api.as('content_ops', '/v4/support/users/4/'));
        expect(user).toMatchObject({ id: 4, name: user.username, dj_profile: { id: 1 } });
        expect('temporary_email' in user).toBe(false);
        expect(
            (await api.as('content_ops', '/v4/support/users/4/', { method: 'PATCH', json: { first_name: 'Eve' } }))
                .status
        ).toBe(200);
        const refused = await api.as('content_ops', '/v4/support/users/4/', {
            method: 'PATCH',
            json: { decline_transactions: true },
        });
        expect(refused.status).toBe(403);
        expect((await body(refused)).detail).toBe('You may not change Decline Transactions.');
    });

    it('support sets the flags, one user or many in a bulk PATCH, each in the history', async () => {
        const one = await api.as('support', '/v4/support/users/5/', {
            method: 'PATCH',
            json: { bypass_fraud_checks: true },
        });
        expect(await body(one)).toMatchObject({ bypass_fraud_checks: true });
        const bulk = await api.as('support', '/v4/support/users/bulk/', {
            method: 'PATCH',
            json: [
                { id: 6, juicing_purchases: true },
                { id: 7, juicing_purchases: true },
            ],
        });
        expect(bulk.status).toBe(200);
        expect(((await bulk.json()) as Json[]).map(u => u.juicing_purchases)).toEqual([true, true]);
        const history = (await body(await api.as('admin', '/v4/support/users/7/history/'))).results as Json[];
        expect(history[0]).toMatchObject({ changes: { juicing_purchases: { before: 0, after: 1 } } });
        const curation = await api.as('curation', '/v4/support/users/bulk/', {
            method: 'PATCH',
            json: [{ id: 6, juicing_purchases: false }],
        });
        expect(curation.status).toBe(403);
    });

    it('filters by DJ name, person ID and registration IP; notes are added and listed', async () => {
        const dj = (await body(await api.as('support', '/v4/support/users/?dj_slug=a'))).results as Json[];
        expect(dj.every(u => u.dj_profile !== null)).toBe(true);
        const person = (await body(await api.as('support', '/v4/support/users/?person_id=700085'))).results as Json[];
        expect(person.map(u => u.id)).toEqual([5]);
        const ip = (await body(await api.as('support', '/v4/support/users/?register_ip_address=203.0.113.12')))
            .results as Json[];
        expect(ip.map(u => u.id)).toEqual([12]);
        const note = await api.as('curation', '/v4/support/users/5/notes/', {
            method: 'POST',
            json: { note: 'Called back' },
        });
        expect(note.status).toBe(201);
        const notes = (await body(await api.as('support', '/v4/support/users/5/notes/'))).results as Json[];
        expect(notes[0]).toMatchObject({ note: 'Called back', author: 'curation' });
    });

    it('serves the identity account and the temporary account email', async () => {
        const user = await body(await api.as('support', '/v4/support/users/5/'));
        const identity = await body(await api.as('support', `/v4/identity/accounts/${String(user.person_id)}/`));
        expect(identity).toMatchObject({ person_id: user.person_id, email: user.email });
        expect(await body(await api.as('support', '/v4/support/users/5/temporary-account-email/'))).toEqual({
            user_id: 5,
            email: 'pending5@temporary.example',
        });
        expect((await api.as('marketing', `/v4/identity/accounts/${String(user.person_id)}/`)).status).toBe(403);
    });

    it('a changed email is not verified until the customer verifies it; an unchanged one stays verified', async () => {
        const identityOf = async (id: number) => {
            const user = await body(await api.as('support', `/v4/support/users/${id}/`));
            return body(await api.as('support', `/v4/identity/accounts/${String(user.person_id)}/`));
        };
        const before = await identityOf(8);
        expect(before).toMatchObject({ email_verified: true });
        // The same address in other capitals is the same address.
        const same = await api.as('support', '/v4/support/users/8/', {
            method: 'PATCH',
            json: { email: String(before.email).toUpperCase(), first_name: 'Jo' },
        });
        expect(same.status).toBe(200);
        expect(await identityOf(8)).toMatchObject({ email_verified: true });
        const changed = await api.as('support', '/v4/support/users/8/', {
            method: 'PATCH',
            json: { email: 'new.address@listener.example' },
        });
        expect(changed.status).toBe(200);
        expect(await body(changed)).not.toHaveProperty('email_verified');
        expect(await identityOf(8)).toMatchObject({ email: 'new.address@listener.example', email_verified: false });
    });
});

describe('coupons', () => {
    it('a code is unique whatever its case', async () => {
        const first = await api.as('marketing', '/v4/support/coupons/', {
            method: 'POST',
            json: { code: 'SPRING-25', discount_type: 'percentage', discount_amount: 25 },
        });
        expect(first.status).toBe(201);
        const { id } = await body(first);
        const again = await api.as('support', '/v4/support/coupons/', {
            method: 'POST',
            json: { code: 'spring-25', discount_type: 'amount', discount_amount: 3 },
        });
        expect(again.status).toBe(400);
        expect((await body(again)).detail).toBe(`This code is already used by coupon ${String(id)}`);
        const renamed = await api.as('support', '/v4/support/coupons/1/', {
            method: 'PATCH',
            json: { code: 'Spring-25' },
        });
        expect(renamed.status).toBe(400);
    });

    it('keeps the user ids of a CSV (none: global) and works out the status', async () => {
        const made = await body(
            await api.as('support', '/v4/support/coupons/', {
                method: 'POST',
                json: { code: 'FANS-ONLY', discount_type: 'amount', discount_amount: 2, user_ids: [3, 9, 12] },
            })
        );
        expect(made).toMatchObject({ user_ids: [3, 9, 12], status: 'Active' });
        const global = await body(
            await api.as('support', `/v4/support/coupons/${String(made.id)}/`, {
                method: 'PATCH',
                json: { user_ids: [] },
            })
        );
        expect(global.user_ids).toEqual([]);
        const voided = await body(
            await api.as('support', `/v4/support/coupons/${String(made.id)}/`, {
                method: 'PATCH',
                json: { voided: true },
            })
        );
        expect(voided.status).toBe('Voided');
        const bad = await api.as('support', '/v4/support/coupons/', {
            method: 'POST',
            json: { code: 'BAD-IDS', discount_type: 'amount', discount_amount: 2, user_ids: ['abc', 4] },
        });
        expect(bad.status).toBe(400);
        const statuses = (await body(await api.as('support', '/v4/support/coupons/?status=Expired'))).results as Json[];
        expect(statuses.length).toBeGreaterThan(0);
        expect(statuses.every(c => c.status === 'Expired')).toBe(true);
    });

    it('refuses user ids of no user, naming them, on create and on update, saving nothing', async () => {
        const made = await api.as('marketing', '/v4/support/coupons/', {
            method: 'POST',
            json: { code: 'GHOSTS', discount_type: 'amount', discount_amount: 2, user_ids: [4, 999998, 999999] },
        });
        expect(made.status).toBe(400);
        expect(await body(made)).toMatchObject({
            detail: 'No user with ID 999998, 999999',
            errors: { user_ids: 'No user with ID 999998, 999999' },
        });
        expect(api.db.prepare("SELECT count(*) FROM coupons WHERE code = 'GHOSTS'").pluck().get()).toBe(0);
        const before = (await body(await api.as('support', '/v4/support/coupons/2/'))) as Json;
        const patched = await api.as('support', '/v4/support/coupons/2/', {
            method: 'PATCH',
            headers: { 'If-Match': `"${String(before.version)}"` },
            json: { user_ids: [5, 888888] },
        });
        expect((await body(patched)).detail).toBe('No user with ID 888888');
        expect((await body(await api.as('support', '/v4/support/coupons/2/'))).user_ids).toEqual(before.user_ids);
    });

    it('lists who registered and who redeemed a coupon, and counts them', async () => {
        const coupon = await body(await api.as('marketing', '/v4/support/coupons/5/'));
        const registered = (await body(await api.as('marketing', '/v4/support/coupons/5/registered/')))
            .results as Json[];
        const redeemed = (await body(await api.as('marketing', '/v4/support/coupons/5/redeemed/'))).results as Json[];
        expect(registered.map(p => p.id).sort()).toEqual(coupon.user_ids);
        expect(registered[0]).toHaveProperty('username');
        expect(coupon).toMatchObject({ registered_count: registered.length, redeemed_count: redeemed.length });
        expect(redeemed.length).toBeGreaterThan(0);
        expect(redeemed.every(p => registered.some(r => r.id === p.id))).toBe(true);
    });

    it('refuses a percentage over 100 and dates out of order', async () => {
        const over = await api.as('support', '/v4/support/coupons/', {
            method: 'POST',
            json: { code: 'TOO-MUCH', discount_type: 'percentage', discount_amount: 120 },
        });
        expect((await body(over)).detail).toBe('A percentage discount is at most 100');
        const dates = await api.as('support', '/v4/support/coupons/', {
            method: 'POST',
            json: {
                code: 'BACKWARDS',
                discount_type: 'amount',
                discount_amount: 1,
                // Instants (issue 40): a minute before its start is before it.
                start_date: '2027-02-01T09:00:00-07:00',
                end_date: '2027-02-01T15:59:00Z',
            },
        });
        expect((await body(dates)).detail).toBe('Start Date must be before End Date');
    });
});

describe('credits', () => {
    it('a credit needs currency and reason, in the API too', async () => {
        const res = await api.as('support', '/v4/support/credits/', {
            method: 'POST',
            json: { user_id: 3, amount: 5 },
        });
        expect(res.status).toBe(400);
        expect((await body(res)).detail).toBe('A credit needs currency and reason');
        const ok = await api.as('support', '/v4/support/credits/', {
            method: 'POST',
            json: { user_id: 3, amount: 5, currency: 'GBP', reason_id: 2 },
        });
        expect(await body(ok)).toMatchObject({ user: { id: 3 }, author: 'support', currency: 'GBP' });
    });

    it('credits every user of a CSV in one go: BOM, semicolons and quoted line breaks read', async () => {
        const before = countCredits();
        const csv = '\uFEFFname;user_id\n"Ana\nSilva";4\nBen;5\nBen again;5\n';
        const res = await api.as('support', '/v4/support/credits/bulk/', {
            method: 'POST',
            body: csvForm(csv, credit),
        });
        expect(res.status).toBe(201);
        expect(await body(res)).toMatchObject({ created: 2 });
        expect(countCredits()).toBe(before + 2);
    });

    it('refuses a CSV without the column, with non-ids, of unknown users or without the rule — crediting nobody', async () => {
        const before = countCredits();
        const send = async (csv: string | Blob, fields = credit) =>
            body(await api.as('support', '/v4/support/credits/bulk/', { method: 'POST', body: csvForm(csv, fields) }));
        expect((await send('id\n4\n')).detail).toBe(
            'Invalid CSV: the first row needs a column headed person_id or user_id'
        );
        expect((await send('user_id\n4\nfour\n')).detail).toBe(
            'Not user IDs (whole numbers only), nothing was read: row 3: “four”'
        );
        expect((await send('user_id\n4\n999999\n')).detail).toBe('No user with ID 999999');
        expect((await send('user_id\n4\n', { amount: '5', currency: 'USD', reason_id: '' })).detail).toBe(
            'A credit needs currency and reason'
        );
        expect((await send(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2])]))).detail).toBe(
            'There was a problem uploading your CSV file.'
        );
        const marketing = await api.as('marketing', '/v4/support/credits/bulk/', {
            method: 'POST',
            body: csvForm('user_id\n4\n', credit),
        });
        expect(marketing.status).toBe(403);
        expect(countCredits()).toBe(before);
    });
});

describe('hype', () => {
    it('a label partner gets its own label’s hype page only', async () => {
        const page = (await body(await api.as('label', '/v4/hype/labels/?label_id=2'))).results as Json[];
        expect(page.map(l => l.id)).toEqual([1]);
        expect(['Ineligible', 'Active', 'Inactive']).toContain(page[0].hype_status);
        expect((page[0].offers as Json[]).length).toBe(2);
        expect((page[0].purchases as Json[])[0]).not.toHaveProperty('user_id');
        const supplier = (await body(await api.as('supplier', '/v4/hype/labels/'))).results as Json[];
        expect(supplier.map(l => l.id)).toEqual([1, 2, 3, 4]);
        expect((await api.as('label', '/v4/support/hype-purchases/')).status).toBe(403);
    });

    it('staff name a label; hype records follow §6 without a brand condition, the Hype page is first-brand', async () => {
        const page = (await body(await api.as('marketing', '/v4/hype/labels/?label_id=3'))).results as Json[];
        expect(page.map(l => l.id)).toEqual([3]);
        expect((await api.as('support', '/v4/support/hype-purchases/?label_id=3')).status).toBe(200);
        // §6 "Coupons and hype purchases: admin, label_mgmt, support, marketing": the DJ-store admin is an admin.
        expect((await api.as('dj_store_admin', '/v4/support/hype-offers/')).status).toBe(200);
        expect((await api.as('dj_store_admin', '/v4/support/hype-purchases/')).status).toBe(200);
        expect((await api.as('finance', '/v4/support/hype-purchases/')).status).toBe(403);
        expect((await api.as('dj_store_admin', '/v4/hype/labels/?label_id=3')).status).toBe(403);
    });
});

describe('an uploaded list of user ids, checked as it is read', () => {
    it('names the ids that are no user, in the list’s order, for coupon writers too', async () => {
        const res = await api.as('marketing', '/v4/support/users/unknown/', {
            method: 'POST',
            json: { ids: [999_992, 4, 999_991, 9] },
        });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ unknown: [999_992, 999_991] });
        const none = await api.as('support', '/v4/support/users/unknown/', { method: 'POST', json: { ids: [] } });
        expect(await none.json()).toEqual({ unknown: [] });
    });
});
