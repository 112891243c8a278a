/** A service on a host of its own that the console was built without: its bare 404 says which setting is missing. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../dataProvider';
import { api } from '../../resources/messages/api';
import { messages } from '../../resources/messages';
import { hostMissing } from '../../src/lib/serviceHosts';

const none = { identity: '', inspector: '' };
const bare = new ApiError(api.notFound, 404, { detail: api.notFound });

describe('hostMissing', () => {
    it('names the missing setting for the main API’s bare 404 when no host is set', () => {
        const said = hostMissing('inspector', bare, none);
        expect(said).toContain('VITE_INSPECTOR_API_URL');
        expect(said).toContain('deliveries inspector service');
        expect(said).not.toContain(api.notFound);
        expect(hostMissing('identity', bare, none)).toContain('VITE_IDENTITY_API_URL');
        expect(hostMissing('identity', new ApiError('x', 404, null), none)).toContain('VITE_IDENTITY_API_URL');
    });

    it('says nothing of hosts when one is set, for a record the service lacks, or for other failures', () => {
        expect(hostMissing('identity', bare, { ...none, identity: 'https://id.example/v4' })).toBeNull();
        const noAccount = new ApiError(api.noIdentity, 404, { detail: api.noIdentity });
        expect(hostMissing('identity', noAccount, none)).toBeNull();
        expect(hostMissing('inspector', new ApiError('x', 500, { detail: 'x' }), none)).toBeNull();
        expect(hostMissing('inspector', new Error('offline'), none)).toBeNull();
        expect(hostMissing('inspector', null, none)).toBeNull();
        expect(messages.capabilities.hostMissing).toContain('{setting}');
    });
});
