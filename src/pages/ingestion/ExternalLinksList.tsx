import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { config } from '../../config';
import { externalLinks } from '../../lib/externalLinks';

/** The configured external links (the bucket browser at `folder`, the identity host); nothing when none is set. */
export default function ExternalLinksList({ folder }: { folder?: string }) {
    const links = externalLinks(config.links, folder);
    if (!links.length) return null;
    return (
        <Typography component="ul" aria-label="External links" sx={{ pl: 3, my: 1 }}>
            {links.map(l => (
                <li key={l.href}>
                    <Link href={l.href} target="_blank" rel="noopener noreferrer">
                        {l.label}
                    </Link>
                </li>
            ))}
        </Typography>
    );
}
