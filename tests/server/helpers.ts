/** An in-process reference API over a fresh seeded SQLite file, and token helpers. */
import { PARTNER_TYPES, STAFF_ROLES } from '../../resources/permissions';
import { createApi } from '../../server/app';
import type { ApiProfile } from '../../server/core/profile';
import { openDatabase } from '../../server/store';
import { seededCopy } from '../support/seedTemplates';

/** The seeded demo accounts: the seven staff roles, the DJ-store admin, the four partner types. */
export const DEMO_ACCOUNTS = [...STAFF_ROLES, 'dj_store_admin', ...PARTNER_TYPES] as const;
export type Account = (typeof DEMO_ACCOUNTS)[number];

/** The seed's now the tests name days by (sales cover 2025); `now` gives another (the real clock's day). */
export const TEST_SEED_NOW = new Date('2026-01-01T00:00:00Z');

export function makeApi(
    tracks = 300,
    { now = TEST_SEED_NOW, profile = 'full' }: { now?: Date; profile?: ApiProfile } = {}
) {
    const { file, dir } = seededCopy(tracks, now);
    const db = openDatabase(file);
    const app = createApi(db, { profile });
    const tokens = new Map<string, string>();
    const request = async (path: string, init: RequestInit = {}): Promise<Response> =>
        app.request(`http://api.test${path}`, init);
    async function token(username: string): Promise<string> {
        const cached = tokens.get(username);
        if (cached) return cached;
        const res = await request('/v4/auth/o/token/', {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
                grant_type: 'password',
                username,
                password: 'console-demo',
                client_id: 'test',
            }).toString(),
        });
        if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
        const { access_token } = (await res.json()) as { access_token: string };
        tokens.set(username, access_token);
        return access_token;
    }
    async function as(username: string, path: string, init: RequestInit & { json?: unknown } = {}) {
        const { json, ...rest } = init;
        const headers = new Headers(rest.headers);
        headers.set('Authorization', `Bearer ${await token(username)}`);
        if (json !== undefined) headers.set('Content-Type', 'application/json');
        return request(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
    }
    return { db, app, request, token, as, dir };
}
