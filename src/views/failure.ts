/** How a failed call reads on a screen that keeps what was typed (a save, a record's re-read). */
import { messages } from '../../resources/messages';
import { errorDetail } from './errors';

const statusOf = (e: unknown) => (e as { status?: unknown } | null)?.status;

/**
 * Whether trying again may go otherwise: no answer, or one that says nothing of the request
 * (5xx, a timeout, too many requests, a session that ended); not a refusal of what was sent.
 */
export function retryable(e: unknown): boolean {
    const status = statusOf(e);
    if (typeof status !== 'number' || status === 0) return true;
    return status >= 500 || status === 401 || status === 408 || status === 429;
}

/** Why it failed, in words: the server's reason for a refusal, else the error's own sentence. */
export function failureReason(e: unknown): string {
    if (statusOf(e) === 401) return messages.edit.sessionEnded;
    if (!retryable(e)) return errorDetail(e);
    return e instanceof Error && e.message ? e.message : errorDetail(e);
}

/** A text ending as a sentence does, so that the next one reads apart ("Bad Gateway" → "Bad Gateway."). */
export const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text : `${text.trim()}.`);
