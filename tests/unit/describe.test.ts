/** Every record is recognisable wherever it is chosen or shown (issue 40 §1): one description per resource. */
import { describe, expect, it } from 'vitest';
import artists from '../../resources/catalog/artists';
import charts from '../../resources/catalog/charts';
import releases from '../../resources/catalog/releases';
import subGenres from '../../resources/catalog/subGenres';
import tracks from '../../resources/catalog/tracks';
import pages from '../../resources/curation/pages';
import { describeChanges, referencedIds } from '../../resources/changes';
import { actionText } from '../../resources/historyWords';
import {
    describe as describeRecord,
    describedName,
    detailLine,
    optionText,
    shortName,
    type DetailPart,
} from '../../resources/describe';
import { findResource } from '../../resources/index';
import { fill, messages } from '../../resources/messages';
import { pickedResources } from '../support/picked';

/** A value for one part of a detail, told apart by `n` (1 or 2). */
function sample(part: DetailPart, n: 1 | 2): unknown {
    if (typeof part === 'string') return `Value ${n}`;
    switch (part.as) {
        case 'year':
            return `202${n}-05-01`;
        case 'count':
            return n + 2;
        case 'choice':
            return part.choices[n - 1].id;
        default:
            return `Value ${n}`;
    }
}

/** A record of the resource with the given title whose detail values are all of sample `n`. */
function namesake(def: NonNullable<ReturnType<typeof findResource>>, id: number, n: 1 | 2) {
    const record: Record<string, unknown> = { id, [def.recordTitle ?? 'name']: 'Same Title' };
    for (const part of def.describe?.detail ?? []) {
        const path = (typeof part === 'string' ? part : part.path).split('.');
        let at = record;
        for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
        at[path[path.length - 1]] = sample(part, n);
    }
    return record;
}

describe('a record’s description', () => {
    it('for every resource that can be picked, two records of one title get different option text', () => {
        const picked = pickedResources();
        // The model's pickers: the catalog's references, the curation items, the support and live ones.
        expect(picked).toEqual(
            expect.arrayContaining([
                'catalog/artists',
                'catalog/charts',
                'catalog/dj-profiles',
                'catalog/genres',
                'catalog/keys',
                'catalog/labels',
                'catalog/playlists',
                'catalog/releases',
                'catalog/sub-genres',
                'catalog/suppliers',
                'catalog/tracks',
                'curation/page-modules',
                'curation/pages',
                'live/host-vendors',
                'support/hype-offers',
                'support/users',
            ])
        );
        for (const name of picked) {
            const def = findResource(name);
            expect(def, name).toBeDefined();
            // Declared, even where the title and id are all there is (a musical key).
            expect(def!.describe, name).toBeDefined();
            const [a, b] = [describeRecord(def!, namesake(def!, 11, 1)), describeRecord(def!, namesake(def!, 12, 2))];
            expect(a.title, name).toBe(b.title);
            expect(optionText(a), name).not.toBe(optionText(b));
            // The detail alone tells them apart where the resource declares one; the id always does.
            if (def!.describe!.detail.length) expect(a.detail, name).not.toBe(b.detail);
            expect(optionText(a), name).toContain('ID 11');
        }
    });

    it('reads a track as its artists, mix, release, label and year, with its id', () => {
        const track = {
            id: 204,
            name: 'Hidden Memory',
            artist_name: 'Quiet Motion',
            mix_name: 'Extended Mix',
            publish_date: '2025-08-08',
            release: { name: 'Distant Memory', label: { name: 'Deep Label' } },
        };
        const d = describeRecord(tracks, track);
        expect(d).toEqual({
            id: '204',
            title: 'Hidden Memory',
            detail: 'Quiet Motion · Extended Mix · Distant Memory · Deep Label · 2025',
        });
        expect(detailLine(d)).toBe('ID 204 · Quiet Motion · Extended Mix · Distant Memory · Deep Label · 2025');
        expect(optionText(d)).toBe(
            'Hidden Memory, ID 204 · Quiet Motion · Extended Mix · Distant Memory · Deep Label · 2025'
        );
        expect(describedName(d)).toBe(
            'Hidden Memory (ID 204 · Quiet Motion · Extended Mix · Distant Memory · Deep Label · 2025)'
        );
        expect(shortName(d)).toBe('Hidden Memory (ID 204)');
    });

    it('leaves out what a record lacks, counts in words, choices by name, and an image where there is one', () => {
        expect(
            describeRecord(releases, {
                id: 6,
                name: 'Solar Horizon',
                artist_name: 'Noor Ito',
                label: { name: 'Garden Records 2' },
                catalog_number: '',
                release_date: null,
                image: '/v4/files/cover.png',
            })
        ).toEqual({
            id: '6',
            title: 'Solar Horizon',
            detail: 'Noor Ito · Garden Records 2',
            image: '/v4/files/cover.png',
        });
        const artist = (n: number) => describeRecord(artists, { id: 443, name: 'Nina Brandt', track_count: n });
        expect(artist(1).detail).toBe('1 track');
        expect(artist(1234).detail).toBe('1,234 tracks');
        expect(describeRecord(charts, { id: 3, title: 'Chart', owner: { name: 'Ada' }, artist: null }).detail).toBe(
            'Owner: Ada'
        );
        expect(describeRecord(subGenres, { id: 9, name: 'Progressive', genre: { name: 'House' } }).detail).toBe(
            'House'
        );
        expect(describeRecord(pages, { id: 2, name: 'Home', page_type_id: 1, slug: 'home' }).detail).toMatch(
            /^[A-Z][^·]+ · home$/
        );
        // A record without a title is named by its id.
        expect(describeRecord(tracks, { id: 7, name: '' }).title).toBe('#7');
    });
});

describe('history names records, never bare numbers', () => {
    const nina = { id: '443', title: 'Nina Brandt', detail: '21 tracks · Fire Recordings 37' };
    const electric = { id: '90', title: 'Electric Garden', detail: '4 tracks' };
    const found = new Map([
        ['catalog/artists#443', nina],
        ['catalog/artists#90', electric],
        ['catalog/tracks#795', { id: '795', title: 'Deep Tide', detail: '' }],
    ]);
    const descriptions = (resource: string, id: unknown) => found.get(`${resource}#${String(id)}`);
    const names = (resource: string, id: unknown) => {
        const d = descriptions(resource, id);
        return d && describedName(d);
    };

    it('a changed reference reads as both records’ descriptions', () => {
        const changes = { artist_id: { before: 90, after: 443 } };
        expect(referencedIds(charts.fields, [changes]).get('catalog/artists')).toEqual(new Set(['90', '443']));
        const [line] = describeChanges(charts.fields, changes, { names, descriptions });
        expect(`${line.label}: ${line.before} → ${line.after}`).toBe(
            'Associated Artist: Electric Garden (ID 90 · 4 tracks) → Nina Brandt (ID 443 · 21 tracks · Fire Recordings 37)'
        );
    });

    it('a track order reads as the tracks’ titles and ids; a track removed or added is said so by name', () => {
        const moved = { track_order: { before: [795, 1423], after: [1423, 795] } };
        expect(referencedIds(charts.fields, [moved]).get('catalog/tracks')).toEqual(new Set(['795', '1423']));
        const [line] = describeChanges(charts.fields, moved, { names, descriptions });
        expect(line.label).toBe('Track Order');
        // 1423 was not found (the reader may not list it): still said as an id, not a bare number.
        expect(`${line.before} → ${line.after}`).toBe('Deep Tide (ID 795), ID 1423 → ID 1423, Deep Tide (ID 795)');
        // Walk 53: a removal read as two shortened lists, the removed track in neither.
        const removed = describeChanges(
            charts.fields,
            { track_order: { before: [795, 1423], after: [1423, 7] } },
            {
                names,
                descriptions,
            }
        );
        expect(removed.map(l => `${l.label}: ${l.before} → ${l.after}`)).toEqual([
            'Track added: (empty) → ID 7',
            'Track removed: Deep Tide (ID 795) → (empty)',
        ]);
    });

    it('a revert names the change it undid by who and when, not by its entry number', () => {
        const entries = [
            { id: 5, at: '2026-03-08T09:00:00Z', username: 'curation' },
            { id: 4, at: '2026-03-07T09:00:00Z', username: 'admin' },
        ];
        expect(actionText('update', entries)).toBe('Update');
        expect(actionText('revert of #4', entries)).toBe(
            fill(messages.history.revertOf, { who: 'admin', when: '2026-03-07 02:00 MST' })
        );
        expect(actionText('revert of #2', entries)).toBe(messages.history.revertOfEarlier);
    });
});
