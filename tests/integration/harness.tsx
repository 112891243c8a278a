/**
 * Screens rendered with the console's real routes, against the reference API running in-process
 * behind MSW (requests to http://api.test/v4 are answered by the Hono app over a seeded SQLite).
 */
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ComponentType, ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { reloadState } from '../../authProvider/state';
import { userOf, type Introspection } from '../../authProvider/login';
import { routes } from '../../src/routes';
import { makeApi } from '../server/helpers';

export const API = 'http://api.test/v4';

export function useApi(tracks = 120) {
    const api = makeApi(tracks);
    const server = setupServer(http.all(`${API}/*`, ({ request }) => api.app.fetch(request)));
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterEach(() => server.resetHandlers());
    afterAll(() => server.close());
    return { api, server, http, HttpResponse };
}

/** Stores a real token for `username` as the console would after /auth/verify. */
export async function signIn(api: ReturnType<typeof makeApi>, username: string) {
    const token = await api.token(username);
    const info = (await (await api.as(username, '/v4/auth/o/introspect/')).json()) as Introspection;
    localStorage.setItem(
        'state',
        JSON.stringify({
            auth: {
                access_token: token,
                scope: info.scope,
                feature: info.feature,
                brand: info.brand,
                version: 1,
                // As sign-in stores it (a partner's supplier or label included).
                user: userOf(info),
            },
            drawer: { open: true },
            preferences: { version: 2, user: username, items: {} },
        })
    );
    reloadState();
}

/** The console at `path`; `wrapper` around it (e.g. `EveryStyle` for a test of layout). */
export function renderAt(path: string, { wrapper }: { wrapper?: ComponentType<{ children: ReactNode }> } = {}) {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    return { router, ...render(<RouterProvider router={router} />, { wrapper }) };
}
