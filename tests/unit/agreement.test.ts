import { afterEach, describe, expect, it, vi } from 'vitest';
import { agreementPending, landingAfterSignIn } from '../../authProvider/agreement';
import type { AuthState } from '../../authProvider/state';

describe('landingAfterSignIn (spec §2 /service-agreement)', () => {
    it('sends a supplier who has not accepted to the agreement first, then on to where it was going', () => {
        expect(landingAfterSignIn('/', true)).toBe('/service-agreement?next=%2F');
        expect(landingAfterSignIn('/statements?type=daily', true)).toBe(
            '/service-agreement?next=%2Fstatements%3Ftype%3Ddaily'
        );
    });
    it('goes straight on once accepted, or when the agreement is where it was going', () => {
        expect(landingAfterSignIn('/sales', false)).toBe('/sales');
        expect(landingAfterSignIn('/service-agreement', true)).toBe('/service-agreement');
    });
});

describe('agreementPending', () => {
    const supplier = (capabilities?: string[]): AuthState => ({
        access_token: 't',
        scope: 'app:partner user:supplier',
        feature: [],
        user: { id: 5, username: 'supplier', first_name: '', last_name: '', supplier_id: 3 },
        capabilities,
        version: 1,
    });
    const answering = (accepted: unknown) =>
        vi.fn(async (_url: string) => new Response(JSON.stringify({ accepted }), { status: 200 }));

    afterEach(() => vi.unstubAllGlobals());

    it('asks the reference server whether the supplier has accepted', async () => {
        const fetch = answering(null);
        vi.stubGlobal('fetch', fetch);
        expect(await agreementPending('/v4', supplier(['read-back']))).toBe(true);
        expect(fetch.mock.calls[0][0]).toBe('/v4/catalog/suppliers/3/service-agreement/');
    });

    it('asks nothing of a §7-only server, which cannot say (its agreement call is POST only)', async () => {
        const fetch = answering(null);
        vi.stubGlobal('fetch', fetch);
        expect(await agreementPending('/v4', supplier([]))).toBe(false);
        expect(fetch).not.toHaveBeenCalled();
    });
});
