/**
 * The server's capabilities in the console (see resources/capabilities.ts): read once at sign-in
 * into the auth state, so a reload or a deep link knows them before the first screen renders. The
 * rules that use them are the model's (resources/offered.ts: `recordOffered`, `tabOffered`,
 * `offeredSub`, `partOffered`); this file says what the session's server offers.
 */
import { currentCapabilities } from '../../authProvider/capabilities';
import { callOffered, type CallSpec, type Capability } from '../../resources/capabilities';

export { currentCapabilities };

export const hasCapability = (capability: Capability): boolean => currentCapabilities().has(capability);

/** The same answer in a component (fixed for the session: capabilities change only with a new sign-in). */
export const useCapability = (capability: Capability): boolean => hasCapability(capability);

export const isOffered = (spec: CallSpec): boolean => callOffered(spec, currentCapabilities());
