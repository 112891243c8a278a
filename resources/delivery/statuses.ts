/** Delivery states and messages (spec §4 release_status and album actions, §8 status messages). */
import { REINGEST_BLOCK_SECONDS } from '../constants';
import { messages } from '../messages';
import type { Choice } from '../schema';

export const RELEASE_STATUSES = [
    'release-received',
    'metadata-processing-error',
    'filter-error',
    'filter-rejected',
    'ingest-error',
    'reingestion-error',
    'release-ingested',
    'encoding-error',
    'encoded',
    'currently-reingesting',
    // Also seen in messages.
    'index-error',
    'updated',
    'published',
    'ingestion-error',
    'move-error',
    'filter-bypassed',
] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

export const ALBUM_ACTIONS = ['insert', 'update', 'delete', 'purge'] as const;

/** Every status_message value: the explained ones of §8, then the other filter values. */
export const STATUS_MESSAGES = [
    'Non-existent label',
    'Restricted genre',
    'Non existent genre',
    'invalid-image',
    'already-live-error',
    'reingestion-error',
    'fatal',
    'Restricted label',
    'missing-isrc',
    'index-error',
    'Updated',
    'published-with-update',
    'Source is disabled',
    'Supplier is disabled',
    'Restricted album action',
    'Filtering complete',
] as const;
export type StatusMessage = (typeof STATUS_MESSAGES)[number];

/** Codes whose explanation §8 gives on another code's line. */
const EXPLAINED_AS: Record<string, string> = { 'published-with-update': 'Updated' };

/** A status message's readable text beside its code ("missing-isrc: track missing ISRC on insert."). */
export function explainStatusMessage(code: string): string {
    const why = (messages.deliveryStatus as Record<string, string>)[EXPLAINED_AS[code] ?? code];
    return why ? `${code}: ${why}` : code;
}

const plain = (ids: readonly string[]): Choice[] => ids.map(id => ({ id, name: id }));
export const RELEASE_STATUS_CHOICES = plain(RELEASE_STATUSES);
export const ALBUM_ACTION_CHOICES = plain(ALBUM_ACTIONS);
export const STATUS_MESSAGE_CHOICES: Choice[] = STATUS_MESSAGES.map(id => ({ id, name: explainStatusMessage(id) }));

/** What a step of a delivery's timeline says: its state, and its message explained. */
export const stepDetail = (status: string, message: string | null) =>
    message ? `${status}: ${explainStatusMessage(message)}` : status;

/** §4: "A delivery can be re-ingested unless it is ingested or currently re-ingesting." */
export const NOT_REINGESTABLE = 'A delivery can be re-ingested unless it is ingested or currently re-ingesting.';
/** §8: a re-ingest within 90 seconds of the release's last update. */
export const REINGEST_TOO_SOON = explainStatusMessage('reingestion-error');

/** When the 90 seconds after the last change of the delivery, its release or a track of it end (ms). */
export function reingestPossibleAt(d: { updated: string; release_updated?: string | null }): number {
    const latest = Math.max(Date.parse(d.updated), d.release_updated ? Date.parse(d.release_updated) : 0);
    return latest + REINGEST_BLOCK_SECONDS * 1000;
}

/** Why a delivery cannot be re-ingested now (the server's rules, told before the click), or null. */
export function reingestBlock(
    d: { release_status: string; updated: string; release_updated?: string | null },
    now = Date.now()
): string | null {
    if (d.release_status === 'release-ingested' || d.release_status === 'currently-reingesting')
        return NOT_REINGESTABLE;
    const wait = Math.ceil((reingestPossibleAt(d) - now) / 1000);
    if (wait > 0) return `${REINGEST_TOO_SOON} Try again in ${wait} s.`;
    return null;
}
