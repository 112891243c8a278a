/** The Hype page's data is consistent: nothing current is bought of a retired offer, and a label without hype has no active offer. */
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { hypeTrialText } from '../../resources/support/hype';
import { mountainToday } from '../../resources/time';
import { HYPE_LABELS } from '../../server/modules/support/seed';
import { makeApi } from './helpers';

const api = makeApi(200);

interface HypeLabel {
    id: number;
    hype_status: string;
    offers: { name: string; state: string; end_date: string | null }[];
    purchases: { offer: string; state: string; period_start: string; period_end: string }[];
}

describe('hype page data', () => {
    it('a retired offer ended in the past and has no purchase covering today; a label without hype has only retired offers', async () => {
        const today = new Date().toISOString().slice(0, 10);
        let retired = 0;
        for (let id = 1; id <= HYPE_LABELS; id++) {
            const res = await api.as('marketing', `/v4/hype/labels/?label_id=${id}`);
            const [label] = ((await res.json()) as { results: HypeLabel[] }).results;
            if (label.hype_status === 'Ineligible') expect(label.offers.every(o => o.state === 'retired')).toBe(true);
            for (const offer of label.offers.filter(o => o.state === 'retired')) {
                retired++;
                expect(offer.end_date! < today, `${offer.name} ends ${offer.end_date}`).toBe(true);
                const current = label.purchases.filter(
                    p => p.offer === offer.name && p.period_start <= today && p.period_end >= today
                );
                expect(current, offer.name).toEqual([]);
            }
        }
        expect(retired).toBeGreaterThan(0);
    });
});

describe('a label’s hype status', () => {
    it('is Active only while its trial runs: one that starts tomorrow is Inactive on every screen that says it', async () => {
        const trial = (start: string) =>
            api.db
                .prepare('UPDATE labels SET hype_eligible = 1, hype_trial_start = ?, hype_trial_end = ? WHERE id = 1')
                .run(start, mountainToday(30));
        const statuses = async () => {
            const list = (await (await api.as('admin', '/v4/catalog/labels/1/')).json()) as { hype_status: string };
            const active = (await (
                await api.as('admin', '/v4/catalog/labels/?hype_active=true&per_page=100')
            ).json()) as {
                results: { id: number }[];
            };
            const page = (await (await api.as('marketing', '/v4/hype/labels/?label_id=1')).json()) as {
                results: HypeLabel[];
            };
            const dashboard = (await (await api.as('label', '/v4/dashboard/')).json()) as {
                hype: { labels: { id: number; status: string }[] };
            };
            return {
                record: list.hype_status,
                filtered: active.results.some(l => l.id === 1),
                page: page.results[0].hype_status,
                dashboard: dashboard.hype.labels.find(l => l.id === 1)?.status,
            };
        };
        trial(mountainToday(1));
        expect(await statuses()).toEqual({
            record: 'Inactive',
            filtered: false,
            page: 'Inactive',
            dashboard: 'Inactive',
        });
        expect(hypeTrialText('Inactive', mountainToday(1), mountainToday(30))).toBe(
            fill(messages.support.hypeTrialStarts, { start: mountainToday(1), end: mountainToday(30) })
        );
        trial(mountainToday());
        expect(await statuses()).toEqual({ record: 'Active', filtered: true, page: 'Active', dashboard: 'Active' });
    });
});

describe('hype offers keep their states consistent', () => {
    const labelWhere = (eligible: number) =>
        api.db
            .prepare('SELECT id FROM labels WHERE hype_eligible = ? ORDER BY id LIMIT 1')
            .pluck()
            .get(eligible) as number;
    const offer = (label_id: number, state: string) => ({
        name: 'Hype Weekend',
        label_id,
        price: 4.99,
        period: 'month',
        state,
        start_date: '2026-01-01',
    });

    it('a label without hype cannot offer it; a retired offer ends', async () => {
        const refused = await api.as('marketing', '/v4/support/hype-offers/', {
            method: 'POST',
            json: offer(labelWhere(0), 'active'),
        });
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as { detail: string }).detail).toBe(messages.support.hypeOfferIneligible);
        const draft = await api.as('marketing', '/v4/support/hype-offers/', {
            method: 'POST',
            json: offer(labelWhere(1), 'active'),
        });
        expect(draft.status).toBe(201);
        const created = (await draft.json()) as { id: number; version: number; end_date: string | null };
        expect(created.end_date).toBeNull();
        const retired = await api.as('marketing', `/v4/support/hype-offers/${created.id}/`, {
            method: 'PATCH',
            json: { state: 'retired' },
            headers: { 'If-Match': `"${created.version}"` },
        });
        expect(retired.status).toBe(200);
        expect(((await retired.json()) as { end_date: string }).end_date).toBe(new Date().toISOString().slice(0, 10));
    });
});
