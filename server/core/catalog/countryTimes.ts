/**
 * `PUT countries-times/update` on a track (server/modules/tracks/territories.ts) or a release: one set of times (publish, pre-order,
 * takedown) of one commercial model (download by default) for many territories at once — the given countries, or every territory the track
 * already has — checked by the territory rules, in one transaction, in the record's history. Below the
 * modules: the tracks and the releases modules both serve it.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { COMMERCIAL_MODELS } from '../../../resources/constants';
import { messages } from '../../../resources/messages';
import { territoryErrors } from '../../../resources/rules';
import { stmt, type DB } from '../../db';
import type { Principal } from '../access';
import type { Env } from '../env';
import { badRequest } from '../errors';
import { recordHistory } from '../history';
import { parseBody, readJson } from '../validation';
import { api } from '../../../resources/messages/api';

/** A time with its offset, as every territory time is sent. */
export const iso = z.iso.datetime({ offset: true, error: api.isoTime });

const body = z.object({
    publish_time: iso,
    pre_order_time: iso.nullable().optional(),
    takedown_time: iso.nullable().optional(),
    country_ids: z.array(z.number().int().positive()).min(1).max(300).optional(),
    commercial_model_type: z.union(COMMERCIAL_MODELS.map(m => z.literal(m.id))).optional(),
});
type Times = z.infer<typeof body>;

/** Reads and checks the body: the territory rules, and countries of the reference list. */
export async function readCountryTimes(ctx: Context<Env>): Promise<Times> {
    const times = parseBody(body, await readJson(ctx.req.raw));
    const errors = territoryErrors({ ...times, country_id: 0 });
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);
    for (const id of times.country_ids ?? []) {
        if (!stmt(ctx.get('db'), "SELECT 1 FROM aux WHERE list = 'countries' AND id = ?").get(id)) {
            throw badRequest(messages.validation.territoryRequired, {
                country_ids: messages.validation.territoryRequired,
            });
        }
    }
    return times;
}

/** Applies the times to the tracks' territories; answers how many territories changed. */
export function applyCountryTimes(
    db: DB,
    p: Principal,
    record: { resource: string; id: number },
    trackIds: number[],
    times: Times
): { tracks: number; territories: number } {
    return db.transaction(() => {
        let territories = 0;
        const upsert = stmt(
            db,
            `INSERT INTO track_territories (track_id, commercial_model_type, country_id, publish_time, pre_order_time, takedown_time)
             VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (track_id, commercial_model_type, country_id) DO UPDATE SET publish_time = excluded.publish_time,
             pre_order_time = excluded.pre_order_time, takedown_time = excluded.takedown_time`
        );
        const model = times.commercial_model_type ?? COMMERCIAL_MODELS[0].id;
        const existing = stmt(
            db,
            'SELECT country_id FROM track_territories WHERE track_id = ? AND commercial_model_type = ?'
        ).pluck();
        for (const trackId of trackIds) {
            const countries = times.country_ids ?? (existing.all(trackId, model) as number[]);
            for (const country of countries) {
                upsert.run(
                    trackId,
                    model,
                    country,
                    times.publish_time,
                    times.pre_order_time ?? null,
                    times.takedown_time ?? null
                );
                territories++;
            }
        }
        recordHistory(db, p, record.resource, record.id, 'country times', {
            country_times: { before: null, after: { ...times, territories } },
        });
        return { tracks: trackIds.length, territories };
    })();
}
