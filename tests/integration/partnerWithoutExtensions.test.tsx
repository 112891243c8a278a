/**
 * The partner pages on a server without their reference-server calls (the store's §7 API): each says
 * the feature is not available, never "Not found.", and offers no form whose message could not be sent.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { offerOnly, withoutCalls } from './capabilitySession';
import { renderAt, signIn, useApi } from './harness';

const PARTNER_CALLS = [
    'GET partner-resources/',
    'GET support/tickets/',
    'POST support/tickets/',
    'GET catalog/suppliers/:id/service-agreement/',
];

describe('partner pages without their calls', () => {
    const { api, server } = useApi(20);

    for (const [path, title] of [
        ['/resources', 'Resources'],
        ['/service-agreement', 'Service Agreement'],
    ] as const)
        it(`${path} says the feature is not available on this server`, async () => {
            await signIn(api, 'supplier');
            offerOnly([]);
            const asked = withoutCalls(server, PARTNER_CALLS);
            renderAt(path);
            const section = await screen.findByRole('region', { name: title }, { timeout: 30_000 });
            expect(within(section).getByText(messages.offered.notOffered)).toBeInTheDocument();
            expect(screen.queryByText(/Not found/)).not.toBeInTheDocument();
            expect(asked).toEqual([]);
        }, 90_000);

    it('the support section offers no message form it could not send', async () => {
        await signIn(api, 'supplier');
        offerOnly([]);
        const asked = withoutCalls(server, PARTNER_CALLS);
        renderAt('/support');
        const section = await screen.findByRole('region', { name: 'Contact support' }, { timeout: 30_000 });
        expect(within(section).getByText(messages.offered.notOffered)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
        expect(asked).toEqual([]);
    }, 90_000);

    it('with the calls offered, the resources are listed as before', async () => {
        await signIn(api, 'supplier');
        renderAt('/resources');
        expect(await screen.findByRole('heading', { name: 'Guides' }, { timeout: 30_000 })).toBeInTheDocument();
        expect(await screen.findAllByRole('button', { name: /^Download / }, { timeout: 30_000 })).not.toHaveLength(0);
    }, 90_000);
});
