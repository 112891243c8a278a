/** Whether a history entry can be reverted whole (issue 42): every value it changed gets its earlier value back, or none. */
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { madeRecord, revertRefusal } from '../../resources/revertRefusal';
import artists from '../../resources/catalog/artists';
import tracks from '../../resources/catalog/tracks';
import charts from '../../resources/catalog/charts';

const m = messages.history;
const change = (before: unknown, after: unknown) => ({ before, after });

describe('revertRefusal', () => {
    it('reverts an edit of the record’s own fields, derived columns (a folded name) following along', () => {
        expect(revertRefusal(tracks, { name: change('A', 'B'), name_folded: change('a', 'b') })).toBeNull();
        expect(revertRefusal(artists, { music_profile_partner_id: change(null, 'MP-1') })).toBeNull();
    });

    it('reverts a change to one of the record’s lists (a songwriter added)', () => {
        expect(revertRefusal(tracks, { songwriters: change(null, { id: 4, name: 'W' }) })).toBeNull();
    });

    it('refuses an entry that changed a read-only field, naming it, even beside an editable one', () => {
        const syncOff = { sync_enabled: change(1, 0), music_profile_partner_id: change('MP-1', null) };
        expect(revertRefusal(artists, syncOff)).toBe(fill(m.notRevertible, { fields: 'Sync Enabled' }));
    });

    it('refuses an entry of nothing an edit can set back (a DJ edit made, an agreement accepted)', () => {
        expect(revertRefusal(tracks, { dj_edit: change(null, 42) })).toBe(m.nothingToRevert);
        expect(revertRefusal(tracks, { tracks: change(null, 3), name_folded: change('a', 'b') })).toBe(
            m.nothingToRevert
        );
    });

    it('refuses to a reader who may not see one of its fields or lists, without naming it; derived columns do not count', () => {
        const edit = { bpm: change(120, 98), is_hype: change(false, true), name_folded: change('a', 'b') };
        expect(revertRefusal(tracks, edit, new Set(['is_hype']))).toBe(m.notYours);
        expect(
            revertRefusal(tracks, { songwriters: change(null, { id: 4 }), bpm: change(1, 2) }, new Set(['songwriters']))
        ).toBe(m.notYours);
        expect(revertRefusal(tracks, edit, new Set(['name_folded']))).toBeNull();
        // A read-only field they may not see is not named to them either.
        const syncOff = { sync_enabled: change(1, 0), music_profile_partner_id: change('MP-1', null) };
        expect(revertRefusal(artists, syncOff, new Set(['sync_enabled']))).toBe(m.notYours);
    });

    it('refuses an entry that made its record under another name (a duplicate) as a creation', () => {
        const duplicate = { id: change(null, 9), name: change(null, 'Copy') };
        expect(madeRecord(duplicate)).toBe(true);
        expect(revertRefusal(tracks, duplicate)).toBe(m.noRevertCreate);
        expect(madeRecord({ name: change('A', 'B') })).toBe(false);
        expect(madeRecord(null)).toBe(false);
    });

    it('a track list change is sent to its Tracks tab, not called undoable (walk 53: a removed track was re-added there)', () => {
        expect(revertRefusal(charts, { track_order: change([1, 2], [2]) })).toBe(m.listNotRevertible);
    });
});
