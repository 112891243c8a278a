/** Tracks: table DDL, the catalog seed (releases with their tracks), collection and sub-routes. */
import notes from '../../../resources/catalog/trackNotes';
import publishers from '../../../resources/catalog/trackPublishers';
import songwriters from '../../../resources/catalog/trackSongwriters';
import def from '../../../resources/catalog/tracks';
import { foldedShadow, foldedValues } from '../../core/folded';
import { authored } from '../../core/subCollection';
import type { ServerModule } from '../../core/module';
import { tracks } from '../../core/catalog/tracks';
import { trackOperations, trackRoutes } from './routes';
import { streamOperation } from './stream';
import { territoryOperations } from './territories';
import { trackFileOperations } from './files';
import countriesAllowed from '../../../resources/catalog/trackCountriesAllowed';
import { seedReleasesAndTracks, seedRights } from './seed';

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS tracks (id INTEGER PRIMARY KEY, name TEXT NOT NULL, mix_name TEXT, isrc TEXT,
  release_id INTEGER NOT NULL REFERENCES releases(id), track_position INTEGER NOT NULL DEFAULT 1,
  bpm INTEGER, key_id INTEGER, genre_id INTEGER, sub_genre_id INTEGER, copyright_holder TEXT,
  label_track_id TEXT, guid TEXT, encode_status TEXT NOT NULL DEFAULT 'Not Converted',
  exclusive INTEGER NOT NULL DEFAULT 0, exclusive_date TEXT, publish_date TEXT, new_release_date TEXT,
  free_download_start_date TEXT, free_download_end_date TEXT, is_explicit INTEGER NOT NULL DEFAULT 0,
  is_hype INTEGER NOT NULL DEFAULT 0, is_available_for_hype INTEGER NOT NULL DEFAULT 0,
  is_dj_edit INTEGER NOT NULL DEFAULT 0, is_ugc_remix INTEGER NOT NULL DEFAULT 0, parent_track_id INTEGER,
  dj_edits INTEGER NOT NULL DEFAULT 0, ugc_remixes INTEGER NOT NULL DEFAULT 0, enabled INTEGER NOT NULL DEFAULT 1,
  is_hidden INTEGER NOT NULL DEFAULT 0, is_available_for_streaming INTEGER NOT NULL DEFAULT 0, is_indexed INTEGER NOT NULL DEFAULT 0,
  artist_name TEXT NOT NULL DEFAULT '', label_id INTEGER NOT NULL, supplier_id INTEGER NOT NULL,
  add_date TEXT NOT NULL, encoded_date TEXT, version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS tracks_release ON tracks(release_id, track_position);
CREATE INDEX IF NOT EXISTS tracks_genre_publish ON tracks(genre_id, publish_date);
CREATE INDEX IF NOT EXISTS tracks_publish ON tracks(publish_date);
CREATE INDEX IF NOT EXISTS tracks_label_publish ON tracks(label_id, publish_date);
CREATE INDEX IF NOT EXISTS tracks_supplier_publish ON tracks(supplier_id, publish_date);
CREATE INDEX IF NOT EXISTS tracks_parent ON tracks(parent_track_id);
CREATE INDEX IF NOT EXISTS tracks_isrc ON tracks(isrc);
CREATE INDEX IF NOT EXISTS tracks_guid ON tracks(guid);
CREATE TABLE IF NOT EXISTS track_artists (track_id INTEGER NOT NULL REFERENCES tracks(id), artist_id INTEGER NOT NULL REFERENCES artists(id),
  role TEXT NOT NULL DEFAULT 'artist', PRIMARY KEY (track_id, artist_id, role));
CREATE INDEX IF NOT EXISTS track_artists_artist ON track_artists(artist_id);
CREATE TABLE IF NOT EXISTS audio_files (id INTEGER PRIMARY KEY, track_id INTEGER NOT NULL REFERENCES tracks(id),
  format TEXT NOT NULL, file_name TEXT NOT NULL, size INTEGER NOT NULL, created TEXT NOT NULL,
  guid TEXT NOT NULL DEFAULT (lower(hex(randomblob(16)))), file_class TEXT NOT NULL DEFAULT 'master',
  version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS audio_files_track ON audio_files(track_id);
CREATE UNIQUE INDEX IF NOT EXISTS audio_files_guid ON audio_files(guid);
CREATE TABLE IF NOT EXISTS file_blobs (file_id INTEGER PRIMARY KEY REFERENCES audio_files(id), data BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS track_territories (track_id INTEGER NOT NULL REFERENCES tracks(id),
  commercial_model_type INTEGER NOT NULL DEFAULT 1, country_id INTEGER NOT NULL, publish_time TEXT NOT NULL,
  pre_order_time TEXT, takedown_time TEXT, PRIMARY KEY (track_id, commercial_model_type, country_id));
CREATE TABLE IF NOT EXISTS promo_versions (id INTEGER PRIMARY KEY, track_id INTEGER NOT NULL REFERENCES tracks(id),
  name TEXT NOT NULL, created TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS track_notes (id INTEGER PRIMARY KEY, track_id INTEGER NOT NULL REFERENCES tracks(id),
  note TEXT NOT NULL, author TEXT NOT NULL, created TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS track_songwriters (id INTEGER PRIMARY KEY, track_id INTEGER NOT NULL REFERENCES tracks(id),
  name TEXT NOT NULL, songwriter_type TEXT NOT NULL, ipi TEXT, version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS track_songwriters_track ON track_songwriters(track_id);
CREATE TABLE IF NOT EXISTS track_publishers (id INTEGER PRIMARY KEY, track_id INTEGER NOT NULL REFERENCES tracks(id),
  name TEXT NOT NULL, share REAL NOT NULL, society TEXT, version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS track_publishers_track ON track_publishers(track_id);
CREATE TABLE IF NOT EXISTS track_countries_allowed (id INTEGER PRIMARY KEY, track_id INTEGER NOT NULL REFERENCES tracks(id),
  country_id INTEGER NOT NULL, version INTEGER NOT NULL DEFAULT 1, UNIQUE (track_id, country_id));${foldedShadow('tracks', ['artist_name'])}${foldedValues('tracks', 'name')}${foldedValues('tracks', 'mix_name')}`,
    seed: ctx => {
        seedReleasesAndTracks(ctx);
        seedRights(ctx.db);
    },
    collection: tracks,
    subCollections: [
        { def: notes, table: 'track_notes', parentColumn: 'track_id', onCreate: authored },
        { def: songwriters, table: 'track_songwriters', parentColumn: 'track_id' },
        { def: publishers, table: 'track_publishers', parentColumn: 'track_id' },
        { def: countriesAllowed, table: 'track_countries_allowed', parentColumn: 'track_id' },
    ],
    operations: [...trackOperations, ...trackFileOperations, ...territoryOperations, streamOperation],
    // The track's sub-resources beyond the generic ones (audio files, promo versions).
    routes: trackRoutes,
};
export default module;
