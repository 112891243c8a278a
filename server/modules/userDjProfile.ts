/**
 * PATCH users/{id}/dj-profile/ (spec §7): a user's DJ profile changed through the user, by the
 * staff who manage users (§6) and may change a DJ-store record. There is no users resource yet; this is its only route so far.
 */
import { Hono } from 'hono';
import { P } from '../../resources/permissions';
import { stmt } from '../db';
import { requireAccess } from '../core/access';
import { expectedVersion, parseId, presentOne } from '../core/collection';
import { updateRecord } from '../core/engine';
import type { Env } from '../core/env';
import { notFound } from '../core/errors';
import type { ServerModule } from '../core/module';
import { readJson } from '../core/validation';
import { djProfiles } from './djProfiles';
import { api } from '../../resources/messages/api';

const routes = new Hono<Env>();
routes.patch('/:id/dj-profile/', async ctx => {
    const p = ctx.get('principal');
    requireAccess(p, P.USERS);
    requireAccess(p, djProfiles.def.access);
    // A DJ profile is a DJ-store record: changed through a user by admin, content_ops or support,
    // or by a user manager of the second brand (§6's "admin, content_ops, support or the second brand").
    requireAccess(p, P.ADMIN_CONTENT_OPS_SUPPORT_OR_SECOND_BRAND);
    const db = ctx.get('db');
    const userId = parseId(ctx.req.param('id'));
    const profile = stmt(db, 'SELECT id FROM dj_profiles WHERE user_id = ?').pluck().get(userId) as number | undefined;
    if (profile === undefined) throw notFound(api.noDjProfile);
    const body = await readJson(ctx.req.raw);
    const version = expectedVersion(ctx.req.header('If-Match'));
    db.transaction(() => updateRecord(djProfiles, db, p, profile, body, version))();
    return ctx.json(presentOne(djProfiles, db, p, profile));
});

const module: ServerModule = { name: 'users', routes };
export default module;
