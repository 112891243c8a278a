/** What hype offers, purchases and subscriptions share (the spec names them by their calls only). */
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
