import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { recordHistory } from '../../resources/operations/history';
import { parsePageField } from '../../dataProvider/query';
import { describeChanges, referencedIds, rowListsOf, type Changes } from '../../resources/changes';
import { actionText } from '../../resources/historyWords';
import { messages } from '../../resources/messages';
import type { ResourceDef } from '../../resources/schema';
import SubTable from '../components/SubTable';
import { formatTime } from '../lib/time';
import { namesOf, useDescriptions } from './useReferenceNames';
import { PutBackButton, RevertActions, useRevert } from './HistoryRevert';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

interface Entry extends Record<string, unknown> {
    id: number;
    action: string;
    username: string;
    at: string;
    changes: Changes;
    bulk?: { id: number; size: number };
}

export const HISTORY_PER_PAGE = 25;

/** Who changed the record, when (Mountain time), and each field's before → after; newest first. */
export default function HistoryTab({ def }: { def: ResourceDef }) {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const [page, setPage] = useState(1);
    // The record's version in the key: a save on this screen shows up at once.
    const query = useQuery({
        queryKey: ['history', def.name, record?.id, record?.version, page],
        queryFn: () =>
            dataProvider.call(recordHistory<Entry>(def.name), record!.id, undefined, {
                query: { page, per_page: HISTORY_PER_PAGE },
            }),
        enabled: record?.id != null,
        placeholderData: keepPreviousData,
    });
    const pages = parsePageField(query.data?.page);
    const lists = rowListsOf(def);
    // Referenced records by their description, never by a bare id.
    const descriptions = useDescriptions(
        referencedIds(
            def.fields,
            (query.data?.results ?? []).map(e => e.changes),
            lists
        )
    );
    const context = { allowed: allowedNow, names: namesOf(descriptions), descriptions, record: record ?? {} };
    const revert = useRevert(def, record?.id, context);
    return (
        <Box sx={{ width: '100%' }}>
            <Typography variant="h6" component="h2">
                {messages.history.tab}
            </Typography>
            <SubTable<Entry>
                label={messages.history.tab}
                rows={query.data?.results}
                load={query}
                empty={messages.history.empty}
                columns={[
                    { key: 'at', label: 'When', render: e => formatTime(e.at) },
                    { key: 'username', label: 'Who' },
                    {
                        key: 'changes',
                        label: 'What',
                        render: e => (
                            <>
                                <strong>{actionText(e.action, query.data?.results ?? [])}</strong>
                                {describeChanges(def.fields, e.changes, context, lists).map(c => (
                                    <div key={c.name} title={c.whole}>
                                        {c.row && `${c.row} · `}
                                        {c.label}: {c.before} → {c.after}
                                        <PutBackButton def={def} entry={e} field={c.name} actions={revert} />
                                    </div>
                                ))}
                                <RevertActions entry={e} actions={revert} />
                            </>
                        ),
                    },
                ]}
            />
            {pages.total > 1 && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                        Newer
                    </Button>
                    <Typography variant="body2">
                        Page {pages.current} of {pages.total}
                    </Typography>
                    <Button disabled={page >= pages.total} onClick={() => setPage(page + 1)}>
                        Older
                    </Button>
                </Box>
            )}
        </Box>
    );
}
