/** A permission row's request path, its placeholders filled from the seeded database. */
import type { DB } from '../../server/db';
import { ARTIST, DJ_PROFILE, DJ_USER, type Case } from './permissionCases';
import { DERIVED_TRACK, UGC_TRACK } from './permissionCasesRights';
import { historyPaths } from './permissionCasesHistory';

export function casePaths(db: DB): (c: Case) => string {
    const artist = db.prepare('SELECT artist_id FROM track_artists WHERE track_id = 1 LIMIT 1').pluck().get();
    // A DJ profile of an artist on a track of label 1 (so supplier 1 and label 1 see it), and the `dj` user.
    const djProfile = db
        .prepare(
            `SELECT a.dj_profile_id FROM artists a JOIN track_artists ta ON ta.artist_id = a.id
             JOIN tracks x ON x.id = ta.track_id WHERE x.label_id = 1 AND a.dj_profile_id IS NOT NULL LIMIT 1`
        )
        .pluck()
        .get();
    const djUser = db
        .prepare('SELECT id FROM customers WHERE dj_profile_id IS NOT NULL ORDER BY id LIMIT 1')
        .pluck()
        .get();
    const ugcTrack = db
        .prepare('SELECT id FROM tracks WHERE label_id = 1 AND ugc_remixes = 1 AND parent_track_id IS NULL LIMIT 1')
        .pluck()
        .get();
    return (c: Case) =>
        historyPaths(db, c.path ?? c.route.split(' ')[1])
            .replace(ARTIST, String(artist))
            .replace(DJ_PROFILE, String(djProfile))
            .replace(DJ_USER, String(djUser))
            .replace(UGC_TRACK, String(ugcTrack))
            // Looked up when called: the DJ-edit rows before it make the edit.
            .replace(DERIVED_TRACK, () =>
                String(
                    db
                        .prepare('SELECT id FROM tracks WHERE parent_track_id IS NOT NULL AND label_id = 1 LIMIT 1')
                        .pluck()
                        .get()
                )
            );
}
