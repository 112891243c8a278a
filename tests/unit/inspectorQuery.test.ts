/** The deliveries inspector's state in its link: what a reload, Back or a shared link brings back. */
import { describe, expect, it } from 'vitest';
import { inspectorHref, inspectorSearch, readInspectorParams } from '../../resources/delivery/inspectorQuery';

describe('inspector link', () => {
    it('carries the filters, the page and the open delivery, and reads them back', () => {
        const state = {
            status: 'filter-rejected',
            message: 'Restricted genre',
            attention: true,
            cursor: 'abc.def',
            delivery: 12,
        };
        const search = inspectorSearch(state);
        expect(search).toBe(
            'release_status=filter-rejected&status_message=Restricted%20genre&attention=1&cursor=abc.def&delivery=12'
        );
        expect(readInspectorParams(new URLSearchParams(search))).toEqual(state);
    });
    it('drops what it does not know', () => {
        expect(readInspectorParams(new URLSearchParams('release_status=nope&status_message=x&delivery=-3'))).toEqual({
            status: '',
            message: '',
            attention: false,
            cursor: null,
            delivery: null,
        });
    });
    it("is the dashboard's link to what needs attention", () => {
        expect(inspectorHref({ attention: true })).toBe('/deliveries?attention=1');
        expect(inspectorHref({ attention: true, delivery: 7 })).toBe('/deliveries?attention=1&delivery=7');
        expect(inspectorHref({})).toBe('/deliveries');
    });
});
