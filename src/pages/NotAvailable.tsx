import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '../../resources/messages';

/**
 * An honest placeholder for a section whose screens are not built yet; its heading is the page's h1
 * unless the console's app bar already holds the title.
 */
export default function NotAvailable({ title, heading = 'h1' }: { title: string; heading?: 'h1' | 'h2' }) {
    return (
        <Box sx={{ p: 3 }}>
            <Typography variant="h5" component={heading} gutterBottom>
                {title}
            </Typography>
            <Typography color="text.secondary">{messages.app.notAvailable}</Typography>
        </Box>
    );
}
