import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, useDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../dataProvider';
import { listSavedViews } from '../../resources/operations/csvImport';
import { isSignedOutAnswer, useConsoleDataProvider } from '../../src/lib/useConsoleDataProvider';

/** A server that has revoked the token: every call is a 401, and the auth provider signs out. */
const provider = { call: () => Promise.reject(new ApiError('Invalid token.', 401, {})) } as unknown as DataProvider;
const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.reject({ logoutUser: false, redirectTo: '/logout', message: false }),
    getPermissions: () => Promise.resolve([]),
};
const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={provider} authProvider={authProvider}>
        {children}
    </CoreAdminContext>
);

describe('a call whose 401 signs the person out', () => {
    // react-admin logs each failed call in development.
    beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

    it("react-admin's hook answers it as if the API had said {data: {}}", async () => {
        const { result } = renderHook(() => useDataProvider(), { wrapper });
        const answer = await result.current.call(listSavedViews);
        expect(isSignedOutAnswer(answer)).toBe(true);
    });

    it("the console's hook keeps it a failure, in words, so no screen reads {data: {}} as a list", async () => {
        const { result } = renderHook(() => useConsoleDataProvider(), { wrapper });
        const failure = await result.current.call(listSavedViews).catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 401, message: 'Your session has ended. Sign in again to carry on.' });
    });

    it('a real answer goes through untouched', () => {
        expect(isSignedOutAnswer({ count: 0, results: [] })).toBe(false);
        expect(isSignedOutAnswer({ data: { id: 1 } })).toBe(false);
        expect(isSignedOutAnswer(null)).toBe(false);
    });
});
