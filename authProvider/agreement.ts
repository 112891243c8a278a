/**
 * Spec §2 /service-agreement: a supplier partner who has not accepted the agreement in force is
 * sent there on sign-in, every sign-in until it is accepted, and comes back to where it was going.
 */
import { CAPABILITIES, callOffered } from '../resources/capabilities';
import { serviceAgreement } from '../resources/operations/partner';
import { operationPath } from '../resources/operations/define';
import { hasAccess } from '../resources/permissions';
import type { AuthState } from './state';

export const AGREEMENT_PATH = '/service-agreement';

/** Where sign-in lands: `next`, or first the agreement (returning to `next`) while it is not accepted. */
export function landingAfterSignIn(next: string, mustAccept: boolean): string {
    if (!mustAccept || next.startsWith(AGREEMENT_PATH)) return next;
    return `${AGREEMENT_PATH}?next=${encodeURIComponent(next)}`;
}

/**
 * Whether this user still has to accept: a supplier partner whose supplier has not. A failed call never blocks
 * sign-in, and a server that cannot say (§7 has only the agreement's POST) is not asked: the page stays in the menu.
 */
export async function agreementPending(apiUrl: string, auth: AuthState): Promise<boolean> {
    const supplierId = auth.user?.supplier_id;
    if (!supplierId || !hasAccess(serviceAgreement.access, auth)) return false;
    if (!callOffered(serviceAgreement.spec, new Set(auth.capabilities ?? CAPABILITIES))) return false;
    const res = await fetch(`${apiUrl}/${operationPath(serviceAgreement, supplierId)}`, {
        headers: { Authorization: `Bearer ${auth.access_token}`, Accept: 'application/json' },
    }).catch(() => null);
    if (!res?.ok) return false;
    return !((await res.json()) as { accepted: unknown }).accepted;
}
