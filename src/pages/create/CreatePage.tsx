import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { Link } from 'react-router';
import { allowedNow } from '../../../authProvider';
import { resources } from '../../../resources';
import { PACKAGING_ACCESS } from '../../../resources/packaging/package';
import { quickCreateEntries } from '../../../resources/quickCreate';

const PACKAGING = { label: 'Release (packaging tool)', access: PACKAGING_ACCESS };

/** /create: the quick-create entries this user may use, each opening its create screen. */
export default function CreatePage() {
    const entries = quickCreateEntries(resources, allowedNow, PACKAGING);
    return (
        <Box sx={{ p: 2 }}>
            <Title title="Create" />
            <Typography variant="h5" component="h2" gutterBottom>
                Create
            </Typography>
            {entries.length === 0 ? (
                <Typography>There is nothing you may create from here.</Typography>
            ) : (
                <Box
                    component="ul"
                    aria-label="Quick create"
                    sx={{
                        display: 'grid',
                        gap: 2,
                        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
                        p: 0,
                        m: 0,
                        listStyle: 'none',
                    }}
                >
                    {entries.map(e => (
                        <li key={e.id}>
                            <Card>
                                <CardActionArea component={Link} to={e.to}>
                                    <CardContent>
                                        <Typography variant="h6" component="span">
                                            New {e.label}
                                        </Typography>
                                    </CardContent>
                                </CardActionArea>
                            </Card>
                        </li>
                    ))}
                </Box>
            )}
        </Box>
    );
}
