import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '../../resources/messages';

/** An honest placeholder for a section whose screens are not built yet. */
export default function NotAvailable({ title }: { title: string }) {
    return (
        <Box sx={{ p: 3 }}>
            <Typography variant="h5" component="h1" gutterBottom>
                {title}
            </Typography>
            <Typography color="text.secondary">{messages.app.notAvailable}</Typography>
        </Box>
    );
}
