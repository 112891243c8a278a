import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, type DataProvider } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { PackagingStepId } from '../../resources/packaging/package';
import { useDraftAutosave } from '../../src/pages/packaging/useDraftAutosave';

/** The draft API answers when the test lets it: each save waits for `answer()`. */
function draftApi() {
    const sent: unknown[] = [];
    const waiting: Array<() => void> = [];
    let saves = 0;
    const call = vi.fn((_op: unknown, _id: unknown, body: unknown) => {
        sent.push(body);
        return new Promise(resolve => {
            waiting.push(() => resolve({ id: 7, updated: `2026-11-29T10:00:0${++saves}Z` }));
        });
    });
    const provider = { call } as unknown as DataProvider;
    const answer = () => waiting.shift()!();
    return { provider, sent, answer };
}

function render(provider: DataProvider) {
    const wrapper = ({ children }: { children: ReactNode }) => {
        const form = useForm({ defaultValues: { release: { name: 'Night Drive' }, tracks: [] } });
        return (
            <CoreAdminContext dataProvider={provider}>
                <FormProvider {...form}>{children}</FormProvider>
            </CoreAdminContext>
        );
    };
    const draftId = { current: null as number | null };
    return renderHook(({ step }: { step: PackagingStepId }) => useDraftAutosave(step, draftId, false), {
        wrapper,
        initialProps: { step: 'release' as PackagingStepId },
    });
}

describe('the packaging draft’s autosave', () => {
    it('says "saved" only of what the form holds now, and saves a new step at once', async () => {
        const { provider, sent, answer } = draftApi();
        const hook = render(provider);
        await waitFor(() => expect(sent).toHaveLength(1), { timeout: 3000 });
        answer();
        await waitFor(() => expect(hook.result.current.state).toMatchObject({ kind: 'saved' }));

        // The person moves on to the next step: the earlier save no longer speaks for the form,
        // and the new step is sent without waiting for a pause in typing.
        hook.rerender({ step: 'tracks' });
        expect(hook.result.current.state.kind).not.toBe('saved');
        await waitFor(() => expect(sent).toHaveLength(2), { timeout: 300 });
        expect(sent[1]).toMatchObject({ data: { step: 'tracks' } });
        answer();
        await waitFor(() =>
            expect(hook.result.current.state).toMatchObject({ kind: 'saved', at: '2026-11-29T10:00:02Z' })
        );
    });
});
