import { allowedNow } from '../../authProvider';
import { P } from '../../resources/permissions';
import { currentCapabilities } from '../lib/capabilities';

/** Whether this user reads a record's History (and reverts from it): staff, where the server keeps one. */
export const historyOfferedNow = (offered: ReadonlySet<string> = currentCapabilities()) =>
    allowedNow(P.STAFF) && offered.has('history');
