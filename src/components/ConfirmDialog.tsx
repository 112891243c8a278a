import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { messages } from '../../resources/messages';

// The dialog's markup loads the first time a confirmation is asked for.
const ConfirmDialogView = lazy(() => import('./ConfirmDialogView'));

export type ConfirmTheme = 'confirm' | 'delete' | 'proceed';
export interface ConfirmOptions {
    theme?: ConfirmTheme;
    title?: string;
    message: ReactNode;
    /** The buttons in words of their own, where Cancel would be ambiguous (cancelling a scheduled change). */
    labels?: { yes: string; no: string };
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

    return (
        <ConfirmContext.Provider value={confirm}>
            {children}
            {pending && (
                <Suspense fallback={null}>
                    <ConfirmDialogView
                        open={open}
                        title={pending.title ?? m.title}
                        message={pending.message}
                        button={{
                            ...CONFIRM_BUTTONS[pending.theme ?? 'confirm'],
                            ...(pending.labels && { label: pending.labels.yes }),
                        }}
                        cancel={pending.labels?.no ?? m.cancel}
                        onClose={close}
                        onExited={() => setPending(null)}
                    />
                </Suspense>
            )}
        </ConfirmContext.Provider>
    );
}

export function useConfirm(): Confirm {
    const confirm = useContext(ConfirmContext);
    if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
    return confirm;
}
