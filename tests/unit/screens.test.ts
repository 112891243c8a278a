/** The screenshot gallery's pure parts (scripts/screens): file names from routes, and the contact sheets. */
import { describe, expect, it } from 'vitest';
import { accountIndexHtml, escapeHtml, topIndexHtml, type AccountGallery } from '../../scripts/screens/contactSheet';
import { routeShape, screenName, slug, uniqueName } from '../../scripts/screens/names';

describe('screen names', () => {
    it('names a list, its create form and a record tab by route, a record id as `record`', () => {
        expect(screenName('/catalog/tracks')).toBe('catalog.tracks');
        expect(screenName('/catalog/tracks/create')).toBe('catalog.tracks.create');
        expect(screenName('/catalog/tracks/1500')).toBe('catalog.tracks.record');
        expect(screenName('/catalog/tracks/1500/dj-edits')).toBe('catalog.tracks.record.dj-edits');
        expect(screenName('/deliveries/3f2a9c1e-77b0-4c1d-9a55-0d2e8f6b1c44')).toBe('deliveries.record');
    });

    it('names the root `home` and a tab without a route of its own after its label', () => {
        expect(screenName('/')).toBe('home');
        expect(screenName('/statements', 'Daily (not paid)')).toBe('statements~daily-not-paid');
    });

    it('names a screen picked by a query after its keys (the values change from one seed to the next)', () => {
        expect(screenName('/statements?supplier=1&type=music&statement=2026-10')).toBe(
            'statements~statement-supplier-type'
        );
        expect(screenName('/statements?statement=2026-10', 'Lines')).toBe('statements~statement~lines');
    });

    it('keeps names to safe characters whatever the path or label holds', () => {
        expect(screenName('/search/Catalog%20Items/ÉtÉ')).toBe('search.catalog-items.ete');
        expect(slug('  ../Songwriters & Publishers!  ')).toBe('songwriters-publishers');
        expect(slug('€€€')).toBe('untitled');
        expect(slug('x'.repeat(60))).toHaveLength(40);
    });

    it('gives two records of one list the same shape', () => {
        expect(routeShape('/catalog/tracks/12/status')).toBe('/catalog/tracks/:id/status');
        expect(routeShape('/catalog/tracks/13/status')).toBe(routeShape('/catalog/tracks/12/status'));
        expect(routeShape('/catalog/tracks/create')).toBe('/catalog/tracks/create');
        expect(routeShape('/statements?type=music&statement=2026-10')).toBe('/statements?statement&type');
        expect(routeShape('/statements?statement=2025-10&type=others')).toBe(
            routeShape('/statements?type=music&statement=2026-10')
        );
    });

    it('numbers a name that is taken', () => {
        const taken = new Set<string>();
        expect([
            uniqueName('a', taken),
            uniqueName('a', taken),
            uniqueName('a', taken),
            uniqueName('b', taken),
        ]).toEqual(['a', 'a-2', 'a-3', 'b']);
    });
});

describe('contact sheets', () => {
    const gallery: AccountGallery = {
        account: 'label',
        widths: [1440, 1024],
        seconds: 12,
        shots: [
            { name: 'catalog.tracks', route: '/catalog/tracks', title: 'Tracks', problems: [] },
            {
                name: 'catalog.tracks.record.notes',
                route: '/catalog/tracks/9/notes',
                title: 'Tracks › <Notes>',
                problems: ['GET /v4/catalog/tracks/9/notes/ → 500'],
            },
        ],
    };

    it("shows each screen at each width with its route as the caption, and the screen's problems", () => {
        const html = accountIndexHtml(gallery);
        expect(html).toContain('<img src="1440/catalog.tracks.png"');
        expect(html).toContain('<img src="1024/catalog.tracks.record.notes.png"');
        expect(html).toContain('<code>/catalog/tracks/9/notes</code>');
        expect(html).toContain('<div class="problem">GET /v4/catalog/tracks/9/notes/ → 500</div>');
        expect(html).toContain('label: 2 screens');
    });

    it('escapes what a screen shows (titles come from the page)', () => {
        expect(accountIndexHtml(gallery)).toContain('Tracks › &lt;Notes&gt;');
        expect(accountIndexHtml(gallery)).not.toContain('<Notes>');
        expect(escapeHtml(`"a" & 'b'`)).toBe('&quot;a&quot; &amp; &#39;b&#39;');
    });

    it('links every account from the top index with its count of screens and of screens with problems', () => {
        const html = topIndexHtml([gallery, { ...gallery, account: 'admin', shots: [] }], 'note');
        expect(html).toContain('<a href="label/index.html">label</a></td><td>2</td><td class="problem">1</td>');
        expect(html).toContain('<a href="admin/index.html">admin</a></td><td>0</td><td>0</td>');
        expect(html).toContain('Screens: 2 in 2 accounts');
    });
});
