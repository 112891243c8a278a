/**
 * Writes done once (issue 41): one Idempotency-Key per intent of the person. A write is known by
 * what it sends (user, method, URL, If-Match, body): the first send of that content gets a fresh
 * key, kept while its outcome is unknown (no answer, a gateway's, a server error), so that the
 * person's retry — and the browser's own re-send — carry the same key; an answer (a success, or a
 * refusal) forgets it, so the same write later is a new intent; a changed input is another write,
 * with a key of its own. An identical write sent while the first still runs joins it: one request.
 */
import { IDEMPOTENCY_KEPT_MS } from '../resources/idempotency';
import { outcomeUnknown } from './errors';

interface Intent {
    key: string;
    created: number;
    /** A send of this intent got no answer: it may have been carried out. */
    uncertain: boolean;
    running?: Promise<unknown>;
}

/** How many unanswered intents are kept (the oldest go first). */
const KEPT = 500;

/** A write's identity: what it sends (user, method, URL, If-Match, body; a form's files by name, size and date). */
export function writeIdentity(parts: {
    user?: string | number | null;
    method: string;
    url: string;
    ifMatch?: string | null;
    body?: BodyInit | null;
}): string {
    return [String(parts.user ?? ''), parts.method, parts.url, parts.ifMatch ?? '', bodyIdentity(parts.body)].join(
        '\n'
    );
}

const blobIds = new WeakMap<Blob, number>();
let nextBlobId = 1;
/** A file by what the person picked (name, size, when it was last changed): picked again, it is the same file. */
const blobIdentity = (blob: Blob) => {
    if (blob instanceof File) return `file:${blob.name}:${blob.size}:${blob.lastModified}:${blob.type}`;
    if (!blobIds.has(blob)) blobIds.set(blob, nextBlobId++);
    return `blob#${blobIds.get(blob)}:${blob.size}`;
};

function bodyIdentity(body: BodyInit | null | undefined): string {
    if (body == null) return '';
    if (typeof body === 'string') return body;
    if (body instanceof FormData)
        return JSON.stringify(
            [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : blobIdentity(v as Blob)])
        );
    if (body instanceof Blob) return blobIdentity(body);
    return String(body);
}

/** A fresh random key (getRandomValues: randomUUID exists only on https and localhost pages). */
export function newIdempotencyKey(): string {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, b => b.toString(16).padStart(2, '0')).join('');
}

export interface SendOptions {
    /** Whether an earlier send of this intent got no answer (the person is retrying a write that may be done). */
    retryOfUnknown: boolean;
}

export class Intents {
    private readonly byWrite = new Map<string, Intent>();

    constructor(
        private readonly newKey: () => string = newIdempotencyKey,
        private readonly now: () => number = Date.now
    ) {}

    /** The key a write with this identity would carry now (tests and the re-read check). */
    keyOf(identity: string): string | undefined {
        return this.current(identity)?.key;
    }

    /**
     * Sends a write under its intent's key: joins an identical one still running, keeps the key
     * when the outcome is unknown, forgets it once answered.
     */
    run<T>(identity: string, send: (key: string, options: SendOptions) => Promise<T>): Promise<T> {
        let intent = this.current(identity);
        if (intent?.running) return intent.running as Promise<T>;
        if (!intent) {
            intent = { key: this.newKey(), created: this.now(), uncertain: false };
            this.byWrite.set(identity, intent);
            this.bound();
        }
        const mine = intent;
        const running = send(mine.key, { retryOfUnknown: mine.uncertain }).then(
            answer => {
                this.byWrite.delete(identity);
                return answer;
            },
            (error: unknown) => {
                if (outcomeUnknown(error)) Object.assign(mine, { uncertain: true, running: undefined });
                else this.byWrite.delete(identity);
                throw error;
            }
        );
        mine.running = running;
        return running;
    }

    private current(identity: string): Intent | undefined {
        const intent = this.byWrite.get(identity);
        // The server keeps a key a day: an older one would be a new request to it anyway.
        if (intent && !intent.running && this.now() - intent.created > IDEMPOTENCY_KEPT_MS) {
            this.byWrite.delete(identity);
            return undefined;
        }
        return intent;
    }

    private bound() {
        for (const [identity, intent] of this.byWrite) {
            if (this.byWrite.size <= KEPT) return;
            if (!intent.running) this.byWrite.delete(identity);
        }
    }
}
