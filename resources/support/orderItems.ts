/**
 * Order items (spec §4): download availability, dissociation and refunds. Pure rules shared by the
 * console (which explains a refusal before the click) and the reference API (which refuses).
 */
import { fill, messages } from '../messages';
import { boolean, choice, text } from '../fields';
import { MOUNTAIN } from '../time';

/** Spec §4: 0 unavailable, 1 available, 2 dissociated. */
export const AVAILABILITY = { unavailable: 0, available: 1, dissociated: 2 } as const;
export type Availability = (typeof AVAILABILITY)[keyof typeof AVAILABILITY];
export const AVAILABILITY_CHOICES = [
    { id: AVAILABILITY.unavailable, name: 'Unavailable' },
    { id: AVAILABILITY.available, name: 'Available' },
    { id: AVAILABILITY.dissociated, name: 'Dissociated' },
] as const;

/** How an item's money goes back: to the payment, as store credit, or voided (nothing charged). */
export const REFUND_METHODS = [
    { id: 'refund', name: 'Refund to payment' },
    { id: 'credit', name: 'Store credit' },
    { id: 'void', name: 'Void' },
] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number]['id'];
export const isRefundMethod = (v: unknown): v is RefundMethod => REFUND_METHODS.some(m => m.id === v);

/** An order's payment lines by name: transactions (kind, method) and tax lines. */
export const TRANSACTION_KIND_CHOICES = [
    { id: 'charge', name: 'Charge' },
    { id: 'refund', name: 'Refund' },
] as const;
export const PAYMENT_METHOD_CHOICES = [
    { id: 'card', name: 'Card' },
    { id: 'paypal', name: 'PayPal' },
    ...REFUND_METHODS,
] as const;
export const TAX_KIND_CHOICES = [
    { id: 'city', name: 'City tax' },
    { id: 'state', name: 'State tax' },
    { id: 'VAT', name: 'VAT' },
] as const;

/**
 * An order's items as its history holds them (`items/{id}`, written by dissociate, reassociate and
 * refund): each change reads by the item's title and the field's label.
 */
export const ORDER_ITEM_HISTORY = {
    path: 'items',
    label: 'Item |||| Items',
    fields: {
        name: text('Title'),
        availability: choice('Availability', AVAILABILITY_CHOICES),
        refunded: boolean('Refunded'),
        refund_method: choice('Refund Method', REFUND_METHODS),
    },
    columns: ['name', 'availability'],
};

/** The wire shape of an order item. */
export interface OrderItem {
    id: number;
    order_id: number;
    name: string;
    audio_format: string;
    price: number;
    /** The item's audio-format fee (0 for MP3). */
    fee: number;
    /** The item's share of the order's tax (taxShares). */
    tax: number;
    availability: Availability;
    refunded: boolean;
}

/** Why none of an order's items may be refunded (null: they may): only a complete order's are. */
export const orderRefundRefusal = (order: Record<string, unknown>): string | null =>
    order.status === 'complete' ? null : messages.orders.notComplete;

/** Why `method` may not take this item back (null: it may). Spec §4: once only; dissociated blocks credit and void. */
export function refundRefusal(item: Pick<OrderItem, 'availability' | 'refunded'>, method: RefundMethod): string | null {
    if (item.refunded) return messages.errors.refundOnce;
    if (item.availability === AVAILABILITY.dissociated && method !== 'refund') return messages.orders.dissociatedBlocks;
    return null;
}

/**
 * Why this item's download may not be changed so (null: it may). A refunded item is not
 * dissociated: the refund ended its download already. Reassociating one leaves it unavailable.
 */
export function downloadChangeRefusal(
    item: Pick<OrderItem, 'refunded'>,
    action: 'dissociate' | 'reassociate'
): string | null {
    return item.refunded && action === 'dissociate' ? messages.orders.refundedNoDissociate : null;
}

/** Why a download of this item is refused (null: it may be downloaded). */
export function downloadRefusal(item: Pick<OrderItem, 'availability'>): string | null {
    if (item.availability === AVAILABILITY.dissociated) return messages.orders.dissociatedDownload;
    if (item.availability === AVAILABILITY.unavailable) return messages.orders.unavailableDownload;
    return null;
}

/** What decides an item's next download: its availability, whether it was refunded, and what it was when dissociated. */
export interface DownloadState {
    availability: Availability;
    refunded: boolean;
    /** The availability the item had when it was dissociated (null: not dissociated). */
    dissociated_from: Availability | null;
}

/**
 * The item's download after dissociating or reassociating it. Dissociating blocks it (and keeps
 * what it was in `dissociated_from`); reassociating puts back what it was before the dissociation,
 * except that a refunded item stays unavailable (the refund ended its right to download it).
 * Either action on an item already in that state changes nothing.
 */
export function nextDownload(action: 'dissociate' | 'reassociate', item: DownloadState): DownloadState {
    const dissociated = item.availability === AVAILABILITY.dissociated;
    if (action === 'dissociate')
        return dissociated
            ? item
            : { ...item, availability: AVAILABILITY.dissociated, dissociated_from: item.availability };
    if (!dissociated) return item;
    const before = item.dissociated_from ?? AVAILABILITY.unavailable;
    return { ...item, availability: item.refunded ? AVAILABILITY.unavailable : before, dissociated_from: null };
}

/**
 * What a person is told after dissociating or reassociating `name`, from the availability the
 * API answered for it (not from what was asked: the API decides what reassociating gives back).
 */
export function downloadChangeNotice(name: string, answered: Availability): string {
    if (answered === AVAILABILITY.dissociated) return fill(messages.orders.dissociated, { name });
    const state = answered === AVAILABILITY.available ? 'available' : 'unavailable';
    return fill(messages.orders.reassociated, { name, state });
}

/** Sum of money amounts without float drift (cents). */
export const sumMoney = (amounts: readonly number[]): number =>
    amounts.reduce((cents, a) => cents + Math.round(a * 100), 0) / 100;

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The order's tax spread over its items in proportion to their prices, in cents, summing exactly
 * to the tax charged: each item's share rounded down, the cents left given to the largest
 * remainders (the earlier item first on a tie). An item's share is fixed when the order is made,
 * so refunding items one by one gives back exactly the order's tax once all are refunded.
 */
export function taxShares(prices: readonly number[], taxTotal: number): number[] {
    const total = prices.reduce((sum, p) => sum + cents(p), 0);
    if (!total) return prices.map(() => 0);
    const exact = prices.map(p => (cents(p) * cents(taxTotal)) / total);
    const shares = exact.map(Math.floor);
    let left = cents(taxTotal) - shares.reduce((a, b) => a + b, 0);
    const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
    for (const { i } of byRemainder) {
        if (left <= 0) break;
        shares[i]++;
        left--;
    }
    return shares.map(c => c / 100);
}

/** What refunding items gives back: their prices, their audio-format fees and their shares of the tax. */
export interface RefundAmounts {
    price: number;
    fees: number;
    tax: number;
    total: number;
}

/**
 * What the customer gets back for these items (README "Orders"): an item's format fee and its
 * share of the tax follow it, so refunding every item of an order gives back all it was charged.
 * The console shows it before the click; the API refunds exactly this.
 */
export function refundAmounts(items: readonly Pick<OrderItem, 'price' | 'fee' | 'tax'>[]): RefundAmounts {
    const price = sumMoney(items.map(i => i.price));
    const fees = sumMoney(items.map(i => i.fee));
    const tax = sumMoney(items.map(i => i.tax));
    return { price, fees, tax, total: sumMoney([price, fees, tax]) };
}

/** What the order still charges after refunding `amounts` (its total less every refund). */
export const chargedAfter = (order: { total: number; refund_total: number }, amounts: RefundAmounts): number =>
    sumMoney([order.total, -order.refund_total, -amounts.total]);

/**
 * The order's time in the file as the screens show it, in the store's Mountain time with its offset,
 * the zone named in the heading (walk 52: the file's UTC instants put an evening's order on the next
 * day, beside the screen's Mountain time). The new-user export writes its times so too.
 */
export const ORDER_DATE_COLUMN = `date_created (${MOUNTAIN})`;
