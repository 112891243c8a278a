import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetMany } from 'react-admin';
import { useWatch } from 'react-hook-form';
import releases from '../../../resources/catalog/releases';
import {
    ARTISTS,
    ARTISTS_LABEL,
    RELEASE_STEP_FIELDS,
    trackArtistIds,
    type PackageDraft,
} from '../../../resources/packaging/package';

const shown = (v: unknown) =>
    v === undefined || v === null || v === '' ? '—' : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v);

/** Names of the records chosen by id (a label, artists), as the catalogue has them. */
function useNames(resource: string, ids: unknown[]): Map<unknown, string> {
    const { data = [] } = useGetMany(resource, { ids }, { enabled: ids.length > 0 });
    return new Map(data.map(r => [r.id, String(r.name)]));
}
const namesOf = (names: Map<unknown, string>, ids: unknown) =>
    Array.isArray(ids) && ids.length ? ids.map(id => names.get(id) ?? `#${String(id)}`).join(', ') : '';

/** Step 3: what will be created, read back before the one call that creates it all. */
export default function CreateStep({ error }: { error: string | null }) {
    const { release = {}, cover, tracks = [] } = useWatch() as PackageDraft;
    const labels = useNames('catalog/labels', release.label_id ? [release.label_id] : []);
    const artistIds = [release, ...tracks].flatMap(r => (Array.isArray(r[ARTISTS]) ? (r[ARTISTS] as unknown[]) : []));
    const artists = useNames('catalog/artists', [...new Set(artistIds)]);
    // The label by name, the artists beside the title: what a person checks before creating.
    const value = (f: string) => (f === 'label_id' ? labels.get(release.label_id) : release[f]);
    return (
        <Box sx={{ display: 'grid', gap: 2 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <Typography>
                One release with {tracks.length} {tracks.length === 1 ? 'track' : 'tracks'} is created at once, with its
                cover art and audio files, and its encode job starts. If any part is refused, nothing is created.
            </Typography>
            <Table size="small" aria-label="Release">
                <TableBody>
                    {RELEASE_STEP_FIELDS.map(f => (
                        <TableRow key={f}>
                            <TableCell component="th" scope="row">
                                {releases.fields[f].label}
                            </TableCell>
                            <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(value(f))}</TableCell>
                        </TableRow>
                    ))}
                    <TableRow>
                        <TableCell component="th" scope="row">
                            {ARTISTS_LABEL}
                        </TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>
                            {shown(namesOf(artists, release[ARTISTS]))}
                        </TableCell>
                    </TableRow>
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
                        <TableCell>{ARTISTS_LABEL}</TableCell>
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
                            <TableCell sx={{ overflowWrap: 'anywhere' }}>
                                {shown(namesOf(artists, trackArtistIds(release, t)))}
                            </TableCell>
                            <TableCell>{shown(t.isrc)}</TableCell>
                            <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(t.audio?.name)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
}
