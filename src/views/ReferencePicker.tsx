import Box from '@mui/material/Box';
import { useMemo } from 'react';
import {
    AutocompleteInput,
    ChoicesContextProvider,
    useChoicesContext,
    type AutocompleteInputProps,
    type ChoicesContextValue,
} from 'react-admin';
import { fill, messages } from '../../resources/messages';
import LoadFailed from '../components/LoadFailed';
import { findMeta } from '../resourceManifest';
import { DescribedAutocomplete } from '../components/RecordOption';

/**
 * A reference's picker, inside its ReferenceInput. When its options (or the chosen record's name) do
 * not load, react-admin would mark the field with the error's raw text ("Bad Gateway", "Failed to
 * fetch"); here what did not load and why show under it in words, with Retry. With `resource`, each
 * option is described and the chosen record's detail shows under the input (`DescribedAutocomplete`).
 */
/**
 * Unlike react-admin's defaults: the chosen value stays in the list (highlighted), so a person sees
 * what they would change from; and Tab passes through the field without opening its list over the
 * buttons below (it opens on a click, a typed letter or Alt+Down).
 */
const PICKER_BEHAVIOUR = { filterSelectedOptions: false, openOnFocus: false } as const;

export default function ReferencePicker({
    label,
    sx,
    resource,
    ...props
}: Omit<AutocompleteInputProps, 'label'> & { label: string; resource?: string }) {
    const choices = useChoicesContext();
    const { error, refetch, isFetching } = choices;
    const quiet = useMemo(
        () => (error ? ({ ...choices, error: null } as ChoicesContextValue) : choices),
        [choices, error]
    );
    return (
        <Box sx={{ width: props.fullWidth ? '100%' : undefined }}>
            <ChoicesContextProvider value={quiet}>
                {/* A record of the console's own is described (namesakes told apart); a reference list's item (a country) by its name alone. */}
                {resource && findMeta(resource) ? (
                    <DescribedAutocomplete resource={resource} label={label} sx={sx} {...PICKER_BEHAVIOUR} {...props} />
                ) : (
                    <AutocompleteInput label={label} sx={sx} {...PICKER_BEHAVIOUR} {...props} />
                )}
            </ChoicesContextProvider>
            {error && (
                <LoadFailed
                    what={fill(messages.load.choices, { field: label })}
                    error={error}
                    onRetry={() => void refetch()}
                    retrying={isFetching}
                />
            )}
        </Box>
    );
}
