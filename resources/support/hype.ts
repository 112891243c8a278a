/** What hype offers, purchases and subscriptions share (the spec names them by their calls only). */
import { fill, messages } from '../messages';
import { mountainToday } from '../time';

export const HYPE_PERIODS = [
    { id: 'month', name: 'Monthly' },
    { id: 'quarter', name: 'Quarterly' },
    { id: 'year', name: 'Yearly' },
] as const;
export const HYPE_OFFER_STATES = [
    { id: 'draft', name: 'Draft' },
    { id: 'active', name: 'Active' },
    { id: 'retired', name: 'Retired' },
] as const;
export const HYPE_PURCHASE_STATES = [
    { id: 'paid', name: 'Paid' },
    { id: 'refunded', name: 'Refunded' },
    { id: 'failed', name: 'Failed' },
] as const;
export const HYPE_SUBSCRIPTION_STATES = [
    { id: 'active', name: 'Active' },
    { id: 'cancelled', name: 'Cancelled' },
    { id: 'expired', name: 'Expired' },
] as const;

/** Label hype (spec §4): not eligible, or eligible with its trial running (Active) or not (Inactive). */
export type HypeStatus = 'Ineligible' | 'Active' | 'Inactive';

/**
 * What a label's trial line says: its dates in words, never a placeholder. An inactive trial has
 * ended, or has not started yet (`today`: the store's day, Mountain time).
 */
export function hypeTrialText(
    status: HypeStatus,
    start: string | null,
    end: string | null,
    today = mountainToday()
): string {
    const m = messages.support;
    if (status === 'Ineligible') return m.hypeTrialIneligible;
    if (!end) return m.hypeTrialNone;
    if (status === 'Active') return start ? fill(m.hypeTrialRuns, { start, end }) : fill(m.hypeTrialUntil, { end });
    if (start && start > today) return fill(m.hypeTrialStarts, { start, end });
    return fill(m.hypeTrialEnded, { end });
}
