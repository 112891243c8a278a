import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { errorDetail } from '../../views/errors';
import AutomatedGenre from './AutomatedGenre';
import ExternalLinksList from './ExternalLinksList';
import PipelineStages, { type PipelineAnswer } from './PipelineStages';
import XsdFiles from './XsdFiles';
import { pipeline as pipelineStages } from '../../../resources/operations/ingestion';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

const Part = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
            {title}
        </Typography>
        {children}
    </Box>
);

/**
 * Ingestion settings (spec §7 "Others"): the pipeline's stages, the automated ingestion genre, the
 * accepted DDEX XSD versions and the configured external tools. FTP users live on each supplier.
 */
export default function IngestionSettingsPage() {
    const dataProvider = useConsoleDataProvider();
    const pipeline = useQuery({
        queryKey: ['pipeline'],
        queryFn: async () => (await dataProvider.call(pipelineStages)) as PipelineAnswer,
    });
    const xsd = useQuery({
        queryKey: ['xsd-files'],
        queryFn: () =>
            dataProvider.fetchAll<{ version: string; name: string; file: string; size: number }>('xsd_files'),
    });
    return (
        <Box sx={{ p: 2, maxWidth: 1100 }}>
            <Title title="Ingestion Settings" />
            <Part id="pipeline" title="Pipeline">
                {pipeline.isPending && <LinearProgress aria-label="Loading the pipeline" />}
                {pipeline.error && <Typography color="error">{errorDetail(pipeline.error)}</Typography>}
                {pipeline.data && <PipelineStages pipeline={pipeline.data} />}
                <ExternalLinksList />
            </Part>
            <Part id="automated-genre" title="Automated ingestion genre">
                <AutomatedGenre />
            </Part>
            <Part id="xsd-files" title="Accepted XSD versions">
                <XsdFiles files={xsd.data} load={xsd} />
            </Part>
            <Typography variant="body2" color="text.secondary">
                A supplier’s FTP users are on the supplier’s FTP Users tab.
            </Typography>
        </Box>
    );
}
