/**
 * Writes done once (issue 41): every write the console sends carries an `Idempotency-Key`, one per
 * intent of the person (the IETF httpapi draft "The Idempotency-Key HTTP Header Field", as Stripe's
 * API has it). A server offering capability `idempotency` keeps each key per user for a day: a
 * repeat with the same request gets the first answer and writes nothing, the key with another
 * request is refused. Shared by the console (sending) and the reference server (keeping).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a kept one, given again. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long the server keeps a key (and the console may reuse one). */
export const IDEMPOTENCY_KEPT_MS = 24 * 3600 * 1000;
/** A key: 1 to 255 visible ASCII characters (a UUID is 36). */
export const isIdempotencyKey = (key: string): boolean => /^[\x21-\x7e]{1,255}$/.test(key);
