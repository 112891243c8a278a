/** The bad-input sweep's packaging and partner calls: packages, drafts, agreement, billing and tickets. */
import { solidPng } from '../../server/core/png';
import { mp3, wav } from '../support/audio';
import type { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
const release = { name: 'Bad Input Release', label_id: 1, artist_ids: [1] };
const track = { name: 'Bad Input Track' };

function form(pkg: unknown, audio: [string, Uint8Array][] = [['a.wav', wav(0.1)]], cover = true): FormData {
    const f = new FormData();
    f.append('package', typeof pkg === 'string' ? pkg : JSON.stringify(pkg));
    if (cover) f.append('cover', new File([solidPng(500, 500, [1, 1, 1]) as BlobPart], 'c.png'));
    audio.forEach(([name, bytes], i) => f.append(`audio_${i}`, new File([bytes as BlobPart], name)));
    return f;
}
const pack = (body: FormData | unknown) => (api: Api) =>
    api.as(
        'content_ops',
        '/v4/packaging/packages/',
        body instanceof FormData ? { method: 'POST', body } : { method: 'POST', json: body }
    );
const draft =
    (json: unknown, method = 'POST', id = '') =>
    (api: Api) =>
        api.as('content_ops', `/v4/packaging/drafts/${id}`, { method, json });
const hostile = '<img src=x onerror="window.__pwned=1">'.repeat(200);

const calls: [string, (api: Api) => Promise<Response>][] = [
    ['package as JSON, not multipart', pack({ release, tracks: [track] })],
    ['package part malformed', pack(form('{"release": '))],
    ['package without tracks', pack(form({ release, tracks: [] }, []))],
    ['package with 101 tracks', pack(form({ release, tracks: Array(101).fill(track) }))],
    ['package with an unknown release field', pack(form({ release: { ...release, password: 'x' }, tracks: [track] }))],
    [
        'package with a bad UPC (33 characters)',
        pack(form({ release: { ...release, upc: '9'.repeat(33) }, tracks: [track] })),
    ],
    ['package with a UPC as a number', pack(form({ release: { ...release, upc: 123456789012 }, tracks: [track] }))],
    ['package with a bad ISRC (17 characters)', pack(form({ release, tracks: [{ ...track, isrc: 'U'.repeat(17) }] }))],
    ['package with pre-order weeks 9', pack(form({ release: { ...release, pre_order_weeks: 9 }, tracks: [track] }))],
    ['package without cover art', pack(form({ release, tracks: [track] }, undefined, false))],
    ['package without a track’s audio', pack(form({ release, tracks: [track, track] }))],
    ['package with a non-audio file renamed .wav', pack(form({ release, tracks: [track] }, [['song.wav', mp3()]]))],
    ['package with an mp3', pack(form({ release, tracks: [track] }, [['song.mp3', mp3()]]))],
    ['package with an unknown label', pack(form({ release: { ...release, label_id: 999999 }, tracks: [track] }))],
    ['package without artists', pack(form({ release: { ...release, artist_ids: [] }, tracks: [track] }))],
    ['package with an unknown track artist', pack(form({ release, tracks: [{ ...track, artist_ids: [999999] }] }))],
    ['oversized draft', draft({ data: { release: { name: 'x'.repeat(70_000) } } })],
    ['draft that is not an object', draft({ data: 'text' })],
    ['draft with extra keys', draft({ data: {}, owner_id: 1 })],
    ['draft of nobody', draft({ data: {} }, 'PUT', '999999/')],
    ['draft with a text id', draft({ data: {} }, 'PUT', 'abc/')],
    [
        'agreement of an old version',
        api =>
            api.as('supplier', '/v4/catalog/suppliers/1/service-agreement/', {
                method: 'POST',
                json: { version: '1.0' },
            }),
    ],
    [
        'agreement accepted without a version',
        api => api.as('supplier', '/v4/catalog/suppliers/1/service-agreement/', { method: 'POST', json: {} }),
    ],
    [
        'billing email without an @',
        api => api.as('label', '/v4/my/billing/', { method: 'PATCH', json: { email: 'x' } }),
    ],
    [
        'billing with an unknown country',
        api => api.as('label', '/v4/my/billing/', { method: 'PATCH', json: { country_id: 99999 } }),
    ],
    [
        'billing with an unknown field',
        api => api.as('label', '/v4/my/billing/', { method: 'PATCH', json: { iban: 'x' } }),
    ],
    ['accounts billing without a user', api => api.as('finance', '/v4/accounts/billing/')],
    ['accounts billing of a staff user', api => api.as('finance', '/v4/accounts/billing/?user_id=1')],
    [
        'ticket without a message',
        api => api.as('label', '/v4/support/tickets/', { method: 'POST', json: { subject: 'Hi' } }),
    ],
    [
        'ticket with hostile text over the limit',
        api => api.as('label', '/v4/support/tickets/', { method: 'POST', json: { subject: 'Hi', message: hostile } }),
    ],
    [
        'ticket with a hostile subject over the limit',
        api => api.as('label', '/v4/support/tickets/', { method: 'POST', json: { subject: hostile, message: 'x' } }),
    ],
    ['ticket as a list', api => api.as('label', '/v4/support/tickets/', { method: 'POST', json: [{ subject: 'a' }] })],
];

export const packagingCases = (api: Api): [string, () => Promise<Response>][] =>
    calls.map(([name, call]) => [name, () => call(api)]);

/** Nothing a refused call may leave behind. */
export const packagingCounts = (api: Api) =>
    ['releases', 'packaging_drafts', 'support_tickets', 'billing', 'service_agreement_acceptances'].map(
        t => api.db.prepare(`SELECT count(*) FROM ${t}`).pluck().get() as number
    );
