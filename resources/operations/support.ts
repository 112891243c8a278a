/** Support calls beyond CRUD: a customer's identity (from the identity host) and temporary account email. */
import { fill } from '../messages/fill';
import { api } from '../messages/api';
import { messages } from '../messages';
import { ext } from '../capabilities';
import { P, type PermissionList } from '../permissions';
import djProfiles from '../catalog/djProfiles';
import {
    AVAILABILITY,
    isRefundMethod,
    REFUND_METHODS,
    type Availability,
    type OrderItem,
    type RefundAmounts,
    type RefundMethod,
} from '../support/orderItems';
import type { Paged } from '../wire';
import { defineOperation, returns, type FileAnswer } from './define';

export interface Identity {
    person_id: number;
    email: string;
    email_verified: boolean;
    status: string;
    providers: string[];
    created: string | null;
    last_sign_in: string | null;
}

export const identityAccount = defineOperation({
    resource: 'identity/accounts',
    id: 'account',
    detail: true,
    param: 'personId',
    method: 'GET',
    path: '',
    access: P.USERS,
    result: returns<Identity>(),
    spec: 'Others: … identities from a separate identity host',
});

export const temporaryAccountEmail = defineOperation({
    resource: 'support/users',
    id: 'temporary-account-email',
    detail: true,
    method: 'GET',
    path: 'temporary-account-email/',
    access: P.USERS,
    result: returns<{ email: string | null }>(),
    spec: 'Others: … temporary account email GET',
});

/** Most user ids one check takes: a coupon's whole list. */
const ID_CHECK_MAX = 50_000;

/**
 * Which of some user ids are no user: an uploaded list (a coupon's users) checked as soon as the
 * file is read, so they can be dropped before the save (which checks again). For those who may
 * read users or write coupons; a server without it names them on the save instead.
 */
export const unknownUsers = defineOperation<{ unknown: number[] }, { ids: number[] }>({
    resource: 'support/users',
    id: 'unknown',
    detail: false,
    method: 'POST',
    path: 'unknown/',
    access: [...P.USERS, ...P.COUPONS],
    body: z =>
        z.object({
            ids: z
                .array(z.number().int().positive().max(1e12))
                .max(ID_CHECK_MAX, fill(api.atMostIds, { limit: ID_CHECK_MAX })),
        }),
    result: returns<{ unknown: number[] }>(),
    spec: ext('conveniences'),
});

/** The check of an uploaded id list, by the resource its ids are of (an `ids` field's `linksTo`). */
export const ID_LIST_CHECKS: Partial<Record<string, typeof unknownUsers>> = { 'support/users': unknownUsers };

/** Credits for many customers at once, from a CSV of person ids (multipart form). */
export const bulkCredit = defineOperation({
    resource: 'support/credits',
    id: 'bulk',
    detail: false,
    method: 'POST',
    path: 'bulk/',
    access: P.ADMIN_SUPPORT,
    confirm: { theme: 'proceed', title: messages.support.bulkCredit, message: messages.support.bulkCreditConfirm },
    result: returns<{ created: number }>(),
    spec: 'Coupons: GET/POST/PATCH. Credits: GET, POST, POST bulk.',
});

/** An order's items (paged), the refundable ones, refunds, download availability and the CSV downloads (§7 Orders, Users). */
const ORDERS = 'Orders: GET; items; items CSV download; downloads GET/PATCH; items/refund GET; POST refund-items.';

export const orderItems = defineOperation({
    resource: 'support/orders',
    id: 'items',
    detail: true,
    method: 'GET',
    path: 'items/',
    access: P.ORDERS,
    result: returns<Paged<OrderItem>>(),
    spec: ORDERS,
});

export const orderItemsCsv = defineOperation({
    resource: 'support/orders',
    id: 'items-csv',
    detail: true,
    method: 'GET',
    path: 'items/csv/download/',
    access: P.ORDERS,
    accept: 'text/csv',
    result: returns<FileAnswer>(),
    spec: ORDERS,
});

/** The items not refunded yet, each with the methods it refuses and why. */
export const refundableItems = defineOperation({
    resource: 'support/orders',
    id: 'items-refund',
    detail: true,
    method: 'GET',
    path: 'items/refund/',
    access: P.ORDERS,
    result: returns<{ count: number; results: (OrderItem & { refusals: Record<RefundMethod, string | null> })[] }>(),
    spec: ORDERS,
});

export interface RefundRequest {
    item_ids: number[];
    method?: RefundMethod;
}
/** What a refund gave back: `amount` is the total (price, fees and tax: `refundAmounts`). */
export const refundOrderItems = defineOperation<
    RefundAmounts & { refunded: number[]; amount: number; method: RefundMethod },
    RefundRequest
>({
    resource: 'support/orders',
    id: 'refund-items',
    detail: true,
    method: 'POST',
    path: 'refund-items/',
    access: P.ORDERS,
    body: z =>
        z.object({
            item_ids: z
                .array(z.number().int().positive().max(1e12))
                .min(1, messages.orders.chooseItems)
                .max(500, api.atMostItems),
            method: z
                .string()
                .refine(isRefundMethod, fill(api.expectedOneOf, { values: REFUND_METHODS.map(m => m.id).join(', ') }))
                .optional(),
        }),
    spec: ORDERS,
});

/** An item's download as `downloads/` answers it: its availability and why a blocked one is blocked. */
export interface ItemDownload {
    id: number;
    name: string;
    availability: Availability;
    refunded: boolean;
    download_refusal: string | null;
}
export const orderDownloads = defineOperation({
    resource: 'support/orders',
    id: 'downloads',
    detail: true,
    method: 'GET',
    path: 'downloads/',
    access: P.ORDERS,
    result: returns<ItemDownload[]>(),
    spec: ORDERS,
});

/** Dissociates (2) or reassociates (1) items; answers every item's download afterwards. */
export const setOrderDownloads = defineOperation<ItemDownload[], { id: number; availability: Availability }[]>({
    ...orderDownloads,
    id: 'set-downloads',
    method: 'PATCH',
    body: z =>
        z
            .array(
                z.object({
                    id: z.number().int().positive().max(1e12),
                    availability: z.union([z.literal(AVAILABILITY.available), z.literal(AVAILABILITY.dissociated)], {
                        message: api.availability,
                    }),
                })
            )
            .min(1, api.nameItem)
            .max(500, api.atMostItems),
    // Reassociating loses nothing; a dissociation blocks the download.
    confirm: {
        theme: 'proceed',
        message: messages.orders.dissociateConfirm,
        when: (_, body) => !!body?.some(d => d.availability === AVAILABILITY.dissociated),
    },
    result: returns<ItemDownload[]>(),
});

/** Every order item the orders list's filters keep (none: all), as one streamed CSV. */
export const allOrderItemsCsv = defineOperation({
    resource: 'support',
    id: 'order-items-csv',
    detail: false,
    method: 'GET',
    path: 'order-items-csv/download/',
    access: P.ORDERS,
    accept: 'text/csv',
    result: returns<FileAnswer>(),
    spec: 'Users: … new-users CSV and order-items CSV downloads (users-csv/download, order-items-csv/download).',
});

/** Every list granted at once: each group of one joined with each group of the others. */
const allOf = (...lists: PermissionList[]): PermissionList =>
    lists.reduce<PermissionList>((held, list) => held.flatMap(a => list.map(b => [...new Set([...a, ...b])])), [[]]);

/** A user's DJ profile's fields, changed through the user. */
export interface DjProfileChanges {
    name?: string;
    slug?: string;
    bio?: string | null;
}
/**
 * A user's DJ profile changed from the user screen: by those who manage users (§6 Users) and read DJ
 * profiles, within §6's "admin, content_ops, support or the second brand" (a DJ profile is a DJ-store record).
 */
export const userDjProfile = defineOperation<Record<string, unknown> & { id: number }, DjProfileChanges>({
    resource: 'users',
    id: 'dj-profile',
    detail: true,
    method: 'PATCH',
    path: 'dj-profile/',
    access: allOf(P.USERS, djProfiles.access, P.ADMIN_CONTENT_OPS_SUPPORT_OR_SECOND_BRAND),
    spec: 'DJ profiles: GET/PATCH {id}; DELETE artist-association; PATCH users/{id}/dj-profile.',
});
