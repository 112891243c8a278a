import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { allowedNow } from '../../../authProvider';
import { P } from '../../../resources/permissions';
import { config } from '../../config';
import ExternalLinks from './ExternalLinks';

const TOPICS = [
    {
        title: 'Finding things',
        text: 'The menu groups the console by section. Search offers every kind of record you may use, with its own filters and columns, and remembers your choices. The box in the top bar jumps straight to a record by ISRC, UPC/EAN, GUID or catalog number.',
    },
    {
        title: 'Editing',
        text: 'An edit screen has one Save. If a colleague changed the record since you opened it, you are shown both changes and choose. Leaving with unsaved changes asks first.',
    },
    {
        title: 'Long work',
        text: 'Exports, encodes and reports run as jobs. The job centre in the top bar shows their progress and lets you download what they made.',
    },
    {
        title: 'Packaging a release',
        text: 'The packaging tool takes a release in three steps: release info, track details, then create package. Your work is saved as a draft as you type, so you can continue later on any browser.',
    },
];

/** /help: how to use the console, where to get help, and the external links. */
export default function HelpPage() {
    return (
        <Box sx={{ p: 2, maxWidth: 900 }}>
            <Title title="Help" />
            <Typography variant="h5" component="h2" gutterBottom>
                Using the console
            </Typography>
            {TOPICS.map(t => (
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
                {allowedNow(P.PARTNER) && (
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
