/** Every message the spec quotes is in the catalogue, verbatim (spec §2, §5, §8). */
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';

const SPEC_MESSAGES = [
    'Authorization failed. Please try again.',
    'Confirmation Required',
    'Take Me Back',
    'Sorry, we cannot process that request right now.',
    "Sorry, you're not authorized to view this page.",
    'Sorry, we could not find the page you wanted.',
    'Something has gone terribly wrong.',
    "That's an error.",
    'This error has been logged and we are looking into it. Need help? Contact product support.',
    'Received unexpected status code: {status}',
    'Something went wrong processing your request: {error}',
    'Action could not be performed',
    'Cannot select over {limit} deliveries',
    'There was a problem resubmitting your delivery',
    'Upload failed. Please try again.',
    'There was a problem uploading your CSV file.',
    'There was a problem downloading this file',
    'There was a problem refunding the selected order item(s)',
    'You can only refund items once',
    'There was a problem loading order item(s)',
    'Error during {resource} create/update: {error}',
    'Failed to start encode job.',
    'Error during re-encode: {error}',
    'Request Timed Out',
    'ITEM LIMIT EXCEEDED',
    'Invalid CSV',
    'A column heading of `person_id` or `user_id` is required',
    'Valid DDEX Party ID',
    'Invalid DDEX Party ID',
    'Cancel',
    'OK',
    'Delete',
    'Proceed',
];

function values(node: unknown): string[] {
    return typeof node === 'string' ? [node] : Object.values(node as object).flatMap(values);
}

describe('message catalogue', () => {
    const all = new Set(values(messages));
    for (const text of SPEC_MESSAGES) {
        it(`holds "${text}"`, () => expect(all.has(text)).toBe(true));
    }
    it('holds each message once', () => {
        // The record actions' notices (messages.actions) name, per action, the texts it says: several
        // actions say the same (a re-encode of a track or a release), some a message held elsewhere.
        const { actions: _notices, ...held } = messages;
        const list = values(held);
        expect(new Set(list).size).toBe(list.length);
    });
});
