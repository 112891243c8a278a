/**
 * Order items (spec §4): download availability, dissociation and refunds. Pure rules shared by the
 * console (which explains a refusal before the click) and the reference API (which refuses).
 */
import { messages } from '../messages';
import { boolean, choice, text } from '../fields';

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
    availability: Availability;
    refunded: boolean;
}

/** Why `method` may not take this item back (null: it may). Spec §4: once only; dissociated blocks credit and void. */
export function refundRefusal(item: Pick<OrderItem, 'availability' | 'refunded'>, method: RefundMethod): string | null {
    if (item.refunded) return messages.errors.refundOnce;
    if (item.availability === AVAILABILITY.dissociated && method !== 'refund') return messages.orders.dissociatedBlocks;
    return null;
}

/** Why a download of this item is refused (null: it may be downloaded). */
export function downloadRefusal(item: Pick<OrderItem, 'availability'>): string | null {
    if (item.availability === AVAILABILITY.dissociated) return messages.orders.dissociatedDownload;
    if (item.availability === AVAILABILITY.unavailable) return messages.orders.unavailableDownload;
    return null;
}

/**
 * The availability after dissociating or reassociating: reassociating gives back the download
 * unless the item was refunded (a refund ends the right to download it).
 */
export function nextAvailability(action: 'dissociate' | 'reassociate', refunded: boolean): Availability {
    if (action === 'dissociate') return AVAILABILITY.dissociated;
    return refunded ? AVAILABILITY.unavailable : AVAILABILITY.available;
}

/** Sum of money amounts without float drift (cents). */
export const sumMoney = (amounts: readonly number[]): number =>
    amounts.reduce((cents, a) => cents + Math.round(a * 100), 0) / 100;
