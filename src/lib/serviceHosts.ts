/**
 * The services spec §7 puts on hosts of their own (the identity lookups, the deliveries inspector):
 * when the console was built without a service's host, its calls go to the main API, and one that
 * does not serve them answers a bare 404 "Not found.". That answer is said as what it means: which
 * setting is missing, not "Not found.".
 */
import { ApiError } from '../../dataProvider';
import { api } from '../../resources/messages/api';
import { fill, messages } from '../../resources/messages';
import { API_HOST_SETTINGS, config, type ApiHost } from '../config';

/** What to say for a failed call to `host`'s service, when it failed for want of the host's setting; null otherwise. */
export function hostMissing(
    host: ApiHost,
    error: unknown,
    hosts: Record<ApiHost, string> = config.apiHosts
): string | null {
    if (hosts[host] || !(error instanceof ApiError) || error.status !== 404) return null;
    // The API's own 404 for a record it lacks says what is missing; the bare answer is a path it does not serve.
    if (error.body?.detail !== undefined && error.body.detail !== api.notFound) return null;
    return fill(messages.capabilities.hostMissing, API_HOST_SETTINGS[host]);
}
