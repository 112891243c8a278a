/**
 * Records the data provider has just read, by resource: a picker's current value (react-admin's
 * getMany of the chosen ids) is taken from the choices page read a moment before, instead of a
 * request of its own (issue 43: in 9 of 10 lookups it was among them). A record counts for
 * `freshMs` after it was read, and none of a resource after a write (the data provider forgets
 * them all on any write: what changed may be nested anywhere).
 */
import type { Identifier, RaRecord } from 'react-admin';

export class KnownRecords {
    private readonly byResource = new Map<string, Map<string, { record: RaRecord; at: number }>>();
    /** Reads of a resource's lists in flight: a lookup waits for them (the choices and the value are asked together). */
    private readonly reading = new Map<string, Set<Promise<unknown>>>();

    constructor(
        private readonly freshMs: number,
        private readonly now: () => number = () => Date.now()
    ) {}

    remember(resource: string, records: readonly RaRecord[]): void {
        let known = this.byResource.get(resource);
        if (!known) this.byResource.set(resource, (known = new Map()));
        const at = this.now();
        for (const record of records) if (record && record.id != null) known.set(String(record.id), { record, at });
    }

    /** Every record of `ids`, if each was read within freshMs; else undefined (they are to be read). */
    find(resource: string, ids: readonly Identifier[]): RaRecord[] | undefined {
        const known = this.byResource.get(resource);
        if (!known) return undefined;
        const oldest = this.now() - this.freshMs;
        const found: RaRecord[] = [];
        for (const id of ids) {
            const entry = known.get(String(id));
            if (!entry || entry.at < oldest) return undefined;
            found.push(entry.record);
        }
        return found;
    }

    forgetAll(): void {
        this.byResource.clear();
    }

    /** `read` (a list of `resource`) as in flight until it settles. */
    track<T>(resource: string, read: Promise<T>): Promise<T> {
        let set = this.reading.get(resource);
        if (!set) this.reading.set(resource, (set = new Set()));
        set.add(read);
        const done = () => set.delete(read);
        read.then(done, done);
        return read;
    }

    /** Settles once the reads of `resource` in flight now have (answered or not). */
    async settled(resource: string): Promise<void> {
        const set = this.reading.get(resource);
        if (set?.size) await Promise.allSettled([...set]);
    }
}
