import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { allowedNow } from '../../../authProvider';
import { formatFileSize } from '../../../resources/format';
import { messages } from '../../../resources/messages';
import { resourcesFor } from '../../../resources/partner/resources';
import { saveBlob } from '../../lib/saveBlob';
import { partnerResources, type PartnerResource } from '../../../resources/operations/partner';
import { isOffered } from '../../lib/capabilities';
import { loadingOrFailed } from '../../components/LoadFailed';
import NotOffered from '../NotOffered';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

const GROUPS = [
    { kind: 'guide', label: 'Guides' },
    { kind: 'template', label: 'Templates' },
] as const;

/** /resources (partners): guides and templates to download, served by the API. */
export default function ResourcesPage() {
    return isOffered(partnerResources.spec) ? <PartnerResources /> : <NotOffered title="Resources" />;
}

/** The guides and templates meant for this user, by kind; a kind with none is left out. */
function PartnerResources() {
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const query = useQuery({
        queryKey: ['partner-resources'],
        queryFn: () => dataProvider.call(partnerResources),
    });
    const download = async (r: PartnerResource) => {
        try {
            saveBlob(await dataProvider.fetchLink(r.download), r.file_name);
        } catch {
            notify(messages.errors.download, { type: 'error' });
        }
    };
    const mine = resourcesFor(query.data?.results ?? [], allowedNow);
    const groups = GROUPS.map(g => ({ ...g, items: mine.filter(r => r.kind === g.kind) })).filter(g => g.items.length);
    return (
        <Box sx={{ p: 2 }}>
            <Title title="Resources" />
            {loadingOrFailed(query, messages.load.resources) ??
                (!groups.length && <Typography color="text.secondary">{messages.help.noResources}</Typography>)}
            {groups.map(g => (
                <Box component="section" key={g.kind} aria-labelledby={`resources-${g.kind}`} sx={{ mb: 3 }}>
                    <Typography id={`resources-${g.kind}`} variant="h5" component="h2" gutterBottom>
                        {g.label}
                    </Typography>
                    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
                        {g.items.map(r => (
                            <Card key={r.id} variant="outlined">
                                <CardContent>
                                    <Typography variant="h6" component="h3">
                                        {r.title}
                                    </Typography>
                                    <Typography color="text.secondary">{r.summary}</Typography>
                                </CardContent>
                                <CardActions>
                                    <Button onClick={() => download(r)}>
                                        Download {r.file_name} ({formatFileSize(r.size)})
                                    </Button>
                                </CardActions>
                            </Card>
                        ))}
                    </Box>
                </Box>
            ))}
        </Box>
    );
}
