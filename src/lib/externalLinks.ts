/** The external links configuration gives (src/config.ts), each only when set. */
import type { ExternalLinks } from '../config';

export interface ExternalLink {
    label: string;
    href: string;
}

/** Only web addresses: a misconfigured value never becomes a `javascript:` link. */
const web = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);

/**
 * The links to show: the bucket browser (at `folder` when given, e.g. a release's delivery folder)
 * and the identity host. Absent when unset.
 */
export function externalLinks(links: ExternalLinks, folder?: string): ExternalLink[] {
    const out: ExternalLink[] = [];
    if (web(links.bucketBrowser)) {
        const path = folder ? `/${folder.split('/').filter(Boolean).map(encodeURIComponent).join('/')}` : '';
        out.push({
            label: folder ? 'Open the folder in the bucket browser' : 'Cloud storage bucket browser',
            href: links.bucketBrowser + path,
        });
    }
    if (web(links.identity)) out.push({ label: 'Identity host', href: links.identity });
    return out;
}
