import { describe, expect, it } from 'vitest';
import {
    changesBetween,
    describeChanges,
    EMPTY_VALUE,
    referencedIds,
    rowListsOf,
    sameValue,
    savedChanges,
    valueText,
} from '../../resources/changes';
import orders from '../../resources/support/orders';
import { boolean, choice, datetime, ids, money, reference, text } from '../../resources/fields';

const fields = {
    name: text('Title'),
    exclusive: boolean('Exclusive'),
    status: choice('Status', [{ id: 'ok', name: 'Published' }]),
    at: datetime('Publish Time'),
};

describe('field changes as people read them', () => {
    it('labels and values come from the schema: booleans, choice names, empties, instants', () => {
        expect(valueText(fields.exclusive, 1)).toBe('Yes');
        expect(valueText(fields.exclusive, false)).toBe('No');
        expect(valueText(fields.status, 'ok')).toBe('Published');
        expect(valueText(fields.name, '')).toBe(EMPTY_VALUE);
        expect(valueText(fields.at, '2026-01-01T00:00:00Z')).toBe('2025-12-31 17:00 MST');
        expect(valueText(fields.name, 'x'.repeat(500))).toHaveLength(160);
    });

    it('lists only differing schema fields, in schema order, then other columns by name', () => {
        const changes = changesBetween(
            fields,
            { name: 'A', exclusive: false, status: 'ok', zzz: 1 },
            { name: 'B', exclusive: false, status: null, zzz: 2 }
        );
        expect(Object.keys(changes)).toEqual(['name', 'status']);
        expect(describeChanges(fields, { ...changes, owner_id: { before: 1, after: 2 } })).toEqual([
            { name: 'name', label: 'Title', before: 'A', after: 'B' },
            { name: 'status', label: 'Status', before: 'Published', after: EMPTY_VALUE },
            { name: 'owner_id', label: 'Owner id', before: '1', after: '2' },
        ]);
    });
});

describe('a record’s creation and its id lists (walk 55)', () => {
    it('a record made is not said to have changed its id; an id list stored as text reads as its ids', () => {
        const coupon = { code: text('Code'), user_ids: ids('User IDs') };
        expect(
            describeChanges(coupon, {
                id: { before: null, after: 13 },
                code: { before: null, after: 'VIP' },
                user_ids: { before: null, after: '[415,212,323]' },
            })
        ).toEqual([
            { name: 'code', label: 'Code', before: EMPTY_VALUE, after: 'VIP' },
            { name: 'user_ids', label: 'User IDs', before: EMPTY_VALUE, after: '415, 212, 323' },
        ]);
        // An id that changes is still said (a row moved to another record).
        expect(describeChanges(coupon, { id: { before: 1, after: 2 } })).toHaveLength(1);
        expect(valueText(coupon.user_ids, [1, 2])).toBe('1, 2');
        expect(valueText(coupon.user_ids, '[not json')).toBe('[not json');
    });
});

describe('a credential in a change', () => {
    it('shows only its last four characters', () => {
        const key = text('API Key', { secret: true });
        expect(valueText(key, '0123456789abcdef0123456789abcdef')).toBe('••••cdef');
        expect(valueText(key, null)).toBe(EMPTY_VALUE);
    });
});

describe('what a stale save changed (the edit-conflict dialog)', () => {
    const trackFields = {
        name: text('Title'),
        mix_name: text('Mix Name'),
        track_position: text('Track Position', { readOnly: true }),
        exclusive: boolean('Exclusive'),
    };
    it('lists only the fields the save sent and changed, comparing values as the form holds them', () => {
        const loaded = { name: 'A', mix_name: null, track_position: 3, exclusive: false };
        // The save leaves read-only fields out, and an untouched empty input holds '' where the record held null.
        const data = { name: 'B', mix_name: '', exclusive: false };
        expect(Object.keys(savedChanges(trackFields, loaded, data))).toEqual(['name']);
    });
    it('treats empty text, null and a missing value as the same', () => {
        expect(sameValue('', null)).toBe(true);
        expect(sameValue(undefined, null)).toBe(true);
        expect(sameValue('x', null)).toBe(false);
        expect(sameValue(0, null)).toBe(false);
    });
});

describe('history lines read like the record', () => {
    const genre = reference('Genre', 'catalog/genres');
    const trackFields = { name: text('Title'), genre_id: genre, price: money('Price', { currencyField: 'currency' }) };
    const names = (resource: string, id: unknown) =>
        resource === 'catalog/genres'
            ? ({ 9: 'Trance', 2: 'Techno' } as Record<string, string>)[String(id)]
            : undefined;

    it('a reference by its record’s name; money in the record’s currency', () => {
        const lines = describeChanges(
            trackFields,
            { genre_id: { before: 9, after: 2 }, price: { before: 1.5, after: 3.5 } },
            { names, record: { currency: 'EUR' } }
        );
        expect(lines.map(l => `${l.label}: ${l.before} → ${l.after}`)).toEqual([
            'Genre: Trance → Techno',
            'Price: €1.50 → €3.50',
        ]);
    });

    it('a row of a list by what it is, field by field; added and removed rows by their values', () => {
        const lists = rowListsOf(orders);
        const lines = describeChanges(
            orders.fields,
            {
                'items/382': {
                    before: { id: 382, name: 'Deep Tide', availability: 2 },
                    after: { id: 382, name: 'Deep Tide', availability: 1 },
                },
            },
            {},
            lists
        );
        expect(lines).toEqual([
            {
                name: 'items/382.availability',
                row: 'Item “Deep Tide”',
                label: 'Availability',
                before: 'Dissociated',
                after: 'Available',
            },
        ]);
        const added = describeChanges(
            orders.fields,
            { items: { before: null, after: { id: 1, name: 'Night Drive', availability: 1 } } },
            {},
            lists
        );
        expect(added[0]).toMatchObject({ label: 'Item added', before: EMPTY_VALUE, after: 'Night Drive · Available' });
    });

    it('collects the referenced ids of a page of changes, rows included', () => {
        const ids = referencedIds(trackFields, [
            { genre_id: { before: 9, after: 2 } },
            { name: { before: 'a', after: 'b' } },
        ]);
        expect([...(ids.get('catalog/genres') ?? [])].sort()).toEqual(['2', '9']);
    });

    it('a shortened value keeps the whole line for hover', () => {
        const [line] = describeChanges({ bio: text('Bio') }, { bio: { before: null, after: 'x'.repeat(400) } });
        expect(line.after).toHaveLength(160);
        expect(line.whole).toBe(`Bio: ${EMPTY_VALUE} → ${'x'.repeat(400)}`);
    });
});
