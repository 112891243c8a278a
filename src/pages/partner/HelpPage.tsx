import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { allowedNow, currentGrants } from '../../../authProvider';
import { callOffered } from '../../../resources/capabilities';
import { helpTopics } from '../../../resources/help';
import { startableJobKinds } from '../../../resources/jobs/startable';
import { OPERATIONS, operationAllowed } from '../../../resources/operations';
import { openSupportTicket } from '../../../resources/operations/partner';
import { P } from '../../../resources/permissions';
import { searchArea } from '../../../resources/searchArea';
import { SECTIONS, sectionOffered } from '../../../resources/sections';
import { config } from '../../config';
import { currentCapabilities, isOffered } from '../../lib/capabilities';
import { findMeta, resources } from '../../resourceManifest';
import ExternalLinks from './ExternalLinks';

/** What the help may tell this user of: what they may open and start, on this server. */
function helpFacts() {
    const offered = currentCapabilities();
    const packaging = SECTIONS.find(s => s.path === 'packaging');
    const opens = (name: string) => {
        const meta = findMeta(name);
        return !!meta && allowedNow(meta.access);
    };
    return {
        searches: searchArea(resources, allowedNow).length > 0,
        findsByIdentifier: opens('catalog/tracks') || opens('catalog/releases'),
        jobKinds: startableJobKinds(
            OPERATIONS,
            op => operationAllowed(op, currentGrants()) && callOffered(op.spec, offered)
        ),
        packaging: !!packaging && allowedNow(packaging.access) && sectionOffered(packaging, offered),
        packagingDrafts: offered.has('packaging'),
    };
}

/** /help: how to use the console (what this user may use of it), where to get help, and the external links. */
export default function HelpPage() {
    return (
        <Box sx={{ p: 2, maxWidth: 900 }}>
            <Title title="Help" />
            <Typography variant="h5" component="h2" gutterBottom>
                Using the console
            </Typography>
            {helpTopics(helpFacts()).map(t => (
                <Box component="section" key={t.title} sx={{ mb: 2 }}>
                    <Typography variant="h6" component="h3">
                        {t.title}
                    </Typography>
                    <Typography>{t.text}</Typography>
                </Box>
            ))}
            <Typography variant="h5" component="h2" gutterBottom>
                Getting help
            </Typography>
            <Typography sx={{ mb: 2 }}>
                Write to product support at <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
                {allowedNow(P.PARTNER) && isOffered(openSupportTicket.spec) && (
                    <>
                        , or use the{' '}
                        <Link component={RouterLink} to="/support">
                            support contact form
                        </Link>
                    </>
                )}
                .
            </Typography>
            <ExternalLinks />
        </Box>
    );
}
