import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse, failureWords } from '../../dataProvider/errors';
import { messages } from '../../resources/messages';
import { failureReason, isWords } from '../../src/lib/loadFailure';
import { reportAnswered, reportUnanswered, serverAnswering, subscribeReachability } from '../../src/lib/reachability';

const BAD_GATEWAY_PAGE =
    '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502</h1><p>That’s an error.</p></body></html>';

describe('failureReason: why a load failed, in words', () => {
    it('a gateway’s HTML page or bare status text becomes a sentence, never markup', async () => {
        const res = new Response(BAD_GATEWAY_PAGE, { status: 502, statusText: 'Bad Gateway' });
        const reason = failureReason(await errorFromResponse(res));
        expect(reason).toBe(
            "The store's server is not answering right now (a gateway answered with status 502). Try again in a moment."
        );
        expect(failureReason(new ApiError('Service Unavailable', 503, null))).toBe(
            failureWords('gateway', { status: 503 })
        );
    });

    it('no answer at all: the browser’s "Failed to fetch", status 0, a timeout', () => {
        expect(failureReason(new TypeError('Failed to fetch'))).toBe(failureWords('network'));
        expect(failureReason(new ApiError('', 0, null))).toBe(failureWords('network'));
        expect(failureReason(new DOMException('signal timed out', 'TimeoutError'))).toBe(
            `${messages.network.noAnswer} ${messages.network.tryAgain}`
        );
        expect(failureReason(new ApiError('Request Timeout', 408, null))).toBe(
            `${messages.network.noAnswer} ${messages.network.tryAgain}`
        );
    });

    it("the data provider's own words where it gives a kind; the server's detail where it sent one", () => {
        const worded = Object.assign(new ApiError('The server did not answer within 20 seconds.', 0, null), {
            kind: 'timeout',
        });
        expect(failureReason(worded)).toBe('The server did not answer within 20 seconds.');
        expect(failureReason(new ApiError('<p>no</p>', 502, null))).toBe(failureWords('gateway', { status: 502 }));
        expect(
            failureReason(
                new ApiError('Forbidden', 403, { detail: 'You do not have permission to perform this action.' })
            )
        ).toBe('You do not have permission to perform this action.');
        expect(failureReason(new ApiError('Not Found', 404, { detail: 'Not found.' }))).toBe(messages.load.notFound);
        expect(failureReason(new ApiError('Internal Server Error', 500, null))).toBe(
            'The server could not answer this request (status 500).'
        );
    });

    it("nothing where the error says nothing a person can use: a fault of the page's own code", () => {
        expect(failureReason(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull();
        expect(failureReason(null)).toBeNull();
    });

    it('isWords: a sentence, not a status text, a browser message or markup', () => {
        expect(isWords('The label does not exist.')).toBe(true);
        for (const raw of ['Bad Gateway', 'Failed to fetch', '<h1>502</h1> That’s an error.', '', '502', 42])
            expect(isWords(raw)).toBe(false);
    });
});

describe('reachability: whether the server answers, as the last call found', () => {
    it('an unanswered call tells the subscribers once; an answer tells them it is back', () => {
        const seen: boolean[] = [];
        const stop = subscribeReachability(() => seen.push(serverAnswering()));
        expect(serverAnswering()).toBe(true);
        reportUnanswered();
        reportUnanswered();
        expect(serverAnswering()).toBe(false);
        reportAnswered();
        stop();
        reportUnanswered();
        expect(seen).toEqual([false, true]);
        reportAnswered();
    });
});
