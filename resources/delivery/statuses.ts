/** Delivery states and messages (spec §4 release_status and album actions, §8 status messages). */
import { REINGEST_BLOCK_SECONDS } from '../constants';
import { messages } from '../messages';
import type { Choice } from '../fields';

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

/** What a reader is told to do: a partner's next step, and staff's where the screen cannot show it already. */
interface NextSteps {
    next: string;
    staffNext?: string;
}

/**
 * Each code told to a partner (who reads no pipeline jargon) with what to do next; staff read §8's
 * wording, with their own next step where the screen cannot show it already. `whenFixed`: the
 * steps once the catalog, read as it is now, no longer has the fault (every track has its ISRC).
 */
export const DELIVERY_HELP: Record<StatusMessage, NextSteps & { partner: string; whenFixed?: NextSteps }> = {
    'Non-existent label': {
        partner: 'The label named in this delivery is not set up for your account.',
        next: 'Use the exact name of one of your labels in the release’s XML, or ask store support to map it, then deliver the release again.',
        staffNext: 'Check the supplier’s label mappings, then re-ingest.',
    },
    'Restricted genre': {
        partner: 'The store does not accept this release’s genre from your account.',
        next: 'Deliver the release with another genre, or ask store support whether this genre can be allowed.',
        staffNext: 'Check the supplier’s genre mappings, or re-ingest with an override genre.',
    },
    'Non existent genre': {
        partner: 'The genre in this delivery is not one the store knows for your account.',
        next: 'Use one of the store’s genres in the release’s XML (or ask store support to map yours), then deliver it again.',
        staffNext:
            'Map the genre for the supplier, set the automated ingestion genre, or re-ingest with an override genre.',
    },
    'invalid-image': {
        partner: 'The cover image is missing, or it is not square.',
        next: 'Add a square cover image (1400×1400 pixels or larger) to the delivery and deliver it again.',
    },
    'already-live-error': {
        partner: 'This release is already live, or about to go live, on this label, so it cannot be delivered as new.',
        next: 'To change it, deliver it as an update rather than an insert.',
    },
    'reingestion-error': {
        partner: 'The release was changed less than 90 seconds before this delivery was processed.',
        next: 'Nothing is wrong with the release: wait two minutes and deliver it again.',
        staffNext: 'Wait 90 seconds after the last change, then re-ingest.',
    },
    fatal: {
        partner: 'The delivery has no label name the store can read.',
        next: 'Put the label’s name, in plain letters, in the release’s XML and deliver it again.',
    },
    'Restricted label': {
        partner: 'The store does not accept deliveries for this label at the moment.',
        next: 'Contact store support to find out why and whether the label can be accepted again.',
        staffNext: 'Check the label on the supplier’s label mappings.',
    },
    'missing-isrc': {
        partner: 'One or more tracks of the release have no ISRC.',
        next: 'Add the ISRC of each track listed to the release’s XML and deliver it again.',
        staffNext: 'Add the ISRC on each track listed, then re-ingest.',
        whenFixed: {
            next: 'Deliver the release again: it passes the ISRC check now.',
            staffNext: 'Re-ingest the delivery: it passes the ISRC check now.',
        },
    },
    'index-error': {
        partner: 'The delivery’s XML file is not valid.',
        next: 'Check the XML against the DDEX version you deliver in, correct it and deliver it again.',
        staffNext: 'Correct the XML on the delivery’s XML tab (Legacy Deliveries), then resubmit.',
    },
    Updated: { partner: 'The release’s details were updated.', next: 'Nothing to do.' },
    'published-with-update': { partner: 'The release’s details were updated and published.', next: 'Nothing to do.' },
    'Source is disabled': {
        partner: 'Deliveries from this source are switched off at the moment, so this one was not processed.',
        next: 'Contact store support to have the source switched back on, then deliver again.',
    },
    'Supplier is disabled': {
        partner: 'Your supplier account is not active, so deliveries are not processed.',
        next: 'Contact store support to reactivate the account, then deliver again.',
        staffNext: 'Enable the supplier, then re-ingest.',
    },
    'Restricted album action': {
        partner: 'Your account may not make this kind of change (insert, update, delete or purge) by delivery.',
        next: 'Contact store support to make the change, or deliver it with an action your account may use.',
    },
    'Filtering complete': { partner: 'The delivery passed every check.', next: 'Nothing to do.' },
};

/**
 * What a reader is told of a status message: its text and the next step (partner wording for
 * partners); `fixed`: the fault is gone from the catalog now, so the step is what comes after it.
 */
export function deliveryHelp(
    code: string | null,
    partner: boolean,
    fixed = false
): { text: string; next: string | null } | null {
    if (!code) return null;
    const help = DELIVERY_HELP[code as StatusMessage] as (typeof DELIVERY_HELP)[StatusMessage] | undefined;
    const steps = (fixed && help?.whenFixed) || help;
    if (partner) return { text: help?.partner ?? code, next: steps?.next ?? null };
    return { text: explainStatusMessage(code), next: steps?.staffNext ?? null };
}

/** Delivery states that need someone to act (errors and rejections): one definition for the dashboard and the inspector. */
export const NEEDS_ATTENTION: readonly ReleaseStatus[] = RELEASE_STATUSES.filter(
    s => s.endsWith('error') || s === 'filter-rejected'
);

/** Codes whose explanation §8 gives on another code's line. */
const EXPLAINED_AS: Record<string, string> = { 'published-with-update': 'Updated' };

/** A status message's readable text beside its code ("missing-isrc: track missing ISRC on insert."). */
export function explainStatusMessage(code: string): string {
    const why = (messages.deliveryStatus as Record<string, string>)[EXPLAINED_AS[code] ?? code];
    return why ? `${code}: ${why}` : code;
}

/**
 * Each release_status by its name: staff read the pipeline's step, partners what it means for
 * their release (the spec gives only the codes; the API filters by the code).
 */
const RELEASE_STATUS_NAMES: Record<ReleaseStatus, [staff: string, partner: string]> = {
    'release-received': ['Release received', 'Received'],
    'metadata-processing-error': ['Metadata processing error', 'Problem in the release’s details'],
    'filter-error': ['Filter error', 'Checks could not finish'],
    'filter-rejected': ['Filter rejected', 'Not accepted'],
    'ingest-error': ['Ingest error', 'Import failed'],
    'reingestion-error': ['Re-ingestion error', 'Delivered again too soon'],
    'release-ingested': ['Release ingested', 'Imported'],
    'encoding-error': ['Encoding error', 'Audio conversion failed'],
    encoded: ['Encoded', 'Audio converted'],
    'currently-reingesting': ['Re-ingesting', 'Being imported again'],
    'index-error': ['Index error', 'XML not valid'],
    updated: ['Updated', 'Updated'],
    published: ['Published', 'Published'],
    'ingestion-error': ['Ingestion error', 'Import could not finish'],
    'move-error': ['Move error', 'File transfer failed'],
    'filter-bypassed': ['Filter bypassed', 'Checks skipped'],
};
export const RELEASE_STATUS_CHOICES: Choice[] = RELEASE_STATUSES.map(id => {
    const [name, partnerName] = RELEASE_STATUS_NAMES[id];
    return { id, name, partnerName };
});
export const ALBUM_ACTION_CHOICES: Choice[] = [
    { id: 'insert', name: 'Insert' },
    { id: 'update', name: 'Update' },
    { id: 'delete', name: 'Delete' },
    { id: 'purge', name: 'Purge' },
];
/** A release_status as its reader reads it (partner wording for partners); an unknown code as it is. */
export function releaseStatusName(code: string, partner: boolean): string {
    const names = RELEASE_STATUS_NAMES[code as ReleaseStatus] as [string, string] | undefined;
    return names ? names[partner ? 1 : 0] : code;
}
/** Staff read §8's wording; partners their own (DELIVERY_HELP), in lists, filters and details alike. */
export const STATUS_MESSAGE_CHOICES: Choice[] = STATUS_MESSAGES.map(id => ({
    id,
    name: explainStatusMessage(id),
    partnerName: DELIVERY_HELP[id].partner,
}));

/** What a step of a delivery's timeline says: its state, and its message explained. */
export const stepDetail = (status: string, message: string | null) =>
    message ? `${status}: ${explainStatusMessage(message)}` : status;

/** §8: a re-ingest within 90 seconds of the release's last update. */
export const REINGEST_TOO_SOON = explainStatusMessage('reingestion-error');

/** When the 90 seconds after the last change of the delivery, its release or a track of it end (ms). */
export function reingestPossibleAt(d: { updated: string; release_updated?: string | null }): number {
    const latest = Math.max(Date.parse(d.updated), d.release_updated ? Date.parse(d.release_updated) : 0);
    return latest + REINGEST_BLOCK_SECONDS * 1000;
}

/** Why a delivery cannot be re-ingested now (the server's rules, told before the click), or null. */
export interface ReingestBlock {
    reason: string;
    /** When the block ends by itself (ms): only for the 90 seconds after a change. */
    until?: number;
}

/**
 * §4: "A delivery can be re-ingested unless it is ingested or currently re-ingesting", and §8 never
 * within 90 seconds of a change of the release. The state comes first: waiting would not help it.
 */
export function reingestBlock(
    d: { release_status: string; updated: string; release_updated?: string | null },
    now = Date.now()
): ReingestBlock | null {
    if (d.release_status === 'release-ingested') return { reason: messages.ingestion.alreadyIngested };
    if (d.release_status === 'currently-reingesting') return { reason: messages.ingestion.reingestRunning };
    const until = reingestPossibleAt(d);
    const wait = Math.ceil((until - now) / 1000);
    if (wait > 0) return { reason: `${REINGEST_TOO_SOON} Try again in ${wait} s.`, until };
    return null;
}
