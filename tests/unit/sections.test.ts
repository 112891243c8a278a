/**
 * Section access per area, for every demo account. The expectations are written by hand from
 * spec §6 ("Per area") and §1 (partners get support and deliveries), never computed from the
 * lists under test.
 */
import { describe, expect, it } from 'vitest';
import { hasAccess, type Grants } from '../../resources/permissions';
import { resources } from '../../resources';
import { searchArea } from '../../resources/searchArea';
import { anyOf, menuGroups, sectionHome, SECTIONS, usableSections, visibleAreas } from '../../resources/sections';
import { CAPABILITIES } from '../../resources/capabilities';

const staff = (role: string, brand = 'download'): Grants => ({ scope: `app:staff staff:${role}`, brand });
const partner = (type: string): Grants => ({ scope: `app:partner user:${type}`, brand: 'download' });

/** The demo accounts of README / server/areas/auth.ts. */
const ACCOUNTS: Record<string, Grants> = {
    admin: staff('admin'),
    content_ops: staff('content_ops'),
    curation: staff('curation'),
    marketing: staff('marketing'),
    label_mgmt: staff('label_mgmt'),
    support: staff('support'),
    finance: staff('finance'),
    dj_store_admin: staff('admin', 'dj'),
    supplier: partner('supplier'),
    label: partner('label'),
    artist: partner('artist'),
    dj: partner('dj'),
};

/**
 * Who sees each section, by hand from §6:
 * - Support: users (admin, support, content_ops, curation) ∪ coupons and hype purchases (admin,
 *   label_mgmt, support, marketing) ∪ orders (admin, support): every staff role but finance;
 *   and partners, who get a support section (§1).
 * - Deliveries: admin, content_ops, label_mgmt; supplier and label partners see their own.
 * - Legacy deliveries: the same (partners see their own there too).
 * - Catalog: all staff roles plus supplier and label. Curation (pages): admin, label_mgmt,
 *   curation, marketing. Live: admin, curation.
 */
const SEES: Record<string, string[]> = {
    support: [
        'admin',
        'content_ops',
        'curation',
        'marketing',
        'label_mgmt',
        'support',
        'dj_store_admin',
        'supplier',
        'label',
        'artist',
        'dj',
    ],
    deliveries: ['admin', 'content_ops', 'label_mgmt', 'dj_store_admin', 'supplier', 'label'],
    'old-deliveries': ['admin', 'content_ops', 'label_mgmt', 'dj_store_admin', 'supplier', 'label'],
    ingestion: ['admin', 'content_ops', 'label_mgmt', 'dj_store_admin'],
    catalog: [
        'admin',
        'content_ops',
        'curation',
        'marketing',
        'label_mgmt',
        'support',
        'finance',
        'dj_store_admin',
        'supplier',
        'label',
    ],
    curation: ['admin', 'label_mgmt', 'curation', 'marketing', 'dj_store_admin'],
    live: ['admin', 'curation', 'dj_store_admin'],
};

/**
 * Inside Support, each record for its own §6 list; hype offers go with hype purchases ("admin,
 * label_mgmt, support, marketing", no brand condition), so the DJ-store admin has them too.
 */
const SUPPORT_AREAS: Record<string, string[]> = {
    admin: ['users', 'coupons', 'orders', 'hype-offers', 'hype-purchases'],
    content_ops: ['users'],
    curation: ['users'],
    marketing: ['coupons', 'hype-offers', 'hype-purchases'],
    label_mgmt: ['coupons', 'hype-offers', 'hype-purchases'],
    support: ['users', 'coupons', 'orders', 'hype-offers', 'hype-purchases'],
    finance: [],
    dj_store_admin: ['users', 'coupons', 'orders', 'hype-offers', 'hype-purchases'],
    supplier: [],
    label: [],
    artist: [],
    dj: [],
};

const section = (path: string) => SECTIONS.find(s => s.path === path)!;

describe('sections per spec §6, for every demo account', () => {
    for (const [path, allowed] of Object.entries(SEES)) {
        it(path, () => {
            for (const [username, grants] of Object.entries(ACCOUNTS)) {
                expect(hasAccess(section(path).access, grants), `${path} for ${username}`).toBe(
                    allowed.includes(username)
                );
            }
        });
    }

    it('support areas: each record to its own list', () => {
        for (const [username, grants] of Object.entries(ACCOUNTS)) {
            const areas = visibleAreas(section('support'), list => hasAccess(list, grants)).map(a => a.id);
            expect(areas, username).toEqual(SUPPORT_AREAS[username]);
        }
    });
});

describe('anyOf', () => {
    it('grants what any list grants, each group once', () => {
        expect(anyOf([['a'], ['b', 'c']], [['c', 'b'], ['d']])).toEqual([['a'], ['b', 'c'], ['d']]);
        expect(anyOf()).toEqual([]);
    });
});

/** The menu as a person reads it: each heading with the names of the entries under it. */
function menuOf(grants: Grants): [string, string[]][] {
    const plural = (name: string) =>
        resources
            .find(r => r.name === name)!
            .label.split(' |||| ')
            .pop()!;
    return menuGroups(resources, list => hasAccess(list, grants)).map(g => [
        g.heading ?? '',
        g.entries.map(e => e.label ?? plural(e.resource!)),
    ]);
}

describe('the menu: every entry under its own section, names unique', () => {
    it('for every demo account: headings and entry names are unique, only the top has no heading', () => {
        for (const [username, grants] of Object.entries(ACCOUNTS)) {
            const menu = menuOf(grants);
            const headings = menu.map(([h]) => h);
            const names = menu.flatMap(([, entries]) => entries);
            expect(new Set(headings).size, username).toBe(headings.length);
            expect(new Set(names).size, `${username}: ${names.join(', ')}`).toBe(names.length);
            expect(headings.slice(1), username).not.toContain('');
        }
    });

    it('staff: deliveries, support, sales and the account each under their own heading', () => {
        const menu = Object.fromEntries(menuOf(ACCOUNTS.admin));
        // The Approvals inbox and the agenda of scheduled changes (issue 44) sit beside them.
        expect(menu['']).toEqual(['Dashboard', 'Search', 'Approvals', 'Scheduled changes']);
        expect(menu.Curation).toEqual(['Pages', 'Page Modules']);
        expect(menu.Deliveries).toEqual(['New Deliveries', 'Ingestion Settings', 'Legacy Deliveries']);
        expect(menu.Live).toEqual(['Live Streams', 'Host Vendors', 'Tracklist Vendors']);
        expect(menu.Support).toEqual(expect.arrayContaining(['Orders', 'New-user Export', 'Hype']));
        expect(menu['Label Manager']).toEqual(['Label Managers']);
        expect(menu['Account & Help']).toEqual(['Account', 'Help']);
        expect(Object.fromEntries(menuOf(ACCOUNTS.finance))['Sales & Statements']).toEqual(['Sales', 'Statements']);
    });

    it('the label partner: support, sales, resources and account apart from legacy deliveries', () => {
        const menu = Object.fromEntries(menuOf(ACCOUNTS.label));
        expect(menu.Deliveries).toEqual(['New Deliveries', 'Legacy Deliveries']);
        expect(menu.Support).toEqual(['Support', 'Hype']);
        expect(menu['Sales & Statements']).toEqual(['Sales', 'Statements']);
        expect(menu['Account & Help']).toEqual(['Resources', 'Account', 'Help']);
    });
});

describe('the menu on a server without an extension', () => {
    it('leaves out a page built on a call the server lacks (Hype needs hype-labels, Approvals approvals, Scheduled changes scheduled-changes), and only that', () => {
        const entries = (offered?: ReadonlySet<string>) =>
            menuGroups(resources, list => hasAccess(list, ACCOUNTS.admin), offered).flatMap(g =>
                g.entries.map(e => e.path)
            );
        const full = entries();
        expect(full).toContain('hype');
        expect(full).toContain('approvals');
        expect(full).toContain('scheduled');
        expect(entries(new Set(CAPABILITIES))).toEqual(full);
        expect(entries(new Set())).toEqual(full.filter(p => !['hype', 'approvals', 'scheduled'].includes(p)));
    });
});

describe('one page per section, from the menu and the dashboard alike', () => {
    const section = (path: string) => SECTIONS.find(s => s.path === path)!;
    const menuPaths = (who: Grants) =>
        menuGroups(resources, list => hasAccess(list, who)).flatMap(g => g.entries.map(e => `/${e.path}`));

    it('legacy deliveries (spec §2: /old-deliveries) lead to their list, where the menu leads, for staff and partners', () => {
        for (const who of [ACCOUNTS.admin, ACCOUNTS.content_ops, ACCOUNTS.supplier, ACCOUNTS.label]) {
            const home = sectionHome(section('old-deliveries'), resources, list => hasAccess(list, who));
            expect(home).toBe('/deliveries/deliveries');
            expect(menuPaths(who)).toContain(home);
        }
        expect(sectionHome(section('label-manager'), resources, list => hasAccess(list, ACCOUNTS.admin))).toBe(
            '/catalog/label-managers'
        );
    });

    it('the dashboard offers the menu’s sections: Search only to whoever may search something (not a dj)', () => {
        for (const [username, who] of Object.entries(ACCOUNTS)) {
            const allowed = (list?: Parameters<typeof hasAccess>[0]) => hasAccess(list, who);
            const searchable = searchArea(resources, allowed).length > 0;
            const usable = usableSections(allowed, undefined, searchable).map(s => s.path);
            expect(usable.includes('search'), username).toBe(searchable);
            const menu = menuGroups(resources, allowed, undefined, searchable).flatMap(g => g.entries.map(e => e.path));
            expect(menu.includes('search'), username).toBe(searchable);
        }
        const dj = (list?: Parameters<typeof hasAccess>[0]) => hasAccess(list, ACCOUNTS.dj);
        expect(searchArea(resources, dj)).toEqual([]);
    });

    it('a section of several lists (or none) is its own page', () => {
        const admin = (list?: Parameters<typeof hasAccess>[0]) => hasAccess(list, ACCOUNTS.admin);
        expect(sectionHome(section('catalog'), resources, admin)).toBe('/catalog');
        expect(sectionHome(section('live'), resources, admin)).toBe('/live');
        expect(sectionHome(section('deliveries'), resources, admin)).toBe('/deliveries');
        expect(sectionHome(section('sales'), resources, admin)).toBe('/sales');
    });
});
