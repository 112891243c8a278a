import { describe, expect, it } from 'vitest';
import { REINGEST_BLOCK_SECONDS } from '../../resources/constants';
import { reingestBlock } from '../../resources/delivery/statuses';
import { reingestAfterMs, reingestRuleNow } from '../../server/modules/deliveries/reingestTiming';

describe("the server's re-ingest wait", () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const fixed = { release_status: 'ingest-error', updated: '2026-11-23T11:59:30Z' };

    it('is the spec’s 90 seconds unless REINGEST_AFTER_MS shortens it', () => {
        expect(REINGEST_BLOCK_SECONDS).toBe(90);
        expect(reingestAfterMs({})).toBe(90_000);
        expect(reingestRuleNow(now, {})).toBe(now);
        // Nonsense and longer values keep the spec's wait.
        for (const v of ['', 'soon', '-1', '600000']) expect(reingestAfterMs({ REINGEST_AFTER_MS: v })).toBe(90_000);
        expect(reingestAfterMs({ REINGEST_AFTER_MS: '1000' })).toBe(1000);
    });

    it('by default refuses 30 seconds after a change; shortened to 1 s, allows it', () => {
        expect(reingestBlock(fixed, reingestRuleNow(now, {}))?.reason).toMatch(/Try again in 60 s\.$/);
        expect(reingestBlock(fixed, reingestRuleNow(now, { REINGEST_AFTER_MS: '1000' }))).toBeNull();
        // Still refused within the shortened wait.
        expect(
            reingestBlock(fixed, reingestRuleNow(Date.parse(fixed.updated) + 500, { REINGEST_AFTER_MS: '1000' }))
        ).not.toBeNull();
    });
});
