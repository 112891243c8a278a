/** What the console offers on a server without an extension: the model's rules, decided once per capability. */
import { describe, expect, it, vi } from 'vitest';
import { accessFor } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { CAPABILITIES, ext } from '../../resources/capabilities';
import { findResource } from '../../resources';
import labelContracts from '../../resources/catalog/labelContracts';
import supplierBanking from '../../resources/catalog/supplierBanking';
import { fill, messages } from '../../resources/messages';
import { listJobs } from '../../resources/operations/jobs';
import { reencodeTrack } from '../../resources/operations/catalog';
import { P } from '../../resources/permissions';
import { type ResourceDef } from '../../resources/schema';
import { GENERIC_CALLS, offeredSub, partOffered, recordCall, recordOffered, tabOffered } from '../../resources/offered';

const FULL: ReadonlySet<string> = new Set(CAPABILITIES);
const SEVENTH: ReadonlySet<string> = new Set();
const def = (name: string) => findResource(name)!;
const tab = (resource: string, id: string) => def(resource).tabs.find(t => t.id === id)!;

describe('a resource’s calls', () => {
    it('list, read, update and bulk are §7’s generic calls unless declared; create and delete are extensions unless quoted', () => {
        const partners = def('catalog/link-partners');
        expect(recordCall(partners, 'list')).toBe(GENERIC_CALLS.list);
        expect(recordCall(partners, 'update')).toBe(GENERIC_CALLS.update);
        expect(recordCall(partners, 'create')).toEqual(ext('record-creation'));
        expect(recordCall(def('catalog/labels'), 'create')).toBe('Labels: GET list; GET/PATCH {id}; POST');
        expect(recordCall(def('catalog/labels'), 'delete')).toEqual(ext('record-deletion'));
        expect(recordCall(def('curation/page-modules'), 'delete')).toMatch(/DELETE module/);
    });

    it('a verb is offered by a §7 server only when §7 has it', () => {
        expect(recordOffered(def('catalog/link-partners'), 'create', SEVENTH)).toBe(false);
        expect(recordOffered(def('catalog/link-partners'), 'create', FULL)).toBe(true);
        expect(recordOffered(def('catalog/labels'), 'create', SEVENTH)).toBe(true);
        expect(recordOffered(def('catalog/link-partners'), 'list', SEVENTH)).toBe(true);
        const extensionList = { v4: { list: ext('dashboard') } } as Pick<ResourceDef, 'v4'>;
        expect(recordOffered(extensionList, 'list', SEVENTH)).toBe(false);
    });
});

describe('tabs and actions', () => {
    it('hides a tab whose call or whose every list is an extension the server lacks', () => {
        expect(tabOffered(tab('catalog/tracks', 'promo'), SEVENTH)).toBe(false);
        expect(tabOffered(tab('catalog/tracks', 'ugc-remixes'), SEVENTH)).toBe(false);
        expect(tabOffered(tab('catalog/suppliers', 'banking'), SEVENTH)).toBe(false);
        expect(tabOffered(tab('support/coupons', 'people'), SEVENTH)).toBe(false);
        expect(tabOffered(tab('curation/pages', 'modules'), SEVENTH)).toBe(false);
        for (const [resource, id] of [
            ['catalog/tracks', 'promo'],
            ['catalog/suppliers', 'banking'],
            ['support/coupons', 'people'],
        ])
            expect(tabOffered(tab(resource, id), FULL), `${resource} ${id}`).toBe(true);
        // §7 tabs stay.
        expect(tabOffered(tab('catalog/labels', 'contracts'), SEVENTH)).toBe(true);
        expect(tabOffered(tab('catalog/tracks', 'rights'), SEVENTH)).toBe(true);
        expect(tabOffered(tab('catalog/suppliers', 'contacts'), SEVENTH)).toBe(true);
    });

    it('an action is offered where its declared call is', () => {
        expect(partOffered({ operation: listJobs }, SEVENTH)).toBe(false);
        expect(partOffered({ operation: listJobs }, FULL)).toBe(true);
        expect(partOffered({ operation: reencodeTrack }, SEVENTH)).toBe(true);
        expect(partOffered({ v4: ext('track-extras') }, SEVENTH)).toBe(false);
    });
});

describe('sub-resource writes', () => {
    it('a write the server lacks is granted to nobody; the others keep their lists', () => {
        const contracts = offeredSub(labelContracts, SEVENTH);
        expect(contracts.deleteAccess).toBeUndefined();
        expect(contracts.createAccess).toBe(labelContracts.createAccess);
        expect(contracts.writeAccess).toBe(labelContracts.writeAccess);
        expect(labelContracts.deleteAccess).toBeDefined();
        expect(offeredSub(labelContracts, FULL)).toBe(labelContracts);
    });

    it('gives the same copy for the same capabilities (a view keeps its memos)', () => {
        expect(offeredSub(labelContracts, SEVENTH)).toBe(offeredSub(labelContracts, SEVENTH));
        const banking = offeredSub(supplierBanking, SEVENTH);
        expect([banking.createAccess, banking.writeAccess, banking.deleteAccess]).toEqual([
            undefined,
            undefined,
            undefined,
        ]);
    });
});

describe('react-admin’s access', () => {
    const lookup = (name: string) => findResource(name);
    it('create and delete are granted to nobody where the server lacks them', () => {
        expect(accessFor('catalog/link-partners', 'create', lookup, SEVENTH)).toEqual([]);
        expect(accessFor('catalog/link-partners', 'create', lookup, FULL)).toBe(
            def('catalog/link-partners').createAccess
        );
        expect(accessFor('catalog/labels', 'create', lookup, SEVENTH)).toBe(P.SUPPLIERS);
        expect(accessFor('catalog/publishers', 'delete', lookup, SEVENTH)).toBe(def('catalog/publishers').deleteAccess);
    });
});

describe('the data provider', () => {
    const ok = () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });

    it('refuses an extension the server lacks before sending it, in the catalogue’s words', async () => {
        const fetch = vi.fn(async () => ok());
        const dp = createDataProvider({ apiUrl: '/v4', getAccessToken: () => 't', fetch, offered: () => SEVENTH });
        await expect(dp.call(listJobs)).rejects.toMatchObject({
            status: 501,
            message: fill(messages.capabilities.notOffered, { feature: messages.capabilities.features.jobs }),
        });
        expect(fetch).not.toHaveBeenCalled();
        await dp.call(reencodeTrack, 5);
        expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('sends every call when it is not told what the server offers', async () => {
        const fetch = vi.fn(async () => ok());
        const dp = createDataProvider({ apiUrl: '/v4', getAccessToken: () => 't', fetch });
        await dp.call(listJobs);
        expect(fetch).toHaveBeenCalledTimes(1);
    });
});
