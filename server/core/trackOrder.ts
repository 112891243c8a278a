/**
 * Ordered track lists (a release's tracks, a chart's): a body of `{id, track_position}` entries
 * numbered 1..n, written with the before → after order in the owner's history, in one transaction.
 */
import { z } from 'zod';
import { consecutiveOrder } from '../../resources/rules';
import type { DB } from '../db';
import type { Principal } from './access';
import { badRequest } from './errors';
import { diff, recordHistory } from './history';
import { parseBody } from './validation';
import { api } from '../../resources/messages/api';
import { fill } from '../../resources/messages/fill';

export type OrderEntry = { id: number; track_position: number };

export interface TrackOrder {
    /** The owner's resource (`catalog/releases`), for its history. */
    resource: string;
    /** What the owner is called in messages (`release`). */
    noun: string;
    /** The owner's track ids in order. */
    read: (db: DB, ownerId: number) => number[];
    /** Stores the entries' positions (the ids are checked already). */
    write: (db: DB, ownerId: number, entries: OrderEntry[]) => void;
    /** Whether an order may leave tracks out or add new ones (a chart's), or must renumber the same ones. */
    replaces?: boolean;
}

const entry = z.object({ id: z.number().int().positive(), track_position: z.number().int().positive() });

/** The body checked: known tracks, and positions 1..n each once. */
export function parseOrder(db: DB, order: TrackOrder, ownerId: number, raw: unknown): OrderEntry[] {
    const entries = parseBody(
        z
            .array(entry)
            .min(order.replaces ? 0 : 1)
            .max(500),
        raw
    );
    const allowed = order.replaces ? existingTracks(db, entries) : new Set(order.read(db, ownerId));
    const unknown = entries.find(e => !allowed.has(e.id));
    if (unknown) {
        throw badRequest(
            order.replaces
                ? fill(api.unknownTrack, { id: unknown.id })
                : fill(api.trackNotInOrder, { noun: order.noun })
        );
    }
    if (!consecutiveOrder(entries) || (!order.replaces && entries.length !== allowed.size)) {
        throw badRequest(fill(api.trackPositions, { noun: order.noun }));
    }
    return entries;
}

function existingTracks(db: DB, entries: OrderEntry[]): Set<number> {
    if (!entries.length) return new Set();
    const ids = db
        .prepare(`SELECT id FROM tracks WHERE id IN (${entries.map(() => '?').join(',')})`)
        .pluck()
        .all(...entries.map(e => e.id)) as number[];
    return new Set(ids);
}

/** Writes the new order and records it in the owner's history, in one transaction. */
export function applyOrder(db: DB, p: Principal, order: TrackOrder, ownerId: number, entries: OrderEntry[]): void {
    db.transaction(() => {
        const before = order.read(db, ownerId);
        order.write(db, ownerId, entries);
        const after = order.read(db, ownerId);
        const changes = diff({ track_order: before }, { track_order: after });
        recordHistory(db, p, order.resource, ownerId, orderAction(before, after), changes);
    })();
}

/**
 * What an order change did, as its history entry is titled: `renumber` for the same tracks moved,
 * else the tracks added and removed by id (`removed track 2933`, `added tracks 12, 14 and removed track 9`),
 * so that a chart's removal is not read as a renumbering (walk 53).
 */
export function orderAction(before: readonly number[], after: readonly number[]): string {
    const added = after.filter(id => !before.includes(id));
    const removed = before.filter(id => !after.includes(id));
    const part = (verb: string, ids: number[]) =>
        ids.length ? [`${verb} ${ids.length === 1 ? 'track' : 'tracks'} ${ids.join(', ')}`] : [];
    const parts = [...part('added', added), ...part('removed', removed)];
    return parts.length ? parts.join(' and ') : 'renumber';
}
