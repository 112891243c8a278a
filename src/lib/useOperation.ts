/**
 * A declared operation in a component: whether the user may call it (the same `access` the
 * server checks) and this server offers it (an extension it lacks is hidden, never a button that
 * answers "Not found."), and `run`, which asks the declared confirmation first and then calls it.
 */
import { useCallback, useState } from 'react';
import { currentGrants } from '../../authProvider';
import { viewingAs } from '../../authProvider/viewAs';
import type { AnswerOf, CallOptions } from '../../dataProvider';
import {
    confirmText,
    operationAllowed,
    type AnyOperation,
    type BodyOf,
    type OperationParams,
} from '../../resources/operations/define';
import { useConfirm } from '../components/ConfirmDialog';
import { isOffered } from './capabilities';
import { useConsoleDataProvider } from './useConsoleDataProvider';

export interface RunOptions extends CallOptions {
    /** False: skip the declared confirmation (nothing would be lost this time). */
    ask?: boolean;
    /** What the declared question names in words beyond the record's id (`{username}`, `{at}`). */
    about?: Record<string, string | number>;
}

/** What `run` answers when the user declined the confirmation. */
export const DECLINED = Symbol('declined');

export function useOperation<O extends AnyOperation>(op: O) {
    const dataProvider = useConsoleDataProvider();
    const confirm = useConfirm();
    const [pending, setPending] = useState(false);
    // A write is no one's while viewing as another user (the API refuses it): its button is not shown.
    const visible =
        operationAllowed(op, currentGrants()) && isOffered(op.spec) && (op.method === 'GET' || viewingAs() === null);
    const run = useCallback(
        async (
            params?: OperationParams,
            body?: BodyOf<O> | File | FormData,
            { ask = true, about, ...options }: RunOptions = {}
        ): Promise<AnswerOf<O> | typeof DECLINED> => {
            const message = ask ? confirmText(op.confirm, params, body, about) : null;
            if (message !== null) {
                const { theme, title, labels } = op.confirm!;
                if (!(await confirm({ theme, title, labels, message }))) return DECLINED;
            }
            setPending(true);
            try {
                return await dataProvider.call(op, params, body, options);
            } finally {
                setPending(false);
            }
        },
        [op, confirm, dataProvider]
    );
    return { visible, run, pending };
}
