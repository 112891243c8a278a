/** The reference API's SQLite file: schema, pragmas, and open-or-create. */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type DB = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS aux (list TEXT NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL, description TEXT,
  extra TEXT, PRIMARY KEY (list, id));
CREATE TABLE IF NOT EXISTS genres (id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sub_genres (id INTEGER PRIMARY KEY, genre_id INTEGER NOT NULL REFERENCES genres(id),
  name TEXT NOT NULL, slug TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS keys (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS suppliers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, ingester_key TEXT,
  ddex_party_id TEXT, vendor_code TEXT, enabled INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS labels (id INTEGER PRIMARY KEY, name TEXT NOT NULL, supplier_id INTEGER NOT NULL REFERENCES suppliers(id),
  bio TEXT, enabled INTEGER NOT NULL DEFAULT 1, hype_trial_start TEXT, hype_trial_end TEXT, hype_eligible INTEGER NOT NULL DEFAULT 0,
  is_available_for_pre_order INTEGER NOT NULL DEFAULT 0, pre_order_weeks INTEGER NOT NULL DEFAULT 0,
  account_claimed INTEGER NOT NULL DEFAULT 0, temporary_username TEXT, temporary_password TEXT,
  label_manager TEXT, image TEXT, created TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS labels_supplier ON labels(supplier_id);
CREATE TABLE IF NOT EXISTS label_contracts (id INTEGER PRIMARY KEY, label_id INTEGER NOT NULL REFERENCES labels(id),
  name TEXT NOT NULL, start_date TEXT, end_date TEXT, revenue_share REAL);
CREATE TABLE IF NOT EXISTS label_mappings (id INTEGER PRIMARY KEY, label_id INTEGER NOT NULL REFERENCES labels(id),
  source_name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS artists (id INTEGER PRIMARY KEY, name TEXT NOT NULL, bio TEXT, dj_profile_id INTEGER,
  dj_slug TEXT, vanity_url TEXT, music_profile_partner_id TEXT, sync_enabled INTEGER NOT NULL DEFAULT 0,
  is_placeholder INTEGER NOT NULL DEFAULT 0, image TEXT, created TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS artists_name ON artists(name);
CREATE TABLE IF NOT EXISTS releases (id INTEGER PRIMARY KEY, name TEXT NOT NULL, label_id INTEGER NOT NULL REFERENCES labels(id),
  upc TEXT, catalog_number TEXT, grid TEXT, release_date TEXT, status TEXT NOT NULL DEFAULT 'Draft',
  price_override REAL, price_override_currency TEXT, price_override_firm INTEGER NOT NULL DEFAULT 0,
  is_available_for_pre_order INTEGER NOT NULL DEFAULT 0, pre_order_weeks INTEGER NOT NULL DEFAULT 0,
  exclusive_period_id INTEGER, is_hidden INTEGER NOT NULL DEFAULT 0, takedown INTEGER NOT NULL DEFAULT 0,
  is_hype INTEGER NOT NULL DEFAULT 0, hype_start TEXT, hype_end TEXT, image TEXT, artist_name TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS releases_label ON releases(label_id, release_date);
CREATE INDEX IF NOT EXISTS releases_date ON releases(release_date);
CREATE TABLE IF NOT EXISTS tracks (id INTEGER PRIMARY KEY, name TEXT NOT NULL, mix_name TEXT, isrc TEXT,
  release_id INTEGER NOT NULL REFERENCES releases(id), track_position INTEGER NOT NULL DEFAULT 1,
  bpm INTEGER, key_id INTEGER, genre_id INTEGER, sub_genre_id INTEGER, copyright_holder TEXT,
  label_track_id TEXT, guid TEXT, encode_status TEXT NOT NULL DEFAULT 'Not Converted',
  exclusive INTEGER NOT NULL DEFAULT 0, exclusive_date TEXT, publish_date TEXT, new_release_date TEXT,
  free_download_start_date TEXT, free_download_end_date TEXT, is_explicit INTEGER NOT NULL DEFAULT 0,
  is_hype INTEGER NOT NULL DEFAULT 0, is_available_for_hype INTEGER NOT NULL DEFAULT 0,
  is_dj_edit INTEGER NOT NULL DEFAULT 0, is_ugc_remix INTEGER NOT NULL DEFAULT 0, parent_track_id INTEGER,
  dj_edits INTEGER NOT NULL DEFAULT 0, ugc_remixes INTEGER NOT NULL DEFAULT 0, enabled INTEGER NOT NULL DEFAULT 1,
  is_hidden INTEGER NOT NULL DEFAULT 0, is_available_for_streaming INTEGER NOT NULL DEFAULT 0,
  artist_name TEXT NOT NULL DEFAULT '', label_id INTEGER NOT NULL, supplier_id INTEGER NOT NULL,
  add_date TEXT NOT NULL, encoded_date TEXT);
CREATE INDEX IF NOT EXISTS tracks_release ON tracks(release_id, track_position);
CREATE INDEX IF NOT EXISTS tracks_genre_publish ON tracks(genre_id, publish_date);
CREATE INDEX IF NOT EXISTS tracks_publish ON tracks(publish_date);
CREATE INDEX IF NOT EXISTS tracks_label_publish ON tracks(label_id, publish_date);
CREATE INDEX IF NOT EXISTS tracks_supplier_publish ON tracks(supplier_id, publish_date);
CREATE INDEX IF NOT EXISTS tracks_parent ON tracks(parent_track_id);
CREATE INDEX IF NOT EXISTS tracks_isrc ON tracks(isrc);
CREATE TABLE IF NOT EXISTS track_artists (track_id INTEGER NOT NULL REFERENCES tracks(id), artist_id INTEGER NOT NULL REFERENCES artists(id),
  role TEXT NOT NULL DEFAULT 'artist', PRIMARY KEY (track_id, artist_id, role));
CREATE INDEX IF NOT EXISTS track_artists_artist ON track_artists(artist_id);
CREATE TABLE IF NOT EXISTS audio_files (id INTEGER PRIMARY KEY, track_id INTEGER NOT NULL REFERENCES tracks(id),
  format TEXT NOT NULL, file_name TEXT NOT NULL, size INTEGER NOT NULL, created TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS audio_files_track ON audio_files(track_id);
CREATE TABLE IF NOT EXISTS track_territories (track_id INTEGER NOT NULL REFERENCES tracks(id), country_id INTEGER NOT NULL,
  publish_time TEXT NOT NULL, pre_order_time TEXT, takedown_time TEXT, PRIMARY KEY (track_id, country_id));
CREATE TABLE IF NOT EXISTS promo_versions (id INTEGER PRIMARY KEY, track_id INTEGER NOT NULL REFERENCES tracks(id),
  name TEXT NOT NULL, created TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS track_notes (id INTEGER PRIMARY KEY, track_id INTEGER NOT NULL REFERENCES tracks(id),
  note TEXT NOT NULL, author TEXT NOT NULL, created TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS images (id INTEGER PRIMARY KEY, mime TEXT NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL, data BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS jobs (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, state TEXT NOT NULL, target_id INTEGER,
  child_job_id INTEGER, created TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL, last_name TEXT NOT NULL, scope TEXT NOT NULL, feature TEXT NOT NULL DEFAULT '[]',
  brand TEXT NOT NULL, supplier_id INTEGER, label_id INTEGER);
CREATE TABLE IF NOT EXISTS tokens (access_hash TEXT PRIMARY KEY, refresh_hash TEXT UNIQUE, user_id INTEGER NOT NULL REFERENCES users(id),
  expires_at INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS auth_codes (code_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL, redirect_uri TEXT NOT NULL,
  expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
`;

export function openDatabase(file: string): DB {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    // FULL: an answered write survives a killed process and a power cut alike.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.exec(SCHEMA);
    return db;
}

export function isSeeded(db: DB): boolean {
    return !!db.prepare("SELECT 1 FROM meta WHERE key = 'seeded'").get();
}

const statements = new WeakMap<DB, Map<string, Database.Statement>>();
/** A prepared statement, compiled once per database and SQL text (hot paths prepare per call otherwise). */
export function stmt(db: DB, sql: string): Database.Statement {
    let cache = statements.get(db);
    if (!cache) statements.set(db, (cache = new Map()));
    let s = cache.get(sql);
    if (!s) {
        if (cache.size > 500) cache.clear();
        cache.set(sql, (s = db.prepare(sql)));
    }
    return s;
}

/**
 * A token that changes whenever any connection commits a change to the file: SQLite's
 * data_version moves on other connections' commits, total_changes() on this connection's own.
 */
export function dataVersion(db: DB): string {
    const other = stmt(db, 'PRAGMA data_version').pluck().get();
    const own = stmt(db, 'SELECT total_changes()').pluck().get();
    return `${other}:${own}`;
}
