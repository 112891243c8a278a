import { useNotify } from 'react-admin';
import { findMeta } from '../resourceManifest';
import { heldApprovalOf } from '../../dataProvider/held';
import { messages } from '../../resources/messages';
import { recordInNotice, type NoticeKey } from './notices';

type Level = 'info' | 'success' | 'warning' | 'error';

/**
 * The notices of one resource, from the i18n catalogue (see `notices.ts`): a saved or deleted
 * record by its name, a count of records updated or deleted, a record that is gone.
 */
export function useNotices(resource: string) {
    const notify = useNotify();
    const recordTitle = findMeta(resource)?.recordTitle;
    const say = (key: NoticeKey, type: Level, messageArgs: Record<string, unknown> = {}) =>
        notify(`resources.${resource}.notifications.${key}`, { type, messageArgs });
    return {
        // A write held for a second person's approval (issue 44) was not saved: it says so instead.
        saved: (record?: Record<string, unknown>) =>
            heldApprovalOf(record)
                ? notify(messages.approvals.sentForApproval, { type: 'info' })
                : say('saved', 'info', { record: recordInNotice(record, recordTitle) }),
        created: () => say('created', 'info'),
        deleted: (record?: Record<string, unknown>) =>
            say('removed', 'success', { record: recordInNotice(record, recordTitle) }),
        updatedMany: (count: number, answer?: unknown) =>
            heldApprovalOf(answer)
                ? notify(messages.approvals.sentForApproval, { type: 'info' })
                : say('bulk_updated', 'success', { smart_count: count }),
        deletedMany: (count: number) => say('bulk_deleted', 'success', { smart_count: count }),
        missing: () => say('missing', 'warning'),
    };
}
