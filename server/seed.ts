/** Deterministic seed data: two brands, demo accounts, a realistic catalog of any size. */
import { PARTNER_SCOPE, STAFF_ROLES, STAFF_SCOPE, partner, staff } from '../resources/permissions';
import { ENCODE_STATUSES, EXCLUSIVE_PERIODS } from '../resources/constants';
import { exclusivePeriodName } from '../resources/format';
import type { DB } from './db';
import { hashPassword } from './core/passwords';

export const DEMO_PASSWORD = process.env.SEED_PASSWORD || 'console-demo';

/** mulberry32: a small fixed-seed PRNG so every seed is the same. */
function prng(seed: number) {
    let a = seed >>> 0;
    const next = () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
    return { next, int, pick };
}

const ADJ = [
    'Midnight',
    'Golden',
    'Electric',
    'Deep',
    'Silver',
    'Hidden',
    'Velvet',
    'Neon',
    'Lost',
    'Endless',
    'Crystal',
    'Solar',
    'Broken',
    'Wild',
    'Quiet',
    'Burning',
    'Distant',
    'Frozen',
    'Cosmic',
    'Liquid',
];
const NOUN = [
    'Horizon',
    'Pulse',
    'Signal',
    'Garden',
    'Motion',
    'River',
    'Dream',
    'Echo',
    'Machine',
    'Skyline',
    'Frequency',
    'Shadow',
    'Lights',
    'Voyage',
    'Harbor',
    'Paradise',
    'Circuit',
    'Tide',
    'Memory',
    'Fire',
];
const FIRST = [
    'Alex',
    'Maya',
    'Jonas',
    'Nina',
    'Oscar',
    'Lena',
    'Theo',
    'Iris',
    'Marco',
    'Sofia',
    'Kai',
    'Elena',
    'Ravi',
    'Yuki',
    'Amara',
    'Felix',
    'Zara',
    'Luca',
    'Noor',
    'Hugo',
];
const LAST = [
    'Reed',
    'Vega',
    'Novak',
    'Stone',
    'Moreau',
    'Kerr',
    'Okafor',
    'Lindqvist',
    'Santos',
    'Haas',
    'Ito',
    'Brandt',
    'Costa',
    'Varga',
    'Quinn',
    'Adler',
    'Mbeki',
    'Rossi',
    'Falk',
    'Dunn',
];
const MIXES = ['Original Mix', 'Extended Mix', 'Radio Edit', 'Dub Mix', 'Club Mix', 'Instrumental', 'Remix', 'VIP Mix'];
const GENRES: [string, string[]][] = [
    ['House', ['Deep House', 'Tech House', 'Afro House', 'Funky House']],
    ['Techno', ['Peak Time', 'Raw', 'Melodic Techno', 'Hard Techno']],
    ['Drum & Bass', ['Liquid', 'Jump Up', 'Neurofunk']],
    ['Trance', ['Uplifting', 'Progressive Trance', 'Psy-Trance']],
    ['Dubstep', ['Riddim', 'Melodic Dubstep']],
    ['Disco', ['Nu Disco', 'Indie Dance']],
    ['Breaks', ['UK Garage', 'Breakbeat']],
    ['Hip-Hop', ['Boom Bap', 'Trap']],
    ['Ambient', ['Downtempo', 'Electronica']],
    ['Minimal', ['Deep Tech', 'Microhouse']],
];
const KEYS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'].flatMap(k => [
    `${k} Major`,
    `${k} Minor`,
]);
const COUNTRIES = [
    'United States',
    'Canada',
    'United Kingdom',
    'Germany',
    'France',
    'Netherlands',
    'Spain',
    'Italy',
    'Australia',
    'Brazil',
    'Mexico',
    'Japan',
    'Sweden',
    'Norway',
    'Belgium',
    'Ireland',
    'Portugal',
    'Poland',
    'Austria',
    'Switzerland',
];
const STATES: [string, number][] = [
    ['California', 1],
    ['New York', 1],
    ['Colorado', 1],
    ['Texas', 1],
    ['Ontario', 2],
    ['Quebec', 2],
    ['British Columbia', 2],
];

const AUX: Record<string, (string | [string, Record<string, unknown>])[]> = {
    'account-types': ['Personal', 'Business'],
    'billing-info-types': ['Bank Transfer', 'PayPal', 'Cheque'],
    'commercial-model-types': ['Download', 'Streaming'],
    'contact-types': ['primary', 'digital manager', 'finance manager', 'distribution manager', 'company'],
    countries: COUNTRIES,
    'current-status': ['Active', 'Inactive', 'Pending'],
    currency: ['USD', 'EUR', 'GBP', 'AUD', 'BRL', 'MXN'],
    'discount-types': ['percentage', 'fixed'],
    'exclusive-period': EXCLUSIVE_PERIODS.map(p => [exclusivePeriodName(p.days), { days: p.days }]),
    'image-types': ['Release', 'Artist', 'Label', 'Chart'],
    'item-types': ['releases', 'tracks', 'artists', 'charts', 'playlists', 'labels', 'page_modules'],
    'mime-types': ['audio/wav', 'audio/flac', 'audio/aiff', 'image/jpeg', 'image/png'],
    'page-module-types': ['Slideshow', 'Feature', 'Track List', 'Release Grid'],
    'page-types': ['Landing Page', 'Genre Page', 'Home Page'],
    'playlist-types': ['Curated', 'Editorial', 'Partner'],
    reason: ['Goodwill', 'Refund', 'Promotion', 'Technical Issue'],
    'release-types': ['Single', 'EP', 'Album', 'Compilation'],
    'sale-types': ['Purchase', 'Stream', 'Subscription'],
    'source-types': ['sushi', 'twitchtv', 'djwebapp', 'mobileapp'],
    states: STATES.map(([name, country_id]) => [name, { country_id }]),
};

const date = (base: Date, days: number) => new Date(base.getTime() + days * 86400000).toISOString().slice(0, 10);

export interface SeedOptions {
    tracks?: number;
    log?: (msg: string) => void;
}

export function seed(db: DB, { tracks: trackCount = 3000, log = () => {} }: SeedOptions = {}): void {
    const r = prng(20261121);
    const base = new Date('2024-01-01T00:00:00Z');
    const nowIso = new Date('2026-01-01T00:00:00Z').toISOString();
    const run = db.transaction(() => {
        const aux = db.prepare('INSERT INTO aux (list, id, name, description, extra) VALUES (?, ?, ?, ?, ?)');
        for (const [list, items] of Object.entries(AUX)) {
            items.forEach((item, i) => {
                const [name, extra] = typeof item === 'string' ? [item, null] : item;
                aux.run(list, i + 1, name, `${name} (${list})`, extra ? JSON.stringify(extra) : null);
            });
        }
        const g = db.prepare('INSERT INTO genres (id, name, slug) VALUES (?, ?, ?)');
        const sg = db.prepare('INSERT INTO sub_genres (genre_id, name, slug) VALUES (?, ?, ?)');
        const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        GENRES.forEach(([name, subs], i) => {
            g.run(i + 1, name, slug(name));
            for (const s of subs) sg.run(i + 1, s, slug(s));
        });
        const subsByGenre = new Map<number, number[]>();
        for (const row of db.prepare('SELECT id, genre_id FROM sub_genres').all() as {
            id: number;
            genre_id: number;
        }[]) {
            subsByGenre.set(row.genre_id, [...(subsByGenre.get(row.genre_id) ?? []), row.id]);
        }
        const k = db.prepare('INSERT INTO keys (id, name) VALUES (?, ?)');
        KEYS.forEach((name, i) => k.run(i + 1, name));

        const supplierCount = 12;
        const s = db.prepare(
            'INSERT INTO suppliers (id, name, ingester_key, ddex_party_id, vendor_code) VALUES (?, ?, ?, ?, ?)'
        );
        for (let i = 1; i <= supplierCount; i++) {
            s.run(
                i,
                `${r.pick(ADJ)} ${r.pick(NOUN)} Distribution`,
                `ingest-${i}`,
                `PADPIDA${String(2000000000 + i)}`,
                `V${1000 + i}`
            );
        }
        const labelCount = Math.max(40, Math.round(trackCount / 75));
        const l = db.prepare(
            `INSERT INTO labels (id, name, supplier_id, bio, hype_eligible, hype_trial_start, hype_trial_end, pre_order_weeks,
             account_claimed, temporary_username, temporary_password, label_manager, created) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`
        );
        for (let i = 1; i <= labelCount; i++) {
            // Supplier 1 owns labels 1-4; the demo `label` user is label 1.
            const supplier = i <= 4 ? 1 : 2 + ((i - 5) % (supplierCount - 1));
            const eligible = r.next() < 0.5;
            l.run(
                i,
                `${r.pick(NOUN)} ${r.pick(['Records', 'Recordings', 'Music', 'Audio', 'Sounds'])} ${i}`,
                supplier,
                `Independent label founded in ${2000 + (i % 24)}.`,
                eligible ? 1 : 0,
                eligible ? date(base, i) : null,
                eligible ? date(base, 700 + i * 3) : null,
                i % 5,
                i % 3 === 0 ? 1 : 0,
                i % 3 === 0 ? null : `label${i}_tmp`,
                i % 3 === 0 ? null : `tmp-${(i * 7919) % 100000}`,
                r.pick(['Dana Cole', 'Ravi Shah', 'Ines Wolf']),
                nowIso
            );
        }
        const artistCount = Math.max(600, Math.round(trackCount / 5));
        const a = db.prepare(
            'INSERT INTO artists (id, name, bio, dj_slug, music_profile_partner_id, sync_enabled, is_placeholder, created) VALUES (?,?,?,?,?,?,?,?)'
        );
        const artistNames: string[] = [''];
        for (let i = 1; i <= artistCount; i++) {
            const name =
                r.next() < 0.5
                    ? `${r.pick(FIRST)} ${r.pick(LAST)}`
                    : `${r.pick(ADJ)} ${r.pick(NOUN)}${i % 7 === 0 ? 's' : ''}`;
            artistNames.push(name);
            const synced = i % 10 === 0;
            a.run(
                i,
                name,
                `${name} is a producer and DJ.`,
                `${slug(name)}-${i}`,
                synced ? `mp-${i}` : null,
                synced ? 1 : 0,
                i % 50 === 0 ? 1 : 0,
                nowIso
            );
        }
        log(`seeded ${supplierCount} suppliers, ${labelCount} labels, ${artistCount} artists`);

        const rel = db.prepare(
            `INSERT INTO releases (id, name, label_id, upc, catalog_number, release_date, status, is_available_for_pre_order,
             pre_order_weeks, exclusive_period_id, is_hype, hype_start, hype_end, artist_name, created) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`
        );
        const tr = db.prepare(
            `INSERT INTO tracks (id, name, mix_name, isrc, release_id, track_position, bpm, key_id, genre_id, sub_genre_id,
             copyright_holder, label_track_id, guid, encode_status, exclusive, exclusive_date, publish_date, new_release_date,
             is_explicit, is_hype, is_available_for_streaming, dj_edits, ugc_remixes, artist_name, label_id, supplier_id, add_date, encoded_date)
             VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`
        );
        const ta = db.prepare('INSERT OR IGNORE INTO track_artists (track_id, artist_id, role) VALUES (?, ?, ?)');
        const af = db.prepare(
            'INSERT INTO audio_files (track_id, format, file_name, size, created) VALUES (?, ?, ?, ?, ?)'
        );
        let trackId = 0;
        for (let rid = 1; trackId < trackCount; rid++) {
            const labelId = rid <= 12 ? 1 + ((rid - 1) % 4) : r.int(1, labelCount);
            const supplierId = labelId <= 4 ? 1 : 2 + ((labelId - 5) % (supplierCount - 1));
            const day = r.int(0, 1000);
            const releaseDate = date(base, day);
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
                hype ? date(base, day + 28) : null,
                artistNames[mainArtist],
                nowIso
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
                    `guid-${trackId.toString(16).padStart(8, '0')}`,
                    status,
                    r.next() < 0.15 ? 1 : 0,
                    r.next() < 0.15 ? date(base, day - 14) : null,
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
                    date(base, day - 30),
                    status === 'CONVERTED' ? date(base, day - 20) : null
                );
                ta.run(trackId, mainArtist, 'artist');
                if (feat) ta.run(trackId, feat, 'artist');
                if (remixer) ta.run(trackId, remixer, 'remixer');
                if (trackId <= 5000) {
                    af.run(trackId, 'wav', `${trackId}.wav`, r.int(30, 120) * 1024 * 1024, nowIso);
                    af.run(trackId, 'mp3', `${trackId}.mp3`, r.int(5, 15) * 1024 * 1024, nowIso);
                }
            }
            if (rid % 2000 === 0) log(`seeded ${trackId} tracks`);
        }
        const contract = db.prepare(
            'INSERT INTO label_contracts (label_id, name, start_date, end_date, revenue_share) VALUES (?, ?, ?, ?, ?)'
        );
        const mapping = db.prepare('INSERT INTO label_mappings (label_id, source_name) VALUES (?, ?)');
        for (let i = 1; i <= labelCount; i++) {
            contract.run(i, 'Standard distribution', date(base, -365), date(base, 1500), 70);
            mapping.run(i, `LABEL-${i}`);
        }

        const u = db.prepare(
            'INSERT INTO users (username, password_hash, first_name, last_name, scope, feature, brand, supplier_id, label_id) VALUES (?,?,?,?,?,?,?,?,?)'
        );
        const hash = hashPassword(DEMO_PASSWORD);
        for (const role of STAFF_ROLES) {
            u.run(
                role,
                hash,
                role.replace('_', ' ').replace(/^\w/, c => c.toUpperCase()),
                'Demo',
                `${STAFF_SCOPE} ${staff(role)}`,
                '[]',
                'download',
                null,
                null
            );
        }
        u.run('dj_store_admin', hash, 'DJ Store', 'Admin', `${STAFF_SCOPE} ${staff('admin')}`, '[]', 'dj', null, null);
        u.run(
            'supplier',
            hash,
            'Supplier',
            'Demo',
            `${PARTNER_SCOPE} ${partner('supplier')}`,
            '[]',
            'download',
            1,
            null
        );
        u.run('label', hash, 'Label', 'Demo', `${PARTNER_SCOPE} ${partner('label')}`, '[]', 'download', null, 1);
        u.run('artist', hash, 'Artist', 'Demo', `${PARTNER_SCOPE} ${partner('artist')}`, '[]', 'download', null, null);
        u.run('dj', hash, 'DJ', 'Demo', `${PARTNER_SCOPE} ${partner('dj')}`, '[]', 'dj', null, null);
        db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(String(trackCount));
    });
    run();
    log(`seeded ${trackCount} tracks`);
}
