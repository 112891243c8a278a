import Box from '@mui/material/Box';
import { SourceContextProvider } from 'react-admin';
import releases from '../../../resources/catalog/releases';
import { imageRuleText } from '../../../resources/images';
import { RELEASE_STEP_FIELDS } from '../../../resources/packaging/package';
import SchemaInput from '../../views/SchemaInput';
import ArtistsInput from './ArtistsInput';
import { isOffered } from '../../lib/capabilities';
import { createPackage } from '../../../resources/operations/packaging';
import FileChoice from './FileChoice';
import { readCover } from './fileChecks';

const prefixed = (prefix: string) => ({ getSource: (s: string) => `${prefix}${s}`, getLabel: (s: string) => s });
const release = prefixed('release.');
const coverRule = releases.fields.image;

/** Step 1: the release's fields as the release model declares them, and its cover art. */
export default function ReleaseStep() {
    return (
        <SourceContextProvider value={release}>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 3 }}>
                {RELEASE_STEP_FIELDS.map(name => (
                    <SchemaInput key={name} name={name} field={releases.fields[name]} readOnly={false} />
                ))}
            </Box>
            {isOffered(createPackage.spec) && <ArtistsInput />}
            <FileChoice
                name="cover"
                label="Cover Art"
                accept="image/png,image/jpeg"
                read={readCover}
                hint={`PNG or JPEG. ${coverRule.kind === 'image' ? imageRuleText(coverRule) : ''}`}
            />
        </SourceContextProvider>
    );
}

export { prefixed };
