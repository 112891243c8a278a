/**
 * The identity service's accounts (spec §7: "identities from a separate identity host"), served
 * here under /v4/identity/ so the console shows a user's sign-in account beside the store's user.
 * Read by the staff who read users; worked out from the customer it belongs to.
 */
import { stmt } from '../../db';
import { parseId } from '../../core/collection';
import { notFound } from '../../core/errors';
import type { ServerModule } from '../../core/module';
import type { Row } from '../../core/rows';
import { api } from '../../../resources/messages/api';
import { serve } from '../../core/operations';
import { identityAccount } from '../../../resources/operations/support';

const PROVIDERS = ['password', 'google', 'apple', 'facebook'];

const account = serve(identityAccount, ctx => {
    const personId = parseId(ctx.req.param('personId') ?? '');
    const row = stmt(
        ctx.get('db'),
        'SELECT id, email, email_verified, created_date, last_login, person_id FROM customers WHERE person_id = ?'
    ).get(personId) as Row | undefined;
    if (!row) throw notFound(api.noIdentity);
    const n = Number(row.id);
    return ctx.json({
        person_id: row.person_id,
        email: row.email,
        // Cleared when support changes the email (users.ts), until the customer verifies the new one.
        email_verified: row.email_verified === 1,
        status: n % 19 === 0 ? 'locked' : 'active',
        providers: PROVIDERS.filter((_, i) => i === 0 || n % (i + 2) === 0),
        created: row.created_date,
        last_sign_in: row.last_login,
    });
});

const module: ServerModule = { name: 'identity', operations: [account] };
export default module;
