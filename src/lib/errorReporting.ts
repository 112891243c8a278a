/**
 * Error reporting through @sentry/react, loaded on demand so that the login route stays small.
 * Off when no DSN is configured. Never shows stack traces to users.
 */
import { config } from '../config';
import { BREADCRUMB_CAP } from '../../resources/constants';

let sentry: Promise<typeof import('@sentry/react') | null> | null = null;

function load() {
    if (!config.sentryDsn) return Promise.resolve(null);
    sentry ??= import('@sentry/react').then(S => {
        S.init({
            dsn: config.sentryDsn,
            environment: 'production',
            maxBreadcrumbs: BREADCRUMB_CAP,
            attachStacktrace: true,
        });
        return S;
    });
    return sentry;
}

/** Reports an error; silent for the user, and never throws itself. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
    load()
        .then(S => S?.captureException(error, context ? { extra: context } : undefined))
        .catch(() => undefined);
    if (import.meta.env.DEV && import.meta.env.MODE !== 'test') console.error(error);
}

export function initErrorReporting(): void {
    void load();
}
