import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { ARTISTS, ARTISTS_LABEL } from '../../../resources/packaging/package';

/** The release's or a track's artists, chosen by name from the catalogue's artists (typed to search). */
export default function ArtistsInput({ helperText }: { helperText?: string }) {
    return (
        <ReferenceArrayInput
            source={ARTISTS}
            reference="catalog/artists"
            perPage={25}
            sort={{ field: 'name', order: 'ASC' }}
        >
            <AutocompleteArrayInput
                label={ARTISTS_LABEL}
                optionText="name"
                filterToQuery={q => (q ? { name: q } : {})}
                helperText={helperText ?? false}
                fullWidth
            />
        </ReferenceArrayInput>
    );
}
