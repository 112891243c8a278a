import Button from '@mui/material/Button';
import { useRef } from 'react';

/** A keyboard-usable file picker button; reports the chosen file and can be picked again. */
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
    onFile: (file: File) => void;
    size?: 'small' | 'medium';
}) {
    // A real button that opens the hidden file input (a label styled as a button may not take the
    // button role).
    const input = useRef<HTMLInputElement>(null);
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
            <input
                ref={input}
                hidden
                type="file"
                accept={accept}
                onChange={e => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) onFile(file);
                }}
            />
        </>
    );
}
