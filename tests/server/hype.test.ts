/** The Hype page's data is consistent: nothing current is bought of a retired offer, and a label without hype has no active offer. */
import { describe, expect, it } from 'vitest';
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
