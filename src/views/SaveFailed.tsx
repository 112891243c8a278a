import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useFormState } from 'react-hook-form';
import { messages } from '../../resources/messages';
import { retryable } from './failure';

const m = messages.edit;

/** A save that failed: what it said, and the error itself (whether Retry may help). */
export interface SaveFailure {
    text: string;
    error: unknown;
}

/**
 * Beside Save after a save failed: what went wrong, that the typed values are kept, and Retry
 * (the form's own submit) where trying again may help.
 */
export default function SaveFailed({ text, error }: { text: string; error: unknown }) {
    const { isSubmitting } = useFormState();
    return (
        <Alert
            severity="error"
            sx={{ flex: 1 }}
            action={
                retryable(error) && (
                    <Button type="submit" color="inherit" size="small" disabled={isSubmitting}>
                        {isSubmitting ? messages.load.retrying : messages.load.retry}
                    </Button>
                )
            }
        >
            {/* The spec's message as it is, and on a line of its own, that nothing is lost. */}
            <div>{text}</div>
            <div>{m.kept}</div>
        </Alert>
    );
}
