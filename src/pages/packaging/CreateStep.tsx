import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import releases from '../../../resources/catalog/releases';
import { RELEASE_STEP_FIELDS, type PackageDraft } from '../../../resources/packaging/package';

const shown = (v: unknown) =>
    v === undefined || v === null || v === '' ? '—' : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v);

/** Step 3: what will be created, read back before the one call that creates it all. */
export default function CreateStep({ error }: { error: string | null }) {
    const { release = {}, cover, tracks = [] } = useWatch() as PackageDraft;
    return (
        <Box sx={{ display: 'grid', gap: 2 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <Typography>
                One release with {tracks.length} {tracks.length === 1 ? 'track' : 'tracks'} is created at once, with its
                cover art and audio files, and its encode job starts. If any part is refused, nothing is created.
            </Typography>
            <Table size="small" aria-label="Release">
                <TableBody>
                    {RELEASE_STEP_FIELDS.filter(f => f !== 'label_id').map(f => (
                        <TableRow key={f}>
                            <TableCell component="th" scope="row">
                                {releases.fields[f].label}
                            </TableCell>
                            <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(release[f])}</TableCell>
                        </TableRow>
                    ))}
                    <TableRow>
                        <TableCell component="th" scope="row">
                            Cover Art
                        </TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>
                            {cover ? `${cover.name} (${cover.width}x${cover.height})` : '—'}
                        </TableCell>
                    </TableRow>
                </TableBody>
            </Table>
            <Table size="small" aria-label="Tracks">
                <TableHead>
                    <TableRow>
                        <TableCell>#</TableCell>
                        <TableCell>Title</TableCell>
                        <TableCell>Mix Name</TableCell>
                        <TableCell>ISRC</TableCell>
                        <TableCell>Audio File</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {tracks.map((t, i) => (
                        <TableRow key={i}>
                            <TableCell>{i + 1}</TableCell>
                            <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(t.name)}</TableCell>
                            <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(t.mix_name)}</TableCell>
                            <TableCell>{shown(t.isrc)}</TableCell>
                            <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(t.audio?.name)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
}
