import { describe, expect, it } from 'vitest';
import { landingAfterSignIn } from '../../authProvider/agreement';

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
