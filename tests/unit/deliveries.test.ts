import { describe, expect, it } from 'vitest';
import {
    deliveryHelp,
    explainStatusMessage,
    NEEDS_ATTENTION,
    reingestBlock,
    reingestPossibleAt,
    RELEASE_STATUS_CHOICES,
    releaseStatusName,
    STATUS_MESSAGE_CHOICES,
    STATUS_MESSAGES,
} from '../../resources/delivery/statuses';
import { xmlProblem } from '../../resources/delivery/xml';
import deliveriesDef from '../../resources/delivery/deliveries';
import { P, type PermissionList } from '../../resources/permissions';
import { choicesFor } from '../../resources/fields';
import { cellText } from '../../src/views/columns';

describe('delivery XML check', () => {
    it('accepts well-formed XML with a declaration, comments, CDATA, attributes and references', () => {
        const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!-- a delivery -->
<release id="12" kind='album'>
  <title>Rock &amp; Roll &#169; &#x2122;</title>
  <notes><![CDATA[<not a tag> & fine]]></notes>
  <empty/>
  <ns:track ns:isrc="USRC17607839" />
</release>`;
        expect(xmlProblem(xml)).toBeNull();
    });

    it.each([
        ['', 'The XML is empty.'],
        ['<release>', '<release> is not closed.'],
        ['<a><b></a></b>', '</a> closes <b>.'],
        ['<a></a><b></b>', 'The XML has more than one root element.'],
        ['just text', 'Text outside the root element.'],
        ['<a>x &nbsp; y</a>', '&nbsp; is not a predefined entity or character reference.'],
        ['<a b=c></a>', 'The attributes of <a> are not well-formed.'],
        ['<1a></1a>', '<1a> is not a valid tag.'],
        ['<a><!-- open </a>', 'A comment, CDATA section or instruction is not closed.'],
        ['<a></a> trailing', 'Text outside the root element.'],
    ])('refuses %j', (xml, problem) => {
        expect(xmlProblem(xml)).toBe(problem);
    });

    it('refuses a DOCTYPE and entity declarations (the billion laughs)', () => {
        const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
<lolz>&lol2;</lolz>`;
        expect(xmlProblem(bomb)).toBe('DOCTYPE and entity declarations are not allowed in a delivery XML.');
        expect(xmlProblem('<a><!entity x "y"></a>')).toBe(
            'DOCTYPE and entity declarations are not allowed in a delivery XML.'
        );
    });

    it('refuses what is too long', () => {
        expect(xmlProblem(`<a>${'x'.repeat(1_000_001)}</a>`)).toMatch(/longer than/);
    });
});

describe('delivery status messages', () => {
    it('each §8 message is shown as readable text beside its code', () => {
        expect(explainStatusMessage('missing-isrc')).toBe('missing-isrc: track missing ISRC on insert.');
        expect(explainStatusMessage('Non-existent label')).toBe(
            'Non-existent label: the label does not exist or is not mapped for the supplier.'
        );
        expect(explainStatusMessage('published-with-update')).toBe(
            'published-with-update: metadata updated successfully.'
        );
        // Filter values without an explanation in §8 show as they are.
        expect(explainStatusMessage('Filtering complete')).toBe('Filtering complete');
        expect(STATUS_MESSAGE_CHOICES).toHaveLength(STATUS_MESSAGES.length);
    });
});

describe('re-ingest rules', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const longAgo = '2026-11-23T11:00:00Z';
    it('not when ingested or currently re-ingesting', () => {
        for (const release_status of ['release-ingested', 'currently-reingesting'])
            expect(reingestBlock({ release_status, updated: longAgo }, now)).toEqual({
                reason:
                    release_status === 'release-ingested'
                        ? 'This delivery is already ingested: there is nothing to re-ingest.'
                        : 'This delivery is being re-ingested now: wait for it to finish.',
            });
    });
    it('an ingested delivery is told why, never a time to come back, even just after a change', () => {
        const block = reingestBlock({ release_status: 'release-ingested', updated: '2026-11-23T11:59:50Z' }, now);
        expect(block).toEqual({ reason: 'This delivery is already ingested: there is nothing to re-ingest.' });
    });
    it('not within 90 seconds of an update, saying how long to wait', () => {
        expect(reingestBlock({ release_status: 'ingest-error', updated: '2026-11-23T11:59:00Z' }, now)).toEqual({
            reason: 'reingestion-error: cannot process, release updated in the last 90 seconds. Try again in 30 s.',
            until: Date.parse('2026-11-23T12:00:30Z'),
        });
        expect(reingestBlock({ release_status: 'ingest-error', updated: '2026-11-23T11:58:30Z' }, now)).toBeNull();
        expect(reingestBlock({ release_status: 'filter-error', updated: longAgo }, now)).toBeNull();
    });
    it('counts the release and its tracks: a track edit 10 s ago blocks for 80 s more', () => {
        const d = {
            release_status: 'metadata-processing-error',
            updated: longAgo,
            release_updated: '2026-11-23T11:59:50Z',
        };
        expect(reingestBlock(d, now)?.reason).toBe(
            'reingestion-error: cannot process, release updated in the last 90 seconds. Try again in 80 s.'
        );
        expect(reingestPossibleAt(d)).toBe(Date.parse('2026-11-23T12:01:20Z'));
        expect(reingestBlock(d, Date.parse('2026-11-23T12:01:20Z'))).toBeNull();
    });
});

describe('delivery help by reader', () => {
    it('a partner reads every status message in plain words with a next step, never the staff wording', () => {
        for (const code of STATUS_MESSAGES) {
            const help = deliveryHelp(code, true)!;
            expect(help.text).not.toBe(code);
            expect(help.text).not.toContain(explainStatusMessage(code));
            expect(help.next).toMatch(/\.$/);
        }
        expect(deliveryHelp('Restricted label', true)!.text).not.toMatch(/blacklisted|mapping table/);
        expect(deliveryHelp('fatal', true)!.text).not.toMatch(/fatal/);
        expect(deliveryHelp('Source is disabled', true)!.text).not.toBe('Source is disabled');
    });
    it('staff keep the §8 wording, with their own next step where there is one', () => {
        expect(deliveryHelp('missing-isrc', false)).toEqual({
            text: 'missing-isrc: track missing ISRC on insert.',
            next: 'Add the ISRC on each track listed, then re-ingest.',
        });
        expect(deliveryHelp('invalid-image', false)).toEqual({
            text: 'invalid-image: missing or out-of-aspect image file.',
            next: null,
        });
        expect(deliveryHelp(null, true)).toBeNull();
    });
    it('once every track has its ISRC, the next step is the one after the fix, for staff and partners', () => {
        expect(deliveryHelp('missing-isrc', false, true)).toEqual({
            text: 'missing-isrc: track missing ISRC on insert.',
            next: 'Re-ingest the delivery: it passes the ISRC check now.',
        });
        expect(deliveryHelp('missing-isrc', true, true)!.next).toBe(
            'Deliver the release again: it passes the ISRC check now.'
        );
        // A fault the catalog cannot fix keeps its steps.
        expect(deliveryHelp('invalid-image', true, true)).toEqual(deliveryHelp('invalid-image', true));
    });
    it('the legacy list, its filter and its details name a status message for their reader', () => {
        const field = deliveriesDef.fields.status_message;
        if (field.kind !== 'choice') throw new Error('status_message is a choice');
        const partner = (list?: PermissionList) => !list || list === P.PARTNER;
        const staff = (list?: PermissionList) => !list || list === P.STAFF;
        expect(cellText(field, 'Restricted label', {}, staff)).toBe(
            'Restricted label: label blacklisted in the label mapping table.'
        );
        expect(cellText(field, 'Restricted label', {}, partner)).toBe(
            'The store does not accept deliveries for this label at the moment.'
        );
        const offered = choicesFor(field.choices, partner);
        expect(offered.find(c => c.id === 'fatal')!.name).toBe('The delivery has no label name the store can read.');
        expect(offered.map(c => c.name).join(' ')).not.toMatch(/blacklisted|fatal|Source is disabled/);
    });
    it('needing attention means an error or a rejection', () => {
        expect(NEEDS_ATTENTION).toContain('metadata-processing-error');
        expect(NEEDS_ATTENTION).toContain('filter-rejected');
        expect(NEEDS_ATTENTION).not.toContain('release-ingested');
        expect(NEEDS_ATTENTION).not.toContain('currently-reingesting');
    });
});

describe('release status names', () => {
    it('no two statuses read alike, for staff or for partners (a filter lists each once)', () => {
        for (const partner of [false, true]) {
            const names = RELEASE_STATUS_CHOICES.map(c => releaseStatusName(String(c.id), partner));
            expect(new Set(names).size).toBe(names.length);
        }
    });
});
