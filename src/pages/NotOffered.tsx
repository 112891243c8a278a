import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { messages } from '../../resources/messages';

/**
 * A page (or a part of one) whose call this API server does not offer (resources/capabilities.ts):
 * it says so in the catalogue's words instead of a raw "Not found." or a control that cannot work.
 */
export default function NotOffered({ title, heading = 'h2' }: { title: string; heading?: 'h1' | 'h2' | 'h3' }) {
    return (
        <Box component="section" aria-label={title} sx={{ p: 2, maxWidth: 800 }}>
            {heading !== 'h3' && <Title title={title} />}
            <Typography variant="h5" component={heading} gutterBottom>
                {title}
            </Typography>
            <Alert severity="info">{messages.offered.notOffered}</Alert>
        </Box>
    );
}
