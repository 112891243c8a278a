/**
 * Live streams: times stored as UTC instants (Mountain time is the console's), the status from
 * enabled / auto-enabled and the date range, at most five stages, an enabled stream keeps one,
 * vendors as records that also serve the reference lists, the API key for staff.
 */
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
const m = messages.live;

describe('live streams', () => {
    const api = makeApi(20);
    const post = (path: string, json: unknown, who = 'curation') =>
        api.as(who, `/v4/live/${path}`, { method: 'POST', json });
    const patch = (path: string, json: unknown, who = 'curation') =>
        api.as(who, `/v4/live/${path}`, { method: 'PATCH', json });
    const read = async (res: Response) => (await res.json()) as Json & { detail?: string; results?: Json[] };
    const newStream = async (json: Json = {}) => {
        const res = await post('streams/', { name: 'Test Stream', ...json });
        expect(res.status).toBe(201);
        return read(res);
    };

    it('stores the instant it is given as UTC, whatever offset it came with (a Mountain-time entry round-trips)', async () => {
        // 2026-07-04 20:00 in Denver (MDT, UTC-6) and 2026-12-31 22:00 (MST, UTC-7).
        const s = await newStream({ start_date: '2026-07-04T20:00:00-06:00', end_date: '2026-12-31T22:00:00-07:00' });
        expect(s.start_date).toBe('2026-07-05T02:00:00.000Z');
        expect(s.end_date).toBe('2027-01-01T05:00:00.000Z');
        expect(api.db.prepare('SELECT start_date FROM live_streams WHERE id = ?').pluck().get(s.id)).toBe(
            '2026-07-05T02:00:00.000Z'
        );
    });

    it('refuses a range that ends before it starts, and auto-enabling without both times', async () => {
        const backwards = await post('streams/', {
            name: 'Backwards',
            start_date: '2026-05-02T00:00:00Z',
            end_date: '2026-05-01T00:00:00Z',
        });
        expect(backwards.status).toBe(400);
        // Said with the stream's own labels (its times), in §5's words.
        expect((await read(backwards)).detail).toBe('Start Time must be before End Time');
        const open = await post('streams/', {
            name: 'Open',
            is_auto_enabled: true,
            start_date: '2026-05-02T00:00:00Z',
        });
        expect(open.status).toBe(400);
        expect((await read(open)).detail).toBe(m.autoNeedsRange);
    });

    it('is live when enabled, or auto-enabled within its range; the status filters', async () => {
        const hour = 3600_000;
        const at = (h: number) => new Date(Date.now() + h * hour).toISOString();
        const now = await newStream({ is_auto_enabled: true, start_date: at(-1), end_date: at(1) });
        const later = await newStream({ is_auto_enabled: true, start_date: at(5), end_date: at(6) });
        const past = await newStream({ is_auto_enabled: true, start_date: at(-6), end_date: at(-5) });
        const manual = await newStream({ start_date: at(-1), end_date: at(1) });
        expect([now.status, later.status, past.status, manual.status]).toEqual(['live', 'upcoming', 'off', 'off']);
        const live = await read(await api.as('admin', '/v4/live/streams/?status=live&per_page=100'));
        const ids = live.results!.map(r => r.id);
        expect(ids).toContain(now.id);
        expect(ids).not.toContain(manual.id);
        expect(live.results!.every(r => r.status === 'live')).toBe(true);
        // The seed has one of each around the real clock.
        const statuses = new Set(
            (await read(await api.as('admin', '/v4/live/streams/?per_page=100'))).results!.map(r => r.status)
        );
        expect([...statuses].sort()).toEqual(['live', 'off', 'upcoming']);
    });

    it('refuses enabling a stream without a stage, on create and on update; with a stage it may be enabled', async () => {
        const refusedCreate = await post('streams/', { name: 'Straight On', enabled: true });
        expect(refusedCreate.status).toBe(400);
        expect((await read(refusedCreate)).detail).toBe(m.enableNeedsStage);
        const s = await newStream();
        const refused = await patch(`streams/${s.id}/`, { enabled: true });
        expect(refused.status).toBe(400);
        expect((await read(refused)).detail).toBe(m.enableNeedsStage);
        expect((await post(`streams/${s.id}/stages/`, { name: 'Main', number: 1 })).status).toBe(201);
        const enabled = await patch(`streams/${s.id}/`, { enabled: true });
        expect(enabled.status).toBe(200);
        expect(await read(enabled)).toMatchObject({ enabled: true, status: 'live', stage_count: 1 });
    });

    it('creates a stream with its stages in one call, so it may be created enabled; checks them as the list does', async () => {
        const before = api.db.prepare('SELECT count(*) FROM live_streams').pluck().get();
        const created = await post('streams/', {
            name: 'Opening Night',
            enabled: true,
            stages: [
                { name: 'Main', number: 1 },
                { name: 'Loft', number: 2 },
            ],
        });
        expect(created.status).toBe(201);
        const s = await read(created);
        expect(s).toMatchObject({ enabled: true, status: 'live', stage_count: 2 });
        const stages = (await read(await api.as('curation', `/v4/live/streams/${s.id}/stages/`))).results!;
        expect(stages.map(r => [r.number, r.name])).toEqual([
            [1, 'Main'],
            [2, 'Loft'],
        ]);
        // Too many, or a stage without a name: nothing is created.
        const six = Array.from({ length: 6 }, (_, i) => ({ name: `S${i + 1}` }));
        const tooMany = await post('streams/', { name: 'Crowded', enabled: true, stages: six });
        expect(tooMany.status).toBe(400);
        expect((await read(tooMany)).detail).toBe(fill(m.stageLimit, { max: 5 }));
        const nameless = await post('streams/', { name: 'Nameless', enabled: true, stages: [{ number: 1 }] });
        expect(nameless.status).toBe(400);
        expect((await read(nameless)).detail).toMatch(/^Stage 1: /);
        // A stream that is not enabled needs none; an empty list is no stage for an enabled one.
        expect((await post('streams/', { name: 'Quiet', stages: [] })).status).toBe(201);
        const empty = await post('streams/', { name: 'Empty', enabled: true, stages: [] });
        expect((await read(empty)).detail).toBe(m.enableNeedsStage);
        expect(api.db.prepare('SELECT count(*) FROM live_streams').pluck().get()).toBe(Number(before) + 2);
    });

    it('holds at most 5 stages: the 6th is refused with the limit’s message and nothing is added', async () => {
        const s = await newStream();
        for (let n = 1; n <= 5; n++)
            expect((await post(`streams/${s.id}/stages/`, { name: `Stage ${n}`, number: n })).status).toBe(201);
        const sixth = await post(`streams/${s.id}/stages/`, { name: 'Stage 6' });
        expect(sixth.status).toBe(409);
        expect((await read(sixth)).detail).toBe(fill(m.stageLimit, { max: 5 }));
        expect((await read(await api.as('curation', `/v4/live/streams/${s.id}/stages/`))).results).toHaveLength(5);
    });

    it('refuses a stage without a number, or with the number of another stage of the stream (add, change, create)', async () => {
        const s = await newStream();
        const blank = await post(`streams/${s.id}/stages/`, { name: 'Blank' });
        expect(blank.status).toBe(400);
        expect((await read(blank)).errors).toMatchObject({ number: expect.any(String) });
        expect((await post(`streams/${s.id}/stages/`, { name: 'Null', number: null })).status).toBe(400);
        const main = await read(await post(`streams/${s.id}/stages/`, { name: 'Main', number: 1 }));
        const loft = await read(await post(`streams/${s.id}/stages/`, { name: 'Loft', number: 2 }));
        const twice = await post(`streams/${s.id}/stages/`, { name: 'Again', number: 1 });
        expect(twice.status).toBe(400);
        expect((await read(twice)).detail).toBe(m.stageNumberTaken);
        const renumbered = await patch(`streams/${s.id}/stages/${loft.id}/`, { number: 1 });
        expect(renumbered.status).toBe(400);
        expect((await read(renumbered)).detail).toBe(m.stageNumberTaken);
        expect((await patch(`streams/${s.id}/stages/${main.id}/`, { name: 'Main Room' })).status).toBe(200);
        const stages = (await read(await api.as('curation', `/v4/live/streams/${s.id}/stages/`))).results!;
        expect(stages.map(r => [r.number, r.name])).toEqual([
            [1, 'Main Room'],
            [2, 'Loft'],
        ]);
        // A new stream's stages are held to the same: nothing is created.
        const before = api.db.prepare('SELECT count(*) FROM live_streams').pluck().get();
        const repeated = await post('streams/', {
            name: 'Repeated',
            stages: [
                { name: 'A', number: 3 },
                { name: 'B', number: 3 },
            ],
        });
        expect(repeated.status).toBe(400);
        expect((await read(repeated)).detail).toBe(m.stageNumberTaken);
        const unnumbered = await post('streams/', { name: 'Unnumbered', stages: [{ name: 'A' }] });
        expect(unnumbered.status).toBe(400);
        expect((await read(unnumbered)).detail).toMatch(/^Stage 1: /);
        expect(api.db.prepare('SELECT count(*) FROM live_streams').pluck().get()).toBe(before);
    });

    it('refuses a sixth stage by the limit, whatever its number', async () => {
        const s = await newStream();
        for (let n = 1; n <= 5; n++) await post(`streams/${s.id}/stages/`, { name: `Stage ${n}`, number: n });
        for (const number of [1, 6, undefined]) {
            const sixth = await post(`streams/${s.id}/stages/`, { name: 'Stage 6', number });
            expect(sixth.status).toBe(409);
            expect((await read(sixth)).detail).toBe(fill(m.stageLimit, { max: 5 }));
        }
    });

    it('keeps the last stage of an enabled stream; a disabled stream may lose it', async () => {
        const s = await newStream();
        const stage = await read(await post(`streams/${s.id}/stages/`, { name: 'Only', number: 1 }));
        expect((await patch(`streams/${s.id}/`, { enabled: true })).status).toBe(200);
        const path = `/v4/live/streams/${s.id}/stages/${stage.id}/`;
        const refused = await api.as('admin', path, { method: 'DELETE' });
        expect(refused.status).toBe(409);
        expect((await read(refused)).detail).toBe(m.lastStage);
        expect((await patch(`streams/${s.id}/`, { enabled: false })).status).toBe(200);
        expect((await api.as('admin', path, { method: 'DELETE' })).status).toBe(204);
    });

    it('gives a new stream a 32-character API key; a new well-formed key may replace it, another value not', async () => {
        const s = await newStream();
        expect(s.api_key).toMatch(/^[0-9a-f]{32}$/);
        const key = 'ab'.repeat(16);
        expect(await read(await patch(`streams/${s.id}/`, { api_key: key }))).toMatchObject({ api_key: key });
        const bad = await patch(`streams/${s.id}/`, { api_key: 'guessable' });
        expect(bad.status).toBe(400);
        expect((await read(bad)).detail).toBe(`API Key: ${m.apiKey}`);
    });

    it('names the genre page and vendors it links to; vendors added here appear in the reference lists', async () => {
        const host = await read(await post('host-vendors/', { name: 'Kick' }));
        const s = await newStream({ genre_id: 1, host_vendor_id: host.id, host_vendor_url: 'https://kick.example/x' });
        expect(s).toMatchObject({
            genre: { id: 1 },
            host_vendor: { id: host.id, name: 'Kick' },
            tracklist_vendor: null,
        });
        const list = await read(await api.as('label', '/v4/auxiliary/host-vendors/?per_page=100'));
        expect(list.results).toContainEqual({ id: host.id, name: 'Kick', description: '' });
        const badUrl = await patch(`streams/${s.id}/`, { host_vendor_url: 'javascript:alert(1)' });
        expect(badUrl.status).toBe(400);
    });

    it('marketing and partners are refused every live route', async () => {
        for (const who of ['marketing', 'support', 'supplier', 'label']) {
            expect((await api.as(who, '/v4/live/streams/')).status, who).toBe(403);
            expect((await api.as(who, '/v4/live/streams/1/stages/')).status, who).toBe(403);
            expect((await api.as(who, '/v4/live/host-vendors/')).status, who).toBe(403);
        }
    });
});
