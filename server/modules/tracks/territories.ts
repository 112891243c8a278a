/**
 * A track's territories (declared in resources/operations/territories.ts): the list of one
 * commercial model read and replaced whole, and one set of times put on many territories at once.
 */
import { z } from 'zod';
import { COMMERCIAL_MODELS } from '../../../resources/constants';
import { messages } from '../../../resources/messages';
import { saveTrackTerritories, trackCountryTimes, trackTerritories } from '../../../resources/operations/territories';
import { territoryErrors } from '../../../resources/rules';
import { stmt } from '../../db';
import { visibleParent } from '../../core/collection';
import { badRequest } from '../../core/errors';
import { diff, recordHistory } from '../../core/history';
import { serve } from '../../core/operations';
import { pagedAnswer } from '../../core/paging';
import type { Row } from '../../core/rows';
import { parseBody, readJson } from '../../core/validation';
import { tracks } from '../../core/catalog/tracks';
import { applyCountryTimes, iso, readCountryTimes } from '../../core/catalog/countryTimes';
import { regionalSummary } from '../../../resources/regions';
import { trackRegionalSummary } from '../../../resources/operations/catalog';

/** `?commercial_model_type=`: 1 download (the default) or 2 streaming; territory times are kept per model. */
export function commercialModel(query: string | undefined): number {
    if (query === undefined || query === '') return COMMERCIAL_MODELS[0].id;
    const model = COMMERCIAL_MODELS.find(m => String(m.id) === query);
    if (!model) throw badRequest(messages.validation.commercialModel);
    return model.id;
}

const read = serve(trackTerritories, ctx => {
    const { id } = visibleParent(ctx, tracks);
    const model = commercialModel(ctx.req.query('commercial_model_type'));
    const rows = stmt(
        ctx.get('db'),
        `SELECT tt.*, a.name AS country_name FROM track_territories tt
             LEFT JOIN aux a ON a.list = 'countries' AND a.id = tt.country_id
             WHERE track_id = ? AND commercial_model_type = ? ORDER BY a.name`
    ).all(id, model) as Row[];
    return pagedAnswer(
        ctx,
        rows.map(r => ({ ...r, id: r.country_id }))
    );
});

const territoryList = z
    .array(
        z.object({
            country_id: z.number().int().positive(),
            publish_time: iso,
            pre_order_time: iso.nullable().optional(),
            takedown_time: iso.nullable().optional(),
        })
    )
    .max(300);

const save = serve(saveTrackTerritories, async ctx => {
    const { id, p } = visibleParent(ctx, tracks, true);
    const model = commercialModel(ctx.req.query('commercial_model_type'));
    const db = ctx.get('db');
    const items = parseBody(territoryList, await readJson(ctx.req.raw));
    for (const item of items) {
        const errors = territoryErrors(item);
        const first = Object.values(errors)[0];
        if (first) throw badRequest(first, errors);
        if (!stmt(db, "SELECT 1 FROM aux WHERE list = 'countries' AND id = ?").get(item.country_id)) {
            throw badRequest(messages.validation.territoryRequired, {
                country_id: messages.validation.territoryRequired,
            });
        }
    }
    const territories = () =>
        stmt(
            db,
            'SELECT country_id, publish_time, pre_order_time, takedown_time FROM track_territories WHERE track_id = ? AND commercial_model_type = ? ORDER BY country_id'
        ).all(id, model);
    db.transaction(() => {
        const before = territories();
        stmt(db, 'DELETE FROM track_territories WHERE track_id = ? AND commercial_model_type = ?').run(id, model);
        const ins = stmt(
            db,
            'INSERT INTO track_territories (track_id, commercial_model_type, country_id, publish_time, pre_order_time, takedown_time) VALUES (?, ?, ?, ?, ?, ?)'
        );
        for (const i of items)
            ins.run(id, model, i.country_id, i.publish_time, i.pre_order_time ?? null, i.takedown_time ?? null);
        recordHistory(
            db,
            p,
            tracks.def.name,
            id,
            'territories',
            diff({ territories: before }, { territories: territories() })
        );
    })();
    return ctx.json(items);
});

const times = serve(trackCountryTimes, async ctx => {
    const { id, p } = visibleParent(ctx, tracks, true);
    const body = await readCountryTimes(ctx);
    return ctx.json(applyCountryTimes(ctx.get('db'), p, { resource: tracks.def.name, id }, [id], body));
});

/** Where a track may be sold, by region. */
const summary = serve(trackRegionalSummary, ctx => {
    const { id } = visibleParent(ctx, tracks);
    const db = ctx.get('db');
    const countries = stmt(db, "SELECT id, name FROM aux WHERE list = 'countries' ORDER BY id").all() as {
        id: number;
        name: string;
    }[];
    const allowed = stmt(db, 'SELECT country_id FROM track_countries_allowed WHERE track_id = ?').pluck().all(id);
    return ctx.json({ results: regionalSummary(countries, allowed as number[]) });
});

export const territoryOperations = [read, save, times, summary];
