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

/**
 * A reference's picker, inside its ReferenceInput. When its options (or the chosen record's name) do
 * not load, react-admin would mark the field with the error's raw text ("Bad Gateway", "Failed to
 * fetch"); here what did not load and why show under it in words, with Retry.
 */
export default function ReferencePicker({
    label,
    sx,
    ...props
}: Omit<AutocompleteInputProps, 'label'> & { label: string }) {
    const choices = useChoicesContext();
    const { error, refetch, isFetching } = choices;
    const quiet = useMemo(
        () => (error ? ({ ...choices, error: null } as ChoicesContextValue) : choices),
        [choices, error]
    );
    return (
        <Box sx={{ width: props.fullWidth ? '100%' : undefined }}>
            <ChoicesContextProvider value={quiet}>
                <AutocompleteInput label={label} sx={sx} {...props} />
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
