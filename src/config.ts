/** Console configuration, from Vite env at build time (see README). */
import { BRAND_NAMES } from '../resources/messages/app';
import { JOB_TIMEOUT_MS } from '../resources/constants';
import type { BrandId } from '../resources/permissions';

/**
 * The services spec §7 puts on hosts of their own, each with the build setting that names its host
 * (README "Configuration") and what a person calls it.
 */
export const API_HOST_SETTINGS = {
    identity: { setting: 'VITE_IDENTITY_API_URL', service: 'identity service (a user’s sign-in account)' },
    inspector: { setting: 'VITE_INSPECTOR_API_URL', service: 'deliveries inspector service' },
} as const;
export type ApiHost = keyof typeof API_HOST_SETTINGS;

export interface ConsoleConfig {
    /** Base URL of the v4 API, without a trailing slash. */
    apiUrl: string;
    /**
     * Services the spec puts on hosts of their own (§7: the identity lookups, the deliveries
     * inspector): the base URL that replaces `apiUrl` for paths under `identity/` and `inspector/`;
     * empty: the main API serves them.
     */
    apiHosts: Record<ApiHost, string>;
    /** Empty: error reporting off. */
    sentryDsn: string;
    defaultBrand: BrandId;
    supportEmail: string;
    clientId: string;
    /** Where usage analytics are posted; empty: analytics off. */
    analyticsUrl: string;
    /** External tools staff open from the console (spec §7: the cloud storage bucket browser is linked); empty: no link. */
    links: ExternalLinks;
    /** The track player's needle-drop and advanced modes: off (spec §9). */
    player: { needleDrop: boolean; advanced: boolean };
    /** The external store sites (spec §2: links to them exist), by brand. */
    storeSites: { id: BrandId; label: string; url: string }[];
    /** The external identity account page (spec §2), where a user changes their sign-in details. */
    identityAccountUrl: string;
    /** How long a long job is polled before 'Request Timed Out' (spec §4: 120 000 ms). */
    jobTimeoutMs: number;
}

export interface ExternalLinks {
    /** The cloud storage bucket browser, at the bucket's root; a path below it opens one folder. */
    bucketBrowser: string;
    /** The separate identity host (accounts, sign-in) staff manage users on. */
    identity: string;
}

/**
 * Settings a page may give before the console loads (`window.CONSOLE_CONFIG`, e.g. from a deployment's
 * config script or a browser test's init script); only the keys named here, and only of their type.
 */
const RUNTIME_KEYS = ['jobTimeoutMs'] as const;
function runtimeOverrides(): Partial<Pick<ConsoleConfig, (typeof RUNTIME_KEYS)[number]>> {
    const given = (globalThis as { CONSOLE_CONFIG?: Record<string, unknown> }).CONSOLE_CONFIG ?? {};
    const out: Partial<Pick<ConsoleConfig, (typeof RUNTIME_KEYS)[number]>> = {};
    for (const key of RUNTIME_KEYS) {
        const v = given[key];
        if (typeof v === 'number' && Number.isFinite(v) && v > 0) out[key] = v;
    }
    return out;
}

const env = import.meta.env;
export const config: ConsoleConfig = {
    apiUrl: (env.VITE_API_URL || '/v4').replace(/\/+$/, ''),
    apiHosts: {
        identity: (env.VITE_IDENTITY_API_URL || '').replace(/\/+$/, ''),
        inspector: (env.VITE_INSPECTOR_API_URL || '').replace(/\/+$/, ''),
    },
    sentryDsn: env.VITE_SENTRY_DSN || '',
    defaultBrand: env.VITE_BRAND === 'dj' ? 'dj' : 'download',
    supportEmail: env.VITE_SUPPORT_EMAIL || 'support@example.com',
    clientId: env.VITE_CLIENT_ID || 'store-console',
    analyticsUrl: env.VITE_ANALYTICS_URL || '',
    links: {
        bucketBrowser: (env.VITE_BUCKET_BROWSER_URL || '').replace(/\/+$/, ''),
        identity: (env.VITE_IDENTITY_URL || '').replace(/\/+$/, ''),
    },
    player: { needleDrop: false, advanced: false },
    storeSites: [
        { id: 'download', label: BRAND_NAMES.download, url: env.VITE_STORE_URL || 'https://store.example.com/' },
        { id: 'dj', label: BRAND_NAMES.dj, url: env.VITE_DJ_STORE_URL || 'https://dj.example.com/' },
    ],
    identityAccountUrl: env.VITE_IDENTITY_ACCOUNT_URL || 'https://identity.example.com/account/',
    jobTimeoutMs: Number(env.VITE_JOB_TIMEOUT_MS) > 0 ? Number(env.VITE_JOB_TIMEOUT_MS) : JOB_TIMEOUT_MS,
    ...runtimeOverrides(),
};
