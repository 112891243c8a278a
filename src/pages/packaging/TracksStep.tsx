import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SourceContextProvider } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import tracks from '../../../resources/catalog/tracks';
import { AUDIO_UPLOAD_TYPES } from '../../../resources/constants';
import { PACKAGE_MAX_TRACKS, TRACK_STEP_FIELDS } from '../../../resources/packaging/package';
import { useConfirmRemoveRow } from '../../components/ConfirmRemoveRow';
import SchemaInput from '../../views/SchemaInput';
import { messages } from '../../../resources/messages';
import ArtistsInput from './ArtistsInput';
import { isOffered } from '../../lib/capabilities';
import { createPackage } from '../../../resources/operations/packaging';
import FileChoice from './FileChoice';
import { readAudio } from './fileChecks';
import { prefixed } from './ReleaseStep';

const accept = AUDIO_UPLOAD_TYPES.map(t => `.${t}`).join(',');

/** Step 2: each track's fields as the track model declares them, and its audio file; in release order. */
export default function TracksStep() {
    const { fields, append, remove, move } = useFieldArray({ name: 'tracks' });
    const { getValues } = useFormContext();
    const askRemove = useConfirmRemoveRow();
    // Created through §7 calls (no package call), the artists and the audio cannot be sent: not asked.
    const whole = isOffered(createPackage.spec);
    return (
        <Box sx={{ display: 'grid', gap: 2 }}>
            {fields.map((row, i) => (
                <Card key={row.id} variant="outlined" component="section" aria-labelledby={`track-${i}-title`}>
                    <CardContent>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                            <Typography id={`track-${i}-title`} variant="h6" component="h3" sx={{ flex: 1 }}>
                                Track {i + 1}
                            </Typography>
                            <Button size="small" disabled={i === 0} onClick={() => move(i, i - 1)}>
                                Move up
                                <Box component="span" sx={visuallyHidden}>
                                    {' '}
                                    track {i + 1}
                                </Box>
                            </Button>
                            <Button size="small" disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                                Move down
                                <Box component="span" sx={visuallyHidden}>
                                    {' '}
                                    track {i + 1}
                                </Box>
                            </Button>
                            <Button
                                size="small"
                                color="warning"
                                disabled={fields.length === 1}
                                onClick={async () => {
                                    if (await askRemove(getValues(`tracks.${i}`), `track ${i + 1}`)) remove(i);
                                }}
                            >
                                Remove
                                <Box component="span" sx={visuallyHidden}>
                                    {' '}
                                    track {i + 1}
                                </Box>
                            </Button>
                        </Box>
                        <SourceContextProvider value={prefixed(`tracks.${i}.`)}>
                            <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 3 }}>
                                {TRACK_STEP_FIELDS.map(name => (
                                    <SchemaInput key={name} name={name} field={tracks.fields[name]} readOnly={false} />
                                ))}
                            </Box>
                            {whole && <ArtistsInput helperText={messages.packaging.trackArtistsHint} />}
                        </SourceContextProvider>
                        {whole && (
                            <FileChoice
                                name={`tracks.${i}.audio`}
                                label="Audio File"
                                accept={accept}
                                read={readAudio}
                                hint="wav, flac or aiff; checked by its content"
                            />
                        )}
                    </CardContent>
                </Card>
            ))}
            <Box>
                <Button variant="outlined" disabled={fields.length >= PACKAGE_MAX_TRACKS} onClick={() => append({})}>
                    Add track
                </Button>
            </Box>
        </Box>
    );
}

const visuallyHidden = {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
} as const;
