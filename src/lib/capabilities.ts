/**
 * The server's capabilities in the console (see resources/capabilities.ts): read once at sign-in
 * into the auth state, so a reload or a deep link knows them before the first screen renders.
 */
import { getAuth } from '../../authProvider/state';
import { CAPABILITIES, callOffered, type CallSpec, type Capability } from '../../resources/capabilities';

/** What this session's server offers; a state stored before capabilities were read assumes the full reference server. */
export const currentCapabilities = (): ReadonlySet<string> => new Set(getAuth().capabilities ?? CAPABILITIES);

export const hasCapability = (capability: Capability): boolean => currentCapabilities().has(capability);

/** The same answer in a component (fixed for the session: capabilities change only with a new sign-in). */
export const useCapability = (capability: Capability): boolean => hasCapability(capability);

export const isOffered = (spec: CallSpec): boolean => callOffered(spec, currentCapabilities());
