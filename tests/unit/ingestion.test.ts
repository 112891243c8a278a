/** Ingestion settings in the model and the console's pure parts: external links, image uses, pipeline stages. */
import { describe, expect, it } from 'vitest';
import { ITEM_IMAGE_SIZES } from '../../resources/curation/layout';
import { FTP_USERNAME, inspectorLink, PIPELINE_STAGES } from '../../resources/delivery/ingestion';
import { RELEASE_STATUSES } from '../../resources/delivery/statuses';
import { imageUse, itemImageUse } from '../../resources/imageUses';
import { messages } from '../../resources/messages';
import { externalLinks } from '../../src/lib/externalLinks';

describe('external links', () => {
    it('are absent when unset', () => {
        expect(externalLinks({ bucketBrowser: '', identity: '' })).toEqual([]);
        expect(externalLinks({ bucketBrowser: '', identity: '' }, 'ingest/supplier-1/123')).toEqual([]);
    });
    it('open the bucket browser at a release folder, each part encoded, and the identity host', () => {
        const links = externalLinks(
            { bucketBrowser: 'https://storage.example/browser/bucket', identity: 'https://id.example' },
            'ingest/supplier-1/12 3'
        );
        expect(links).toEqual([
            {
                label: 'Open the folder in the bucket browser',
                href: 'https://storage.example/browser/bucket/ingest/supplier-1/12%203',
            },
            { label: 'Identity host', href: 'https://id.example' },
        ]);
    });
    it('never turn a misconfigured value into a script link', () => {
        expect(externalLinks({ bucketBrowser: 'javascript:alert(1)', identity: 'data:text/html,x' })).toEqual([]);
    });
});

describe('image uses', () => {
    it('check cover art by its field rule and words', () => {
        const cover = imageUse('catalog/releases.image')!;
        expect(cover.check({ width: 500, height: 500 })).toBeNull();
        expect(cover.check({ width: 499, height: 499 })).toBe(messages.validation.coverArt);
        expect(cover.check(null)).toBe(messages.validation.coverArt);
    });
    it('check an item image by where it shows, the old home slideshow size still fitting', () => {
        const use = imageUse(itemImageUse(ITEM_IMAGE_SIZES.homeLargeSlideshow))!;
        expect(use.id).toBe('curation.homeLargeSlideshow');
        expect(use.check({ width: 800, height: 560 })).toBeNull();
        expect(use.check({ width: 920, height: 642 })).toBeNull();
        expect(use.check({ width: 801, height: 560 })).toMatch(/^This image is 801x560; items here need 800x560/);
        expect(imageUse('catalog/tracks.image')).toBeUndefined();
    });
});

describe('pipeline and FTP user names', () => {
    it('places every delivery state in exactly one stage, each linking to the inspector', () => {
        const placed = PIPELINE_STAGES.flatMap(s => s.statuses);
        expect([...placed].sort()).toEqual([...RELEASE_STATUSES].sort());
        expect(inspectorLink('filter-error')).toBe('/deliveries?release_status=filter-error');
    });
    it('takes plain lower-case names only', () => {
        for (const ok of ['supplier1-ingest', 'abc', 'a.b_c-d']) expect(FTP_USERNAME.test(ok), ok).toBe(true);
        for (const bad of ['ab', '1abc', 'Abc', 'a b', '../x', 'a'.repeat(33), 'josé'])
            expect(FTP_USERNAME.test(bad), bad).toBe(false);
    });
});
