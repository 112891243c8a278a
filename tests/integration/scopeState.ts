/** A signed-in state for screens rendered without the reference API: a stand-in token with this scope. */
import { reloadState } from '../../authProvider/state';

export function signInWithScope(scope: string) {
    localStorage.setItem(
        'state',
        JSON.stringify({
            auth: { access_token: 't', scope, feature: [], version: 1 },
            drawer: { open: true },
            preferences: { version: 2, user: null, items: {} },
        })
    );
    reloadState();
}
