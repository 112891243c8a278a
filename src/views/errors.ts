import { useTranslate } from 'react-admin';
import type { ResourceDef } from '../../resources/schema';
import { fill, messages } from '../../resources/messages';
import { ApiError } from '../../dataProvider/errors';

/** 'Error during {resource} create/update: {error}' for a failed save of `def`, with `why` it failed. */
export function useSaveErrorText(def: ResourceDef): (why: string) => string {
    const translate = useTranslate();
    const resource = def.errorNoun ?? translate(`resources.${def.name}.name`, { smart_count: 1 }).toLowerCase();
    return why => fill(messages.errors.createUpdate, { resource, error: why });
}

/**
 * The most helpful text of an error: the server's detail where it gave one; an API answer without
 * one says §8's 'Action could not be performed' (not a bare status text); other errors (a job's
 * timeout, the network) their own message.
 */
export function errorDetail(e: unknown): string {
    if (e && typeof e === 'object') {
        const body = (e as { body?: { detail?: unknown } }).body;
        if (body && typeof body.detail === 'string' && body.detail.trim()) return body.detail;
        if (e instanceof ApiError) return messages.errors.actionFailed;
        if ('message' in e && typeof (e as Error).message === 'string') return (e as Error).message;
    }
    return String(e);
}
