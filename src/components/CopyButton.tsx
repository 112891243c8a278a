import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { useNotify } from 'react-admin';
import { messages } from '../../resources/messages';

/**
 * Copies a text shown once (a new FTP password) to the clipboard and says so; where the browser
 * refuses, says to copy it by hand (walk 53: the password could only be selected).
 */
export default function CopyButton({ text, label }: { text: string; label: string }) {
    const notify = useNotify();
    const copy = async () => {
        try {
            await navigator.clipboard.writeText(text);
            notify(messages.secret.copied, { type: 'info' });
        } catch {
            notify(messages.secret.notCopied, { type: 'warning' });
        }
    };
    return (
        <Button
            type="button"
            color="inherit"
            size="small"
            startIcon={<ContentCopyIcon />}
            aria-label={label}
            onClick={() => void copy()}
        >
            {messages.secret.copy}
        </Button>
    );
}
