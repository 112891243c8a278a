import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { allowedNow } from '../../../authProvider';
import { catalogLink } from '../../../resources/format';
import { messages } from '../../../resources/messages';
import { LabelledValue, NotSet } from '../../views/FieldValue';
import { findMeta } from '../../resourceManifest';

type Person = { id: number; name: string };

/** Names in order, each a link to the artist's page for those who may open artists. */
function People({ people }: { people: Person[] }) {
    const linked = allowedNow(findMeta('catalog/artists')?.access);
    if (!people.length) return <NotSet />;
    return (
        <>
            {people.map((a, i) => (
                <Fragment key={a.id}>
                    {i > 0 && ', '}
                    {linked ? (
                        <Link component={RouterLink} to={catalogLink('artists', a.id)}>
                            {a.name}
                        </Link>
                    ) : (
                        a.name
                    )}
                </Fragment>
            ))}
        </>
    );
}

const list = (v: unknown): Person[] => (Array.isArray(v) ? (v as Person[]) : []);

/**
 * The track's artists and remixers, as the API sends them with the track. Spec §3 gives a track no
 * artist field, so they are shown, never edited here: each opens its artist.
 */
export default function TrackArtistsTab() {
    const record = useRecordContext();
    if (!record) return null;
    return (
        <Box sx={{ width: '100%', maxWidth: 720 }}>
            <LabelledValue label="Artists">
                <People people={list(record.artists)} />
            </LabelledValue>
            <LabelledValue label="Remixers">
                <People people={list(record.remixers)} />
            </LabelledValue>
            <Typography variant="body2" color="text.secondary">
                {messages.hints.trackArtists}
            </Typography>
        </Box>
    );
}
