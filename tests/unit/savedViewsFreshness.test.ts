/** Issue 43: a list's saved views are kept 5 minutes, not read again on every visit of the list. */
import { describe, expect, it } from 'vitest';
import { READ_FRESH_MS, SAVED_VIEWS_FRESH_MS, SAVED_VIEWS_QUERY, staleTimeOf } from '../../src/freshness';

describe("a list's saved views", () => {
    it('stay fresh 5 minutes, longer than a list read, and only under their own key', () => {
        expect(staleTimeOf([SAVED_VIEWS_QUERY, 'catalog/tracks'], new Set())).toBe(SAVED_VIEWS_FRESH_MS);
        expect(SAVED_VIEWS_FRESH_MS).toBe(300_000);
        expect(SAVED_VIEWS_FRESH_MS).toBeGreaterThan(READ_FRESH_MS);
        expect(staleTimeOf(['catalog/tracks', SAVED_VIEWS_QUERY], new Set())).toBe(0);
    });
});
