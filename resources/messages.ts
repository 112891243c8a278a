import { app } from './messages/app';
import { auth } from './messages/auth';
import { errors } from './messages/errors';
import { confirm } from './messages/confirm';
import { search } from './messages/search';
import { lists } from './messages/lists';
import { hints } from './messages/hints';
import { conflict } from './messages/conflict';
import { session } from './messages/session';
import { deliveryStatus } from './messages/deliveryStatus';
import { secret } from './messages/secret';
import { live } from './messages/live';
import { orders } from './messages/orders';
import { dashboard } from './messages/dashboard';
import { sales } from './messages/sales';
import { history } from './messages/history';
import { curation } from './messages/curation';
import { ingestion } from './messages/ingestion';
import { player } from './messages/player';
import { musicProfile } from './messages/musicProfile';
import { packaging } from './messages/packaging';
import { partner } from './messages/partner';
import { validation } from './messages/validation';
import { support } from './messages/support';
import { viewAs } from './messages/viewAs';
import { bulkEdit } from './messages/bulkEdit';

/**
 * Every user-visible message of the spec (§5, §8, §9), verbatim, in one typed catalogue.
 * Each section is a module of its own under ./messages/, so that a screen can load only its
 * own messages (the login page: `app` and `auth`); this module gathers them for everything else.
 * Placeholders use `{name}` as the spec writes them; fill them with `fill()`.
 */
export const messages = {
    app,
    auth,
    errors,
    confirm,
    search,
    lists,
    hints,
    conflict,
    session,
    deliveryStatus,
    secret,
    live,
    orders,
    dashboard,
    sales,
    history,
    curation,
    ingestion,
    player,
    musicProfile,
    packaging,
    partner,
    validation,
    support,
    viewAs,
    bulkEdit,
} as const;

export { BRAND_NAMES } from './messages/app';
export { fill } from './messages/fill';
