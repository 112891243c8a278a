import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import type { ChosenFile } from '../../../resources/packaging/package';
import UploadButton from '../../components/UploadButton';
import type { Chosen } from './fileChecks';

/** A file held in the wizard's form (not sent until the package is created), with its check's result. */
export default function FileChoice({
    name,
    label,
    accept,
    read,
    hint,
}: {
    name: string;
    label: string;
    accept: string;
    read: (file: File) => Promise<Chosen>;
    hint: string;
}) {
    const { field, fieldState } = useController({ name });
    const chosen = field.value as ChosenFile | null | undefined;
    const id = `${name.replace(/\W/g, '-')}-help`;
    // A chosen file's own problem shows at once, not only when the step is checked.
    const error = fieldState.error?.message ?? chosen?.problem ?? undefined;
    return (
        <Box sx={{ my: 1 }} aria-describedby={id}>
            <Typography variant="subtitle2" component="p">
                {label}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                <UploadButton
                    label={chosen ? `Replace ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
                    accept={accept}
                    busy={false}
                    size="small"
                    onFile={async file => field.onChange(await read(file))}
                />
                {chosen && <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{chosen.name}</Typography>}
            </Box>
            <FormHelperText id={id} error={!!error}>
                {error ?? hint}
            </FormHelperText>
        </Box>
    );
}
