import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { messages } from '../../resources/messages';

export interface ConfirmDialogViewProps {
    open: boolean;
    title: string;
    message: ReactNode;
    button: { label: string; color: 'primary' | 'warning' };
    /** The button that leaves things as they are. */
    cancel?: string;
    onClose: (ok: boolean) => void;
    onExited: () => void;
}

/** The confirm dialog itself: Cancel and the theme's confirming button. */
export default function ConfirmDialogView({
    open,
    title,
    message,
    button,
    cancel = messages.confirm.cancel,
    onClose,
    onExited,
}: ConfirmDialogViewProps) {
    return (
        <Dialog
            open={open}
            onClose={() => onClose(false)}
            slotProps={{ transition: { onExited } }}
            aria-labelledby="confirm-dialog-title"
        >
            <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
            <DialogContent>
                <DialogContentText component="div">{message}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={() => onClose(false)}>{cancel}</Button>
                <Button onClick={() => onClose(true)} color={button.color} variant="contained" autoFocus>
                    {button.label}
                </Button>
            </DialogActions>
        </Dialog>
    );
}
