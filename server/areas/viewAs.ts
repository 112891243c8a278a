/**
 * View as (issue 30): an admin's request with `X-View-As: <user id>` is answered as that user
 * would be answered (their grants, tenancy, fields), never with their password or token; every
 * write is refused, and each session (who viewed as whom, when) is kept in an audit list.
 */
import type { Context } from 'hono';
import { fill, messages } from '../../resources/messages';
import { VIEW_AS, viewAsSessions, viewAsUsers, type ViewableUser } from '../../resources/operations/viewAs';
import { accessText } from '../../resources/permissions';
import { stmt, type DB } from '../db';
import { allowed, makePrincipal, type Principal } from '../core/access';
import { badRequest, forbidden } from '../core/errors';
import { requestHeader, type Env } from '../core/env';
import type { ServerModule } from '../core/module';
import { serve } from '../core/operations';
import { pagedAnswer } from '../core/paging';

/** A session stays one entry while the admin keeps viewing the same user (requests less than this apart). */
const SESSION_GAP_MS = 30 * 60 * 1000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type UserRow = Parameters<typeof makePrincipal>[0] & { first_name: string; last_name: string };

/** "label: Dream Records 1", "supplier: Acme Supplies", "Staff: Finance". */
function titleOf(db: DB, u: UserRow): string {
    const type = u.scope.match(/\buser:(supplier|label|artist|dj)\b/)?.[1];
    if (!type) return accessText(u.scope);
    const name =
        type === 'label' && u.label_id
            ? stmt(db, 'SELECT name FROM labels WHERE id = ?').pluck().get(u.label_id)
            : type === 'supplier' && u.supplier_id
              ? stmt(db, 'SELECT name FROM suppliers WHERE id = ?').pluck().get(u.supplier_id)
              : `${u.first_name} ${u.last_name}`;
    return `${type}: ${String(name ?? u.username)}`;
}

/** Records (or extends) the viewer's session with this user. */
function noteSession(db: DB, viewer: Principal, viewed: UserRow): void {
    const now = new Date();
    const last = stmt(
        db,
        'SELECT id, viewed_id, last_seen FROM view_as_sessions WHERE viewer_id = ? ORDER BY id DESC LIMIT 1'
    ).get(viewer.userId) as { id: number; viewed_id: number; last_seen: string } | undefined;
    if (last && last.viewed_id === viewed.id && now.getTime() - Date.parse(last.last_seen) < SESSION_GAP_MS) {
        stmt(db, 'UPDATE view_as_sessions SET last_seen = ? WHERE id = ?').run(now.toISOString(), last.id);
        return;
    }
    stmt(
        db,
        `INSERT INTO view_as_sessions (viewer_id, viewer, viewed_id, viewed, viewed_title, started, last_seen)
         VALUES (?, ?, ?, ?, ?, ?, ?)`
    ).run(
        viewer.userId,
        viewer.username,
        viewed.id,
        viewed.username,
        titleOf(db, viewed),
        now.toISOString(),
        now.toISOString()
    );
}

/**
 * The principal a request is answered as: the caller's own, or (with `X-View-As`, admins only,
 * reads only) the viewed user's. Called by the token check once the caller is known.
 */
export function viewAsPrincipal(ctx: Context<Env>, caller: Principal): Principal {
    const raw = requestHeader(ctx, 'x-view-as');
    if (raw === undefined) return caller;
    if (!allowed(caller, VIEW_AS)) throw forbidden(messages.viewAs.adminsOnly);
    if (!/^\d{1,12}$/.test(raw.trim())) throw badRequest(fill(messages.viewAs.noSuchUser, { id: raw.slice(0, 20) }));
    const db = ctx.get('db');
    const viewed = stmt(db, 'SELECT * FROM users WHERE id = ?').get(Number(raw)) as UserRow | undefined;
    if (!viewed) throw badRequest(fill(messages.viewAs.noSuchUser, { id: raw.trim() }));
    if (!READS.has(ctx.req.method)) throw forbidden(messages.viewAs.readOnly);
    noteSession(db, caller, viewed);
    return makePrincipal(viewed);
}

/** The audit table, and the two admin calls: whom one may view as, and who did. */
export const viewAsModule: ServerModule = {
    name: 'view-as',
    ddl: `CREATE TABLE IF NOT EXISTS view_as_sessions (id INTEGER PRIMARY KEY, viewer_id INTEGER NOT NULL,
  viewer TEXT NOT NULL, viewed_id INTEGER NOT NULL, viewed TEXT NOT NULL, viewed_title TEXT NOT NULL,
  started TEXT NOT NULL, last_seen TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS view_as_by_viewer ON view_as_sessions(viewer_id, id);`,
    operations: [
        serve(viewAsUsers, ctx => {
            const db = ctx.get('db');
            const me = ctx.get('principal').userId;
            const users = (stmt(db, 'SELECT * FROM users WHERE id != ? ORDER BY id').all(me) as UserRow[]).map(
                (u): ViewableUser => ({
                    id: u.id,
                    username: u.username,
                    name: `${u.first_name} ${u.last_name}`,
                    title: titleOf(db, u),
                })
            );
            return ctx.json({ results: users });
        }),
        serve(viewAsSessions, ctx =>
            pagedAnswer(
                ctx,
                stmt(
                    ctx.get('db'),
                    'SELECT id, viewer, viewed, viewed_title, started, last_seen FROM view_as_sessions ORDER BY id DESC'
                ).all()
            )
        ),
    ],
};
