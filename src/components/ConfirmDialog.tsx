import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { messages } from '../i18n/en';
import { MODAL_TRANSITION_MS } from '../lib/constants';

export type ConfirmTheme = 'confirm' | 'delete' | 'proceed';
export interface ConfirmOptions {
    theme?: ConfirmTheme;
    title?: string;
    message: ReactNode;
}
type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const m = messages.confirm;
/** The confirming button of each theme; Delete is warning-styled. */
export const CONFIRM_BUTTONS: Record<ConfirmTheme, { label: string; color: 'primary' | 'warning' }> = {
    confirm: { label: m.ok, color: 'primary' },
    delete: { label: m.delete, color: 'warning' },
    proceed: { label: m.proceed, color: 'primary' },
};

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending extends ConfirmOptions {
    resolve: (ok: boolean) => void;
}

/**
 * Opens confirm dialogs as promises: `await confirm({message})` is true when confirmed, false
 * when cancelled; the dialog stays open until then and is removed afterwards.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
    const [pending, setPending] = useState<Pending | null>(null);
    const [open, setOpen] = useState(false);
    const current = useRef<Pending | null>(null);

    const confirm = useCallback<Confirm>(
        options =>
            new Promise<boolean>(resolve => {
                current.current?.resolve(false);
                current.current = { ...options, resolve };
                setPending(current.current);
                setOpen(true);
            }),
        []
    );
    const close = (ok: boolean) => {
        current.current?.resolve(ok);
        current.current = null;
        setOpen(false);
    };
    const theme = pending?.theme ?? 'confirm';
    const button = CONFIRM_BUTTONS[theme];

    return (
        <ConfirmContext.Provider value={confirm}>
            {children}
            {pending && (
                <Dialog
                    open={open}
                    onClose={() => close(false)}
                    transitionDuration={MODAL_TRANSITION_MS}
                    slotProps={{ transition: { onExited: () => setPending(null) } }}
                    aria-labelledby="confirm-dialog-title"
                >
                    <DialogTitle id="confirm-dialog-title">{pending.title ?? m.title}</DialogTitle>
                    <DialogContent>
                        <DialogContentText component="div">{pending.message}</DialogContentText>
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={() => close(false)}>{m.cancel}</Button>
                        <Button onClick={() => close(true)} color={button.color} variant="contained" autoFocus>
                            {button.label}
                        </Button>
                    </DialogActions>
                </Dialog>
            )}
        </ConfirmContext.Provider>
    );
}

export function useConfirm(): Confirm {
    const confirm = useContext(ConfirmContext);
    if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
    return confirm;
}
