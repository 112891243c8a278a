/**
 * Sales, statements and packaging on a server without the reference server's extensions (the store's
 * §7 API): a sales request needs a supplier, said plainly; statements pick the supplier from the §7
 * suppliers list; packaging says what it cannot send and keeps no drafts.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { offerOnly, withoutCalls } from './capabilitySession';
import { renderAt, signIn, useApi } from './harness';

describe('sales, statements and packaging without extensions', () => {
    const { api, server } = useApi(30);

    it('sales: no "All suppliers"; a request without a supplier is refused before it is sent', async () => {
        await signIn(api, 'finance');
        offerOnly([]);
        const asked = withoutCalls(server, ['POST sales/', 'POST sales-export/', 'ALL jobs/']);
        renderAt('/sales');
        const supplier = await screen.findByRole('combobox', { name: 'Supplier' }, { timeout: 30_000 });
        expect(screen.getByText(messages.sales.chooseSupplier)).toBeInTheDocument();
        await userEvent.click(supplier);
        const options = await screen.findAllByRole('option');
        expect(options.map(o => o.textContent)).not.toContain('All');
        await userEvent.keyboard('{Escape}');
        await userEvent.click(screen.getByRole('button', { name: messages.sales.request }));
        expect(await screen.findAllByText(messages.sales.chooseSupplier)).not.toHaveLength(0);
        expect(asked).toEqual([]);
    }, 90_000);

    it('sales: a label partner is told plainly that sales cannot be requested here', async () => {
        await signIn(api, 'label');
        offerOnly([]);
        renderAt('/sales');
        expect(await screen.findByText(messages.sales.noSupplierSales, {}, { timeout: 30_000 })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: messages.sales.request })).toBeDisabled();
        expect(screen.getByRole('button', { name: messages.sales.export })).toBeDisabled();
    }, 90_000);

    it('statements: the supplier is picked from the §7 suppliers list', async () => {
        await signIn(api, 'finance');
        offerOnly([]);
        const asked = withoutCalls(server, ['GET statements/suppliers/']);
        renderAt('/statements');
        const picker = await screen.findByRole('combobox', { name: 'Supplier' }, { timeout: 30_000 });
        const names = api.db.prepare('SELECT name FROM suppliers ORDER BY name, id').pluck().all() as string[];
        // None is chosen for them: a supplier picked at random could be read as the one meant.
        expect(screen.getByText(messages.sales.chooseStatementSupplier)).toBeInTheDocument();
        expect(screen.queryByRole('table', { name: 'Statements' })).toBeNull();
        await userEvent.click(picker);
        // Each option says what tells namesakes apart after the name.
        await userEvent.click(await screen.findByRole('option', { name: n => n.startsWith(`${names[1]},`) }));
        expect(await screen.findByRole('combobox', { name: 'Supplier' })).toHaveTextContent(names[1]);
        expect(await screen.findByRole('table', { name: 'Statements' }, { timeout: 10_000 })).toBeInTheDocument();
        expect(asked).toEqual([]);
    }, 90_000);

    it('statements: a label partner, whose supplier §7 cannot name, is told the page is not available here', async () => {
        await signIn(api, 'label');
        offerOnly([]);
        const asked = withoutCalls(server, ['GET statements/suppliers/', 'GET catalog/suppliers/']);
        renderAt('/statements');
        expect(await screen.findByText(messages.offered.notOffered, {}, { timeout: 30_000 })).toBeInTheDocument();
        expect(screen.queryByRole('combobox', { name: 'Supplier' })).toBeNull();
        expect(screen.queryByText('Not found.')).toBeNull();
        expect(asked).toEqual([]);
    }, 90_000);

    it('statements: a supplier partner reads its own, with nothing to pick', async () => {
        await signIn(api, 'supplier');
        offerOnly([]);
        const asked = withoutCalls(server, ['GET statements/suppliers/', 'GET catalog/suppliers/']);
        renderAt('/statements');
        expect(await screen.findByRole('table', { name: 'Statements' }, { timeout: 30_000 })).toBeInTheDocument();
        expect(screen.queryByRole('combobox', { name: 'Supplier' })).toBeNull();
        expect(asked).toEqual([]);
    }, 90_000);

    it('packaging: says which parts it cannot send, and asks for no drafts', async () => {
        await signIn(api, 'content_ops');
        offerOnly([]);
        const asked = withoutCalls(server, ['ALL packaging/drafts/', 'ALL packaging/drafts/:id/']);
        renderAt('/packaging');
        const title = await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 30_000 });
        expect(screen.getByText(messages.packaging.bySpecCalls)).toBeInTheDocument();
        await userEvent.type(title, 'Typed Here');
        await new Promise(resolve => setTimeout(resolve, 1500));
        expect(within(screen.getByRole('status')).queryByText(messages.packaging.draftSaving)).toBeNull();
        expect(title).toHaveValue('Typed Here');
        expect(asked).toEqual([]);
    }, 90_000);
});
