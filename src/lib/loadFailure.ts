/**
 * Why a load failed, in words a person reads: the error's own sentence where it has one (the data
 * provider's, the server's `detail`), else what its status or kind means. Never an HTML page, a bare
 * status text ("Bad Gateway") or the browser's own ("Failed to fetch").
 */
import { fill, messages } from '../../resources/messages';
import { failureWords, GATEWAY_STATUSES } from '../../dataProvider/errors';

interface ErrorLike {
    name?: unknown;
    message?: unknown;
    status?: unknown;
    /** The data provider's kind of failure ('network', 'timeout', 'gateway', …): its message is then words. */
    kind?: unknown;
    body?: { detail?: unknown } | null;
}

/** A sentence: words with a space, ending as a sentence does, and no markup. */
export function isWords(text: unknown): text is string {
    if (typeof text !== 'string') return false;
    const t = text.trim();
    return t.length > 0 && t.length <= 500 && !t.includes('<') && /\s/.test(t) && /[.!?…]$/.test(t);
}

/** The HTTP status of an answer, or undefined where there was none (status 0: no answer at all). */
export function answerStatus(error: unknown): number | undefined {
    const status = (error as ErrorLike | null)?.status;
    return typeof status === 'number' && status > 0 ? status : undefined;
}

/** fetch's own failure, as each browser words it (Chrome, Firefox, Safari; Node's undici). */
const fetchFailed = (error: unknown) => error instanceof TypeError && /fetch|network|load failed/i.test(error.message);

/** Why, in words; null where the error says nothing a person can use (a fault of the page's own code). */
export function failureReason(error: unknown): string | null {
    if (!error || typeof error !== 'object') return null;
    const e = error as ErrorLike;
    // The data provider's own failures (no answer, a gateway's, an unreadable one) are words already.
    if (typeof e.kind === 'string' && e.kind !== 'http' && typeof e.message === 'string' && e.message.trim())
        return e.message;
    const status = answerStatus(error);
    if (e.name === 'TimeoutError' || e.name === 'AbortError' || status === 408)
        return `${messages.network.noAnswer} ${messages.network.tryAgain}`;
    if (fetchFailed(error) || e.status === 0) return failureWords('network');
    // Not the API's bare "Not found.": what a 404 means to the person.
    if (status === 404) return messages.load.notFound;
    if (isWords(e.body?.detail)) return e.body.detail;
    if (status !== undefined && GATEWAY_STATUSES.has(status)) return failureWords('gateway', { status });
    if (status !== undefined && status >= 500) return fill(messages.load.serverError, { status });
    if (isWords(e.message)) return e.message;
    return status === undefined ? null : fill(messages.load.serverError, { status });
}
