import { describe, expect, it } from 'vitest';
import { describeChanges, rowListsOf, type Changes } from '../../resources/changes';
import pageModules from '../../resources/curation/pageModules';
import { rowAccessFor } from '../../resources/schema';
import { MODULES } from '../../server/registry';

/**
 * A row added, changed or removed in a record's list is written to the record's history under the
 * list's path (server/core/subCollection.ts): the History tab reads it row by row, by the row's
 * title, only when the record's model names that list (a tab's list, its first rows or `historyRows`).
 * Otherwise the row reads as JSON (walk 52: a page module's items).
 */
describe('every list a record writes to its history is one its History tab reads', () => {
    // A list nobody writes (a page's modules, read there) writes no history.
    const written = MODULES.flatMap(m =>
        (m.subCollections ?? [])
            .filter(s => (['create', 'update', 'delete'] as const).some(a => rowAccessFor(s.def, a).length))
            .map(s => ({ parent: m.collection!.def, path: s.def.path }))
    );
    it.each(written.map(x => [`${x.parent.name}/${x.path}`, x] as const))('%s', (_, { parent, path }) => {
        expect(rowListsOf(parent).map(l => l.path)).toContain(path);
    });
});

describe("a page module's items on its History tab", () => {
    const item = { id: 30, page_module_id: 5, item_type: 'tracks', item_id: 20, title: 'Winter Sale', version: 1 };
    const read = (changes: Changes) =>
        describeChanges(pageModules.fields, changes, {}, rowListsOf(pageModules)).map(
            c => `${c.row ? `${c.row} · ` : ''}${c.label}: ${c.before} → ${c.after}`
        );

    it('a move reads as the item by its title, from its old place to its new one', () => {
        const moved = { items: { before: { ...item, position: 3 }, after: { ...item, position: 1, version: 2 } } };
        expect(read(moved)).toEqual(['Item “Winter Sale” · Position: 3 → 1']);
    });

    it('an item added reads by its values, not as JSON', () => {
        const [line] = read({ items: { before: null, after: { ...item, position: 9 } } });
        expect(line).toMatch(/^Item added: \(empty\) → .*Winter Sale/);
        expect(line).not.toContain('{');
    });
});
