/** Console configuration, from Vite env at build time (see README). */
import type { BrandId } from '../resources/permissions';

export interface ConsoleConfig {
    /** Base URL of the v4 API, without a trailing slash. */
    apiUrl: string;
    /** Empty: error reporting off. */
    sentryDsn: string;
    defaultBrand: BrandId;
    supportEmail: string;
    clientId: string;
}

const env = import.meta.env;
export const config: ConsoleConfig = {
    apiUrl: (env.VITE_API_URL || '/v4').replace(/\/+$/, ''),
    sentryDsn: env.VITE_SENTRY_DSN || '',
    defaultBrand: env.VITE_BRAND === 'dj' ? 'dj' : 'download',
    supportEmail: env.VITE_SUPPORT_EMAIL || 'support@example.com',
    clientId: env.VITE_CLIENT_ID || 'store-console',
};
