/**
 * A signed-in session on a server with only some of the reference server's extensions (or none:
 * the store's §7-only v4 API), and a proxy that answers the missing calls as such a server does.
 */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { reloadState } from '../../authProvider/state';
import { STATE_KEY } from '../../resources/constants';
import { API } from './harness';

/** The stored session (after signIn) now knows the server offers only `capabilities`. */
export function offerOnly(capabilities: readonly string[]): void {
    const state = JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}') as { auth: Record<string, unknown> };
    state.auth.capabilities = [...capabilities];
    localStorage.setItem(STATE_KEY, JSON.stringify(state));
    reloadState();
}

/** Every `METHOD path` (MSW patterns below the API) answers 404 "Not found." and is logged in `asked`. */
export function withoutCalls(server: SetupServer, calls: readonly string[]): string[] {
    const asked: string[] = [];
    server.use(
        ...calls.map(call => {
            const [method, path] = call.split(' ') as [string, string];
            const handler =
                method === 'ALL' ? http.all : http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'];
            return handler(`${API}/${path}`, ({ request }) => {
                asked.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
                return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
            });
        })
    );
    return asked;
}
