import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form, useGetOne, useNotify, useRecordContext } from 'react-admin';
import { ApiError } from '../../../dataProvider';
import djProfiles from '../../../resources/catalog/djProfiles';
import { changedFields } from '../../../dataProvider/query';
import { fill, messages } from '../../../resources/messages';
import { userDjProfile } from '../../../resources/operations/support';
import { validateRecord } from '../../../resources/validation';
import { errorDetail } from '../../views/errors';
import { loadingOrFailed } from '../../components/LoadFailed';
import SchemaInput from '../../views/SchemaInput';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';
import { HoldsDialogWork, useDialogClose } from '../../views/dialogWork';

/** What the user screen changes of the profile (its user and artist are kept elsewhere). */
const FIELDS = ['name', 'slug', 'bio'] as const;
const m = messages.support;

/**
 * The DJ profile the user owns, changed from the user screen in a dialog (`PATCH users/{id}/dj-profile`,
 * saved at once and said so), based on the version shown: a change made meanwhile is refused, not overwritten.
 */
export default function UserDjProfileTab() {
    const user = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const [editing, setEditing] = useState(false);
    const { dirty, close } = useDialogClose(() => setEditing(false));
    const profileId = user?.dj_profile_id as number | null | undefined;
    const profile = useGetOne(djProfiles.name, { id: profileId! }, { enabled: profileId != null });
    if (!user) return null;
    if (profileId == null) return <Typography color="text.secondary">{m.djProfileNone}</Typography>;
    const shown = profile.data;

    async function save(values: Record<string, unknown>) {
        const changes = changedFields(
            Object.fromEntries(FIELDS.map(k => [k, values[k] === '' ? null : values[k]])),
            shown ?? {}
        );
        try {
            if (Object.keys(changes).length) {
                const saved = await dataProvider.call(userDjProfile, user!.id, changes, {
                    ifMatch: shown?.version as number | undefined,
                });
                notify(fill(m.djProfileSaved, { name: String(saved.name) }), { type: 'success' });
            }
            setEditing(false);
        } catch (e) {
            const stale = e instanceof ApiError && e.status === 412;
            notify(stale ? messages.conflict.stale : fill(messages.errors.processing, { error: errorDetail(e) }), {
                type: 'error',
            });
            if (stale) setEditing(false);
        }
        await profile.refetch();
    }

    return (
        <Box sx={{ width: '100%' }}>
            {loadingOrFailed(profile, 'the DJ profile')}
            {shown && (
                <Box
                    component="dl"
                    aria-label="DJ profile"
                    sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}
                >
                    {FIELDS.map(k => (
                        <Box key={k} sx={{ display: 'contents' }}>
                            <Typography component="dt" color="text.secondary">
                                {djProfiles.fields[k].label}
                            </Typography>
                            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                                {String(shown[k] ?? '—')}
                            </Typography>
                        </Box>
                    ))}
                </Box>
            )}
            <Button variant="outlined" onClick={() => setEditing(true)} disabled={!shown} sx={{ mt: 1 }}>
                {m.djProfileEdit}
            </Button>
            {/* The dialog's form is nested in the user's form through a portal: its submit stays here. */}
            <Box onSubmit={e => e.stopPropagation()}>
                <Dialog open={editing} onClose={() => void close()} aria-labelledby="user-dj-profile" fullWidth>
                    {editing && shown && (
                        <Form
                            record={shown}
                            onSubmit={(values: Record<string, unknown>) => save(values)}
                            validate={(values: Record<string, unknown>) => validateRecord(djProfiles, FIELDS, values)}
                        >
                            <DialogTitle id="user-dj-profile">{m.djProfileEdit}</DialogTitle>
                            <HoldsDialogWork dirtyRef={dirty} />
                            <DialogContent>
                                {FIELDS.map(k => (
                                    <SchemaInput
                                        key={k}
                                        name={k}
                                        field={djProfiles.fields[k]}
                                        fields={djProfiles.fields}
                                        readOnly={false}
                                    />
                                ))}
                            </DialogContent>
                            <DialogActions>
                                <Button onClick={() => void close()}>{messages.confirm.cancel}</Button>
                                <Button type="submit" variant="contained">
                                    Save
                                </Button>
                            </DialogActions>
                        </Form>
                    )}
                </Dialog>
            </Box>
        </Box>
    );
}
