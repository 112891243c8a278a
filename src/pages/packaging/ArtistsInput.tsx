import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { shortName } from '../../../resources/describe';
import { ARTISTS, ARTISTS_LABEL } from '../../../resources/packaging/package';
import { describeRecord, referenceOptionProps } from '../../components/RecordOption';

const ARTIST = 'catalog/artists';
// Made once: react-admin's autocomplete resets its typed words when these change (RecordOption.tsx).
const chipText = (record: Record<string, unknown>) => shortName(describeRecord(ARTIST, record));
const byName = (q: string) => (q ? { name: q } : {});

/**
 * The release's or a track's artists, chosen by name from the catalogue's artists (typed to search):
 * each option with what tells namesakes apart (their tracks, labels and id), each chosen one a chip
 * with its id.
 */
export default function ArtistsInput({ helperText }: { helperText?: string }) {
    return (
        <ReferenceArrayInput source={ARTISTS} reference={ARTIST} perPage={25} sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteArrayInput
                label={ARTISTS_LABEL}
                {...referenceOptionProps(ARTIST)}
                inputText={chipText}
                filterToQuery={byName}
                helperText={helperText ?? false}
                fullWidth
            />
        </ReferenceArrayInput>
    );
}
