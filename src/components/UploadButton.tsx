import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { fill, messages } from '../../resources/messages';

/**
 * A keyboard-usable file picker button; reports the chosen file and can be picked again. When
 * `onFile` answers false (the upload failed, and trying again may help), the chosen file is kept
 * and offered again with one click: no picking it anew.
 */
export default function UploadButton({
    label,
    accept,
    busy,
    onFile,
    size = 'medium',
}: {
    label: string;
    accept: string;
    busy: boolean;
    onFile: (file: File) => unknown;
    size?: 'small' | 'medium';
}) {
    // A real button that opens the hidden file input (a label styled as a button may not take the
    // button role).
    const input = useRef<HTMLInputElement>(null);
    const [failed, setFailed] = useState<File | null>(null);
    async function take(file: File) {
        setFailed(null);
        if ((await onFile(file)) === false) setFailed(file);
    }
    return (
        <>
            <Button
                variant="outlined"
                size={size}
                disabled={busy}
                sx={{ mt: 1 }}
                onClick={() => input.current?.click()}
            >
                {busy ? 'Uploading…' : label}
            </Button>
            {failed && !busy && (
                <Button size={size} sx={{ mt: 1, ml: 1 }} onClick={() => void take(failed)}>
                    {fill(messages.edit.retryUpload, { file: failed.name })}
                </Button>
            )}
            <input
                ref={input}
                hidden
                type="file"
                accept={accept}
                onChange={e => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) void take(file);
                }}
            />
        </>
    );
}
