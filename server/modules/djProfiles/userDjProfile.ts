/**
 * PATCH users/{id}/dj-profile/ (spec §7, declared in resources/operations/support.ts): a user's DJ
 * profile changed through the user (a store user, as on the user screen: the profile it names),
 * with the profile's own validation, history and If-Match.
 * There is no users resource yet; this is its only route so far.
 */
import { userDjProfile } from '../../../resources/operations/support';
import { stmt } from '../../db';
import { expectedVersion, parseId, presentOne } from '../../core/collection';
import { updateRecord } from '../../core/engine';
import { notFound } from '../../core/errors';
import type { ServerModule } from '../../core/module';
import { serve } from '../../core/operations';
import { readJson } from '../../core/validation';
import { djProfiles } from '.';
import { api } from '../../../resources/messages/api';

const djProfile = serve(userDjProfile, async ctx => {
    const p = ctx.get('principal');
    const db = ctx.get('db');
    const userId = parseId(ctx.req.param('id') ?? '');
    // The store's user (support/users: the user screen's record) names its DJ profile.
    const profile = stmt(db, 'SELECT dj_profile_id FROM customers WHERE id = ?').pluck().get(userId) as
        number | null | undefined;
    if (profile === undefined || profile === null) throw notFound(api.noDjProfile);
    const body = await readJson(ctx.req.raw);
    const version = expectedVersion(ctx.req.header('If-Match'));
    db.transaction(() => updateRecord(djProfiles, db, p, profile, body, version))();
    return ctx.json(presentOne(djProfiles, db, p, profile));
});

const module: ServerModule = { name: 'users', operations: [djProfile] };
export default module;
