import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import type { Field } from '../../resources/fields';
import { fill, messages } from '../../resources/messages';
import { imageRuleOk, imageRuleText, imageSize } from '../../resources/images';
import UploadButton from '../components/UploadButton';
import { retryable } from './failure';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

type ImageField = Extract<Field, { kind: 'image' }>;

/** Shows the current image and uploads a new one after checking its size rule. */
export default function ImageInput({ name, field, readOnly }: { name: string; field: ImageField; readOnly: boolean }) {
    const record = useRecordContext();
    const resource = useResourceContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const refresh = useRefresh();
    const [error, setError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const src = record?.[name] as string | undefined;

    /** False when the upload failed and may go through if tried again (the button keeps the file). */
    async function onFile(file: File): Promise<boolean | undefined> {
        if (!record || !resource) return;
        setError(null);
        const size = imageSize(new Uint8Array(await file.arrayBuffer()));
        if (!size || !imageRuleOk(field, size.width, size.height)) {
            setError(field.rejection);
            return;
        }
        setBusy(true);
        try {
            await dataProvider.uploadImage(resource, record.id, file);
            notify(fill(messages.edit.imageStored, { label: field.label }), { type: 'success' });
            refresh();
        } catch (e) {
            notify(messages.errors.uploadFailed, { type: 'error' });
            return retryable(e) ? false : undefined;
        } finally {
            setBusy(false);
        }
    }

    return (
        <Box sx={{ mb: 2 }}>
            <Typography variant="subtitle2" component="h2">
                {field.label}
            </Typography>
            {src ? (
                <Box
                    component="img"
                    src={src}
                    alt={field.label}
                    sx={{ width: 160, height: 160, objectFit: 'cover', border: 1, borderColor: 'divider', my: 1 }}
                />
            ) : (
                <Typography color="text.secondary" sx={{ my: 1 }}>
                    No image
                </Typography>
            )}
            <FormHelperText>{imageRuleText(field)} (PNG or JPEG)</FormHelperText>
            {!readOnly && record && (
                <UploadButton
                    label="Upload image"
                    accept="image/png,image/jpeg"
                    size="small"
                    busy={busy}
                    onFile={onFile}
                />
            )}
            {error && <FormHelperText error>{error}</FormHelperText>}
        </Box>
    );
}
