/**
 * How long the server makes a re-ingest wait after a change of its release (spec §8: "release
 * updated in the last 90 seconds"; the default). Env REINGEST_AFTER_MS shortens it for the browser
 * tests' server only: their console fast-forwards its own clock past the 90 seconds it announces
 * instead of waiting them out; the server tests prove the 90 seconds with this default.
 */
import { REINGEST_BLOCK_SECONDS } from '../../../resources/constants';

const SPEC_MS = REINGEST_BLOCK_SECONDS * 1000;

export function reingestAfterMs(env: Record<string, string | undefined> = process.env): number {
    const raw = env.REINGEST_AFTER_MS?.trim();
    const ms = Number(raw);
    return raw && Number.isFinite(ms) && ms >= 0 ? Math.min(ms, SPEC_MS) : SPEC_MS;
}

/**
 * The time the re-ingest rule is judged at: now, moved on by what the knob takes off the 90
 * seconds (the rule itself, shared with the console, counts the full 90 seconds).
 */
export const reingestRuleNow = (now = Date.now(), env: Record<string, string | undefined> = process.env) =>
    now + SPEC_MS - reingestAfterMs(env);
