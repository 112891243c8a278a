/**
 * Revert from history (issue 30), on the History tab: "Revert this change", a field's "Put back",
 * and a bulk change's "Revert for all N records". Each asks first; when something changed again
 * since, the server answers 409 with the conflicts, which are shown and asked about before the
 * revert is forced. The revert itself is an ordinary write, recorded as "revert of #N".
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { mayWriteNow } from '../../authProvider';
import { ApiError } from '../../dataProvider/errors';
import { conflictValue, describeChanges, rowListsOf, type Changes, type ReadingContext } from '../../resources/changes';
import { revertQuestion } from '../../resources/historyWords';
import { fill, messages } from '../../resources/messages';
import {
    revertBulk,
    revertEntry,
    type RevertBody,
    type RevertConflict,
    type RevertConflicts,
} from '../../resources/operations/history';
import { isHeldAnswer } from '../../resources/approvals';
import { isImportAction } from '../../resources/csvImport';
import { madeRecord } from '../../resources/revertRefusal';
import { writeAccessFor, type ResourceDef } from '../../resources/schema';
import { useConfirm } from '../components/ConfirmDialog';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

export interface RevertibleEntry {
    id: number;
    action: string;
    changes: Changes | null;
    bulk?: { id: number; size: number };
    /** Why the server will not revert it whole (a read-only field the entry changed): no button, this instead. */
    unrevertible?: string;
    /** The keys a revert of it gave back already (a field put back): not offered again. */
    reverted?: string[];
}

const m = messages.history;

/** The fields of an entry a person may put back one by one: the record's own editable fields. */
export const putBackFields = (def: ResourceDef, entry: RevertibleEntry): string[] =>
    Object.keys(entry.changes ?? {}).filter(k => def.fields[k] && !def.fields[k].readOnly);

/** A record's creation (under any name: a duplicate) or deletion is never reverted here. */
const changedOnly = (entry: RevertibleEntry) =>
    entry.action !== 'create' && entry.action !== 'delete' && !madeRecord(entry.changes);
/** Reverted whole: a change the server can restore every value of. */
const revertible = (entry: RevertibleEntry) => changedOnly(entry) && !entry.unrevertible;

/** A 409 that lists what changed again since (else it is a refusal, read as any other error). */
const isConflict = (e: unknown): e is ApiError => {
    if (!(e instanceof ApiError) || e.status !== 409) return false;
    const body = e.body as RevertConflicts | undefined;
    return !!(body?.conflicts || body?.records);
};

function ConflictLines({
    def,
    conflicts,
    context,
}: {
    def: ResourceDef;
    conflicts: RevertConflict[];
    context: ReadingContext;
}) {
    const lists = rowListsOf(def);
    return (
        <>
            {conflicts.map(c => {
                const now = conflictValue(def.fields, c.field, c.current, context, lists);
                const then = conflictValue(def.fields, c.field, c.expected, context, lists);
                return (
                    <div key={c.field}>
                        {now.label}: {m.current} {now.text} ({m.expected}: {then.text})
                    </div>
                );
            })}
        </>
    );
}

/** The calls with their confirmations and conflict questions; `context` reads values as the tab does. */
export function useRevert(def: ResourceDef, recordId: unknown, context: ReadingContext) {
    const dataProvider = useConsoleDataProvider();
    const confirm = useConfirm();
    const notify = useNotify();
    const refresh = useRefresh();
    const [pending, setPending] = useState(false);
    const canWrite = mayWriteNow(writeAccessFor(def, 'update'));
    /** Reverting a bulk change for all its records is itself a bulk change: for those who may make one. */
    const canWriteAll = mayWriteNow(writeAccessFor(def, 'bulk'));

    /** Calls `write`; on a conflict shows it, asks, and calls again forced. Its answer, or null when not written. */
    async function withConflicts(
        write: (body: RevertBody) => Promise<unknown>,
        describe: (c: RevertConflicts) => ReactNode
    ) {
        setPending(true);
        try {
            let answer: unknown;
            try {
                answer = await write({});
            } catch (e) {
                if (!isConflict(e)) throw e;
                const ok = await confirm({
                    theme: 'proceed',
                    title: m.conflict,
                    message: (
                        <>
                            {describe(e.body as RevertConflicts)}
                            <p>{m.conflictAsk}</p>
                        </>
                    ),
                });
                if (!ok) return null;
                answer = await write({ force: true });
            }
            refresh();
            return { answer };
        } catch (e) {
            notify((e as Error).message, { type: 'error' });
            return null;
        } finally {
            setPending(false);
        }
    }

    const revert = async (entry: RevertibleEntry, field?: string) => {
        // What goes back, read as the History row reads it.
        const changes = field ? { [field]: entry.changes![field] } : (entry.changes ?? {});
        const asked = revertQuestion(describeChanges(def.fields, changes, context, rowListsOf(def)), !!field);
        if (!(await confirm({ theme: 'proceed', message: asked }))) return;
        const done = await withConflicts(
            body =>
                dataProvider.call(
                    revertEntry(def.name),
                    { id: String(recordId), entry: entry.id },
                    { ...body, ...(field ? { fields: [field] } : {}) }
                ),
            c => <ConflictLines def={def} conflicts={c.conflicts ?? []} context={context} />
        );
        // A revert of values held for a second person's approval (a bank account) waits as their edit does.
        if (done) notify(isHeldAnswer(done.answer) ? messages.approvals.sentForApproval : m.reverted, { type: 'info' });
    };

    const revertAll = async (entry: RevertibleEntry) => {
        const count = entry.bulk!.size;
        if (!(await confirm({ theme: 'proceed', message: fill(m.revertAllConfirm, { count }) }))) return;
        const done = await withConflicts(
            body => dataProvider.call(revertBulk, entry.bulk!.id, body),
            c => (
                <>
                    {(c.records ?? []).map(r => (
                        <div key={`${r.resource}/${r.id}`}>
                            <strong>#{r.id}</strong>
                            <ConflictLines def={def} conflicts={r.conflicts} context={context} />
                        </div>
                    ))}
                </>
            )
        );
        // Over 25 records, a bulk revert waits for a second person's approval as the bulk change did.
        if (done)
            notify(isHeldAnswer(done.answer) ? messages.approvals.sentForApproval : fill(m.revertedAll, { count }), {
                type: 'info',
            });
    };
    return { canWrite, canWriteAll, pending, revert, revertAll };
}

type Revert = ReturnType<typeof useRevert>;

/** An entry's own buttons: "Revert this change", and "Revert for all N records" for a bulk change. */
export function RevertActions({ entry, actions }: { entry: RevertibleEntry; actions: Revert }) {
    if (actions.canWrite && entry.unrevertible)
        return (
            <Typography variant="caption" color="text.secondary" component="div">
                {entry.unrevertible}
            </Typography>
        );
    if (!actions.canWrite || !revertible(entry)) return null;
    return (
        <div>
            <Button size="small" disabled={actions.pending} onClick={() => void actions.revert(entry)}>
                {m.revert}
            </Button>
            {(isImportAction(entry.action) ? actions.canWrite : actions.canWriteAll) &&
                entry.bulk &&
                entry.bulk.size > 1 && (
                    <Button size="small" disabled={actions.pending} onClick={() => void actions.revertAll(entry)}>
                        {fill(m.revertAll, { count: entry.bulk.size })}
                    </Button>
                )}
        </div>
    );
}

/** A field's "Put back", beside its before → after. */
export function PutBackButton({
    def,
    entry,
    field,
    actions,
}: {
    def: ResourceDef;
    entry: RevertibleEntry;
    field: string;
    actions: Revert;
}) {
    // One field put back restores that value exactly, even where the entry as a whole cannot be reverted.
    if (!actions.canWrite || !changedOnly(entry) || !putBackFields(def, entry).includes(field)) return null;
    if (entry.reverted?.includes(field)) return null;
    // An entry of one field reverted whole does the same: one button, not two that read differently (walk S9).
    if (revertible(entry) && Object.keys(entry.changes ?? {}).length === 1) return null;
    return (
        <Button
            size="small"
            aria-label={`${m.putBack} ${def.fields[field].label}`}
            disabled={actions.pending}
            onClick={() => void actions.revert(entry, field)}
        >
            {m.putBack}
        </Button>
    );
}
