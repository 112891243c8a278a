/**
 * The bad-input sweep's ingestion calls: FTP user names that are taken, hostile or malformed, the
 * automated genre unknown or of the wrong type, XSD versions that are not offered, publishers
 * without a name, and images of the wrong type, size or use, or too large.
 */
import type { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
const ftp =
    (json: unknown, path = '', method = 'POST') =>
    (api: Api) =>
        api.as('admin', `/v4/catalog/suppliers/2/ftp-users/${path}`, { method, json });
const genre = (json: unknown) => (api: Api) =>
    api.as('admin', '/v4/automated_ingestion/genre/', { method: 'PUT', json });

const image =
    (use: string, bytes: Uint8Array, name = 'image.png') =>
    (api: Api) => {
        const body = new FormData();
        body.append('file', new File([new Uint8Array(bytes)], name));
        return api.as('admin', `/v4/media/images/?use=${encodeURIComponent(use)}`, { method: 'POST', body });
    };
/** A PNG header claiming a size (enough for the size check, which reads only the header). */
const pngOf = (width: number, height: number) => {
    const b = new Uint8Array(64);
    b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    new DataView(b.buffer).setUint32(16, width);
    new DataView(b.buffer).setUint32(20, height);
    return b;
};
const oversized = () => {
    const b = new Uint8Array(10 * 1024 * 1024 + 1);
    b.set(pngOf(1400, 1400));
    return b;
};

const calls: [string, (api: Api) => Promise<Response>][] = [
    ['image: cover art too small', image('catalog/releases.image', pngOf(499, 499))],
    ['image: cover art not square', image('catalog/releases.image', pngOf(800, 600))],
    ['image: chart image off its ratio', image('catalog/charts.image', pngOf(1050, 1050))],
    ['image: item image of the wrong size', image('curation.landingHeader', pngOf(941, 321))],
    ['image: a GIF', image('catalog/labels.image', new TextEncoder().encode('GIF89a....'), 'x.gif')],
    [
        'image: an SVG with script',
        image('catalog/artists.image', new TextEncoder().encode('<svg onload="alert(1)"/>'), 'x.svg'),
    ],
    ['image: empty file', image('catalog/releases.image', new Uint8Array(0))],
    ['image: over 10 MB', image('catalog/releases.image', oversized())],
    ['image: unknown use', image('catalog/tracks.banner', pngOf(1400, 1400))],
    ['image: no use', api => api.as('admin', '/v4/media/images/', { method: 'POST', body: new FormData() })],
    [
        'image: not a form',
        api => api.as('admin', '/v4/media/images/?use=curation.default', { method: 'POST', json: {} }),
    ],
    ['FTP user name taken (seeded for supplier 1)', ftp({ username: 'supplier1-ingest' })],
    ['FTP user name too short', ftp({ username: 'ab' })],
    ['FTP user name too long', ftp({ username: `a${'b'.repeat(40)}` })],
    ['FTP user name with a path', ftp({ username: '../../etc/passwd' })],
    ['FTP user name with markup', ftp({ username: '<img src=x onerror=alert(1)>' })],
    ['FTP user name with a shell command', ftp({ username: 'x;rm -rf /' })],
    ['FTP user name with a NUL', ftp({ username: 'ftp\u0000user' })],
    ['FTP user name with capitals', ftp({ username: 'Supplier' })],
    ['FTP user name with an accent', ftp({ username: 'josé-ftp' })],
    ['FTP user name as a number', ftp({ username: 12345 })],
    ['FTP user without a name', ftp({})],
    ['FTP user with a password of its own', ftp({ username: 'own-password', password: 'hunter22' })],
    ['FTP user enabled as text', ftp({ enabled: 'no' }, '1/', 'PATCH')],
    ['FTP user of another supplier', ftp({ enabled: false }, '1/', 'PATCH')],
    ['FTP user renamed', ftp({ username: 'renamed' }, '1/', 'PATCH')],
    ['automated genre unknown', genre({ genre_id: 999999 })],
    ['automated genre as a name', genre({ genre_id: 'House' })],
    ['automated genre negative', genre({ genre_id: -1 })],
    ['automated genre missing', genre({})],
    ['XSD version not offered', api => api.as('admin', '/v4/xsd_files/5.0/download/')],
    ['XSD version as a path', api => api.as('admin', '/v4/xsd_files/..%2F..%2Fetc/download/')],
    ['publisher without a name', api => api.as('admin', '/v4/catalog/publishers/', { method: 'POST', json: {} })],
    [
        'publisher with an over-long name',
        api => api.as('admin', '/v4/catalog/publishers/', { method: 'POST', json: { name: 'p'.repeat(256) } }),
    ],
];

export const ingestCases = (api: Api): [string, () => Promise<Response>][] =>
    calls.map(([name, call]) => [name, () => call(api)]);

/** What bad calls may not change: the FTP users, the genre setting, the publishers. */
export const ingestFingerprint = (api: Api) =>
    JSON.stringify([
        api.db.prepare('SELECT id, supplier_id, username, password_hash, enabled, version FROM ftp_users').all(),
        api.db.prepare('SELECT * FROM ingestion_settings').all(),
        api.db.prepare('SELECT count(*) FROM publishers').pluck().get(),
        api.db.prepare('SELECT count(*) FROM images').pluck().get(),
    ]);
