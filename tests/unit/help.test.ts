import { describe, expect, it } from 'vitest';
import { helpTopics, type HelpFacts } from '../../resources/help';
import { messages } from '../../resources/messages';
import { resourcesFor } from '../../resources/partner/resources';
import { grantsOf, hasAccess, type PermissionList } from '../../resources/permissions';

const NOTHING: HelpFacts = {
    searches: false,
    findsByIdentifier: false,
    jobKinds: [],
    packaging: false,
    packagingDrafts: false,
};
const text = (facts: HelpFacts) =>
    helpTopics(facts)
        .map(t => `${t.title}: ${t.text}`)
        .join('\n');

describe('help topics: each only for a user it is true for', () => {
    it('a user who may open little hears of the menu and editing only', () => {
        expect(helpTopics(NOTHING).map(t => t.title)).toEqual([messages.help.findingTitle, messages.help.editingTitle]);
        const said = text(NOTHING);
        for (const untold of [messages.help.search, messages.help.lookup, messages.help.packaging, 'job'])
            expect(said).not.toContain(untold);
    });

    it('search, the identifier box, jobs and packaging each as the facts allow', () => {
        const all: HelpFacts = {
            searches: true,
            findsByIdentifier: true,
            jobKinds: ['reencode', 'sales-export'],
            packaging: true,
            packagingDrafts: true,
        };
        const said = text(all);
        for (const told of [messages.help.search, messages.help.lookup, messages.help.drafts, messages.help.downloads])
            expect(said).toContain(told);
        expect(said).toContain('The encodes and sales exports you start run as jobs');
        // Without drafts on this server, the tool is not said to keep them; without an export, no downloads.
        const plain = text({ ...all, packagingDrafts: false, jobKinds: ['reencode'] });
        expect(plain).toContain(messages.help.packaging);
        expect(plain).not.toContain(messages.help.drafts);
        expect(plain).not.toContain(messages.help.downloads);
    });
});

describe('partner resources: each for the users of what it explains', () => {
    const LISTED = [
        'delivering-a-release.txt',
        'reading-statements.txt',
        'release-metadata-template.csv',
        'label-mapping-template.csv',
        'welcome.txt',
    ].map(file_name => ({ file_name }));
    const names = (type: string) =>
        resourcesFor(LISTED, (l?: PermissionList) =>
            hasAccess(l, grantsOf({ scope: `app:partner user:${type}`, brand: 'download' }))
        ).map(r => r.file_name);

    it('those who deliver get the delivery guide and the metadata template; a DJ or artist no supplier guides', () => {
        expect(names('supplier')).toEqual([
            'delivering-a-release.txt',
            'reading-statements.txt',
            'release-metadata-template.csv',
            'label-mapping-template.csv',
            'welcome.txt',
        ]);
        expect(names('label')).toEqual([
            'delivering-a-release.txt',
            'reading-statements.txt',
            'release-metadata-template.csv',
            'welcome.txt',
        ]);
        expect(names('dj')).toEqual(['welcome.txt']);
        expect(names('artist')).toEqual(['welcome.txt']);
    });
});
