/**
 * The app bar's approvals count (issue 44), for those who may approve: a link to the inbox with the
 * number of changes waiting for them. Asked again every minute and after the console's own writes that
 * held or decided one (src/freshness.ts's `onWrite`).
 */
import FactCheckIcon from '@mui/icons-material/FactCheck';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { allowedNow } from '../../authProvider';
import { onWrite } from '../freshness';
import { ANY_APPROVER, writeChangesApprovals } from '../../resources/approvals';
import { fill } from '../../resources/messages/fill';
import { approvals as text } from '../../resources/messages/approvals';
import { useCapability } from '../lib/capabilities';
import { APPROVALS_KEY, APPROVALS_POLL_MS, listApprovals } from '../pages/approvals/calls';
import { usePending } from '../pages/approvals/pending';
import type { Approval } from '../../resources/approvals';
import type { Paged } from '../../resources/wire';
import { countSx } from './countSx';

export default function ApprovalsButton() {
    const offered = useCapability('approvals');
    const approver = allowedNow(ANY_APPROVER);
    useApprovalsAfterWrites(offered && allowedNow(listApprovals.access));
    return offered && approver ? <PendingCount /> : null;
}

/** A write of the console's own that was held, or decided one: the approvals are asked again. */
function useApprovalsAfterWrites(enabled: boolean) {
    const queryClient = useQueryClient();
    useEffect(
        () =>
            enabled
                ? onWrite((path, sent) => {
                      if (writeChangesApprovals(path, sent.answer))
                          void queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });
                  })
                : undefined,
        [enabled, queryClient]
    );
}

/** Only those the user may decide: their own requests wait for someone else. */
const forMe = (answer: Paged<Approval>) => answer.results.filter(a => a.can_decide).length;

function PendingCount() {
    // The pending list the records' banners read too, asked again every minute.
    const { data: waiting = 0 } = usePending(true, forMe, APPROVALS_POLL_MS);
    const label = waiting ? fill(text.pendingBadge, { count: waiting }) : text.menu;
    return (
        <Tooltip title={label}>
            <IconButton color="inherit" aria-label={label} component={Link} to="/approvals">
                {waiting ? (
                    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
                        <FactCheckIcon />
                        <Box component="span" aria-hidden sx={countSx}>
                            {waiting}
                        </Box>
                    </Box>
                ) : (
                    <FactCheckIcon />
                )}
            </IconButton>
        </Tooltip>
    );
}
