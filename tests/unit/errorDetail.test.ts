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
            new Response(null, { status: 502 }),
            new Response(JSON.stringify({ detail: '  ' }), { status: 409, statusText: 'Conflict' }),
            new Response(JSON.stringify({ errors: { name: 'Required' } }), { status: 400 }),
        ])
            expect(errorDetail(await errorFromResponse(res))).toBe('Action could not be performed');
        expect(errorDetail(new ApiError('Conflict', 409, null))).toBe('Action could not be performed');
    });

    it('other errors keep their own message', () => {
        expect(errorDetail(new Error('Request Timed Out'))).toBe('Request Timed Out');
        expect(errorDetail('offline')).toBe('offline');
    });
});
