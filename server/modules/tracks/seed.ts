/** The catalog's releases, each with 1 to 10 tracks, their artists and audio files. */
import type { SeedContext } from '../../core/module';
import type { DB } from '../../db';
import { dayAfter } from '../../core/module';
import { ENCODE_STATUSES } from '../../../resources/constants';
import { canonicalCode } from '../../../resources/rules';
import { ACCENTED_TITLES, ADJ, GENRES, KEYS, MIXES, NOUN } from '../../seed/words';
import { artistCountFor, labelCountFor, supplierOfLabel } from '../../seed/counts';

export function seedReleasesAndTracks({ db, r, base, nowIso, trackCount, log }: SeedContext): void {
    const labelCount = labelCountFor(trackCount);
    const artistCount = artistCountFor(trackCount);
    const artistNames = ['', ...(db.prepare('SELECT name FROM artists ORDER BY id').pluck().all() as string[])];
    const subsByGenre = new Map<number, number[]>();
    for (const row of db.prepare('SELECT id, genre_id FROM sub_genres ORDER BY id').all() as {
        id: number;
        genre_id: number;
    }[]) {
        subsByGenre.set(row.genre_id, [...(subsByGenre.get(row.genre_id) ?? []), row.id]);
    }
    const rel = db.prepare(
        `INSERT INTO releases (id, name, label_id, upc, catalog_number, release_date, status, is_available_for_pre_order,
         pre_order_weeks, exclusive_period_id, is_hype, hype_start, hype_end, artist_name, created, pre_order_date)
         VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`
    );
    const tr = db.prepare(
        `INSERT INTO tracks (id, name, mix_name, isrc, release_id, track_position, bpm, key_id, genre_id, sub_genre_id,
         copyright_holder, label_track_id, guid, encode_status, exclusive, exclusive_date, publish_date, new_release_date,
         is_explicit, is_hype, is_available_for_streaming, dj_edits, ugc_remixes, artist_name, label_id, supplier_id, add_date, encoded_date,
         is_indexed, free_download_start_date, free_download_end_date)
         VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`
    );
    const ta = db.prepare('INSERT OR IGNORE INTO track_artists (track_id, artist_id, role) VALUES (?, ?, ?)');
    const af = db.prepare(
        'INSERT INTO audio_files (track_id, format, file_name, size, created, guid, file_class) VALUES (?, ?, ?, ?, ?, ?, ?)'
    );
    let trackId = 0;
    for (let rid = 1; trackId < trackCount; rid++) {
        const labelId = rid <= 12 ? 1 + ((rid - 1) % 4) : r.int(1, labelCount);
        const supplierId = supplierOfLabel(labelId);
        const day = r.int(0, 1000);
        const releaseDate = dayAfter(base, day);
        const mainArtist = r.int(1, artistCount);
        const hype = r.next() < 0.1;
        rel.run(
            rid,
            `${r.pick(ADJ)} ${r.pick(NOUN)}`,
            labelId,
            String(190000000000 + rid),
            `CAT${String(rid).padStart(5, '0')}`,
            releaseDate,
            r.pick(['Published', 'Published', 'Published', 'Draft', 'Pending']),
            day > 950 ? 1 : 0,
            day > 950 ? 2 : 0,
            r.next() < 0.2 ? r.int(1, 3) : null,
            hype ? 1 : 0,
            hype ? releaseDate : null,
            hype ? dayAfter(base, day + 28) : null,
            artistNames[mainArtist],
            nowIso,
            // Without the PRNG (so every other seeded value stays): a pre-order opens two weeks early.
            day > 950 ? dayAfter(base, day - 14) : null
        );
        const size = Math.min(r.int(1, 10), trackCount - trackId);
        const genre = r.int(1, GENRES.length);
        for (let pos = 1; pos <= size; pos++) {
            trackId++;
            const feat = r.next() < 0.3 ? r.int(1, artistCount) : 0;
            const remixer = r.next() < 0.2 ? r.int(1, artistCount) : 0;
            const status = r.next() < 0.9 ? 'CONVERTED' : r.pick(ENCODE_STATUSES);
            const subs = subsByGenre.get(genre) ?? [];
            tr.run(
                trackId,
                `${r.pick(ADJ)} ${r.pick(NOUN)}`,
                r.pick(MIXES),
                `US${String.fromCharCode(65 + (trackId % 26))}${String(trackId).padStart(9, '0')}`,
                rid,
                pos,
                r.int(70, 175),
                r.int(1, KEYS.length),
                genre,
                subs.length ? r.pick(subs) : null,
                `(P) ${2000 + (rid % 26)} Label ${labelId}`,
                `LT-${trackId}`,
                canonicalCode(`guid-${trackId.toString(16).padStart(8, '0')}`),
                status,
                r.next() < 0.15 ? 1 : 0,
                r.next() < 0.15 ? dayAfter(base, day - 14) : null,
                releaseDate,
                releaseDate,
                r.next() < 0.08 ? 1 : 0,
                hype ? 1 : 0,
                status === 'CONVERTED' ? 1 : 0,
                r.next() < 0.3 ? 1 : 0,
                r.next() < 0.2 ? 1 : 0,
                [artistNames[mainArtist], feat ? artistNames[feat] : '', remixer ? artistNames[remixer] : '']
                    .filter(Boolean)
                    .join(', '),
                labelId,
                supplierId,
                dayAfter(base, day - 30),
                status === 'CONVERTED' ? dayAfter(base, day - 20) : null,
                // Without the PRNG: a converted track is indexed (§4) but every eleventh, waiting for
                // the next index run; every 25th is a free download for its first week.
                status === 'CONVERTED' && trackId % 11 !== 0 ? 1 : 0,
                trackId % 25 === 0 ? releaseDate : null,
                trackId % 25 === 0 ? dayAfter(base, day + 7) : null
            );
            ta.run(trackId, mainArtist, 'artist');
            if (feat) ta.run(trackId, feat, 'artist');
            if (remixer) ta.run(trackId, remixer, 'remixer');
            if (trackId <= 5000) {
                af.run(
                    trackId,
                    'wav',
                    `${trackId}.wav`,
                    r.int(30, 120) * 1024 * 1024,
                    nowIso,
                    seededGuid(trackId, 0),
                    'master'
                );
                af.run(
                    trackId,
                    'mp3',
                    `${trackId}.mp3`,
                    r.int(5, 15) * 1024 * 1024,
                    nowIso,
                    seededGuid(trackId, 1),
                    'encoded'
                );
            }
        }
        if (rid % 2000 === 0) log(`seeded ${trackId} tracks`);
    }
    // After the loop and without the PRNG, so that every other seeded value stays as it was.
    const retitle = db.prepare('UPDATE tracks SET name = ? WHERE id = ?');
    for (const [id, title] of ACCENTED_TITLES) retitle.run(title, id);
}

/** A seeded file's GUID: the same on every seed (uploads get random ones). */
export const seededGuid = (trackId: number, n: number) =>
    `00000000-0000-4000-8000-${(trackId * 16 + n).toString(16).padStart(12, '0')}`;

/**
 * The first tracks' songwriters, publishers and allowed countries: the track's artist writes it, the
 * label's publishing arm owns it; every third is sold in the first eight countries only.
 */
export function seedRights(db: DB): void {
    db.exec(`INSERT INTO track_songwriters (track_id, name, songwriter_type)
        SELECT id, artist_name, 'Composer/Lyricist' FROM tracks WHERE id <= 60 AND artist_name <> '' ORDER BY id;
      INSERT INTO track_publishers (track_id, name, share, society)
        SELECT t.id, l.name || ' Publishing', 100, 'ASCAP' FROM tracks t JOIN labels l ON l.id = t.label_id
        WHERE t.id <= 60 ORDER BY t.id;
      INSERT INTO track_countries_allowed (track_id, country_id)
        SELECT t.id, c.id FROM tracks t JOIN aux c ON c.list = 'countries'
        WHERE t.id <= 60 AND (t.id % 3 <> 0 OR c.id <= 8) ORDER BY t.id, c.id;`);
}
