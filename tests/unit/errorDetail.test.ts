import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse } from '../../dataProvider/errors';
import { messages } from '../../resources/messages';
import { errorDetail } from '../../src/views/errors';

describe('errorDetail: what a failed action says', () => {
    it("the server's detail where it gave one", async () => {
        const res = new Response(JSON.stringify({ detail: 'The track has no audio file to encode.' }), {
            status: 400,
            statusText: 'Bad Request',
        });
        expect(errorDetail(await errorFromResponse(res))).toBe('The track has no audio file to encode.');
    });

    it("§8's 'Action could not be performed' when the answer has no detail", async () => {
        expect(messages.errors.actionFailed).toBe('Action could not be performed');
        for (const res of [
            new Response(null, { status: 500, statusText: 'Internal Server Error' }),
            new Response(JSON.stringify({ detail: '  ' }), { status: 409, statusText: 'Conflict' }),
            new Response(JSON.stringify({ errors: { name: 'Required' } }), { status: 400 }),
        ])
            expect(errorDetail(await errorFromResponse(res))).toBe('Action could not be performed');
        expect(errorDetail(new ApiError('Conflict', 409, null))).toBe('Action could not be performed');
    });

    it("a gateway's answer says in words that the server is not answering, never its page", async () => {
        const page = new Response('<html><head><title>502 Bad Gateway</title></head></html>', { status: 502 });
        const said = errorDetail(await errorFromResponse(page));
        expect(said).toBe(
            "The store's server is not answering right now (a gateway answered with status 502). Try again in a moment."
        );
        expect(errorDetail(await errorFromResponse(new Response(null, { status: 502 })))).toBe(said);
    });

    it('other errors keep their own message', () => {
        expect(errorDetail(new Error('Request Timed Out'))).toBe('Request Timed Out');
        expect(errorDetail('offline')).toBe('offline');
    });
});
