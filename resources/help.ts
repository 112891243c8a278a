/**
 * The help page's topics, each only for a user it is true for: nobody is told of a tool they cannot
 * open (a supplier of packaging, a DJ of search by ISRC, a user who starts no job of the job centre's
 * downloads). The console gathers the facts from the user's grants and the server's capabilities.
 */
import type { JobKind } from './jobs/jobs';
import { jobKindsText } from './jobs/startable';
import { fill, messages } from './messages';

export interface HelpFacts {
    /** The user may search at least one type of record. */
    searches: boolean;
    /** The user may open the records the top bar's box finds by identifier (tracks or releases). */
    findsByIdentifier: boolean;
    /** The kinds of job the user may start. */
    jobKinds: readonly JobKind[];
    /** The user may open the packaging tool… */
    packaging: boolean;
    /** …and the server keeps its drafts. */
    packagingDrafts: boolean;
}

export interface HelpTopic {
    title: string;
    text: string;
}

/** Kinds of job whose result is a file to download from the job centre. */
const MAKES_FILES: readonly JobKind[] = ['sales-export'];

const sentences = (...parts: (string | false)[]) => parts.filter(Boolean).join(' ');

export function helpTopics(facts: HelpFacts): HelpTopic[] {
    const h = messages.help;
    const topics: HelpTopic[] = [
        {
            title: h.findingTitle,
            text: sentences(h.menu, facts.searches && h.search, facts.findsByIdentifier && h.lookup),
        },
        { title: h.editingTitle, text: h.editing },
    ];
    if (facts.jobKinds.length)
        topics.push({
            title: h.longWorkTitle,
            text: sentences(
                fill(h.longWork, { kinds: jobKindsText(facts.jobKinds) }),
                facts.jobKinds.some(k => MAKES_FILES.includes(k)) && h.downloads
            ),
        });
    if (facts.packaging)
        topics.push({ title: h.packagingTitle, text: sentences(h.packaging, facts.packagingDrafts && h.drafts) });
    return topics;
}
