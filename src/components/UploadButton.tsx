import Button from '@mui/material/Button';

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
    return (
        <Button component="label" variant="outlined" size={size} disabled={busy} sx={{ mt: 1 }}>
            {busy ? 'Uploading…' : label}
            <input
                hidden
                type="file"
                accept={accept}
                onChange={e => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) onFile(file);
                }}
            />
        </Button>
    );
}
