/**
 * A supplier's FTP users (spec §7 "Others: … ftp-users", methods not shown): the accounts its
 * deliveries arrive through. Delivery staff read them; admin and content ops create, enable or
 * disable, and reset a password — the only answers that carry one.
 */
import { P } from '../permissions';
import { messages } from '../messages';
import { defineOperation, returns } from './define';

export interface FtpUser extends Record<string, unknown> {
    id: number;
    username: string;
    enabled: boolean;
    last_login: string | null;
}
/** A created user or a reset password: shown once, never read back. */
export type FtpUserWithPassword = FtpUser & { password: string };

const SPEC = 'Others: … ftp-users';

export const ftpUsers = defineOperation({
    resource: 'catalog/suppliers',
    id: 'ftp-users',
    detail: true,
    method: 'GET',
    path: 'ftp-users/',
    access: P.DELIVERIES,
    result: returns<{ results: FtpUser[] }>(),
    spec: SPEC,
});

export const createFtpUser = defineOperation<FtpUserWithPassword, { username: string }>({
    resource: 'catalog/suppliers',
    id: 'ftp-user-create',
    detail: true,
    method: 'POST',
    path: 'ftp-users/',
    access: P.ADMIN_CONTENT_OPS,
    result: returns<FtpUserWithPassword>(),
    spec: SPEC,
});

/** `{ id: supplier, ftpId: user }`. */
export const updateFtpUser = defineOperation<FtpUser, { enabled: boolean }>({
    resource: 'catalog/suppliers',
    id: 'ftp-user-update',
    detail: true,
    method: 'PATCH',
    path: 'ftp-users/:ftpId/',
    access: P.ADMIN_CONTENT_OPS,
    // Enabling loses nothing; disabling stops the account's deliveries.
    confirm: { theme: 'proceed', message: messages.ingestion.ftpDisableConfirm, when: (_, body) => !body?.enabled },
    result: returns<FtpUser>(),
    spec: SPEC,
});

export const resetFtpPassword = defineOperation({
    resource: 'catalog/suppliers',
    id: 'ftp-user-reset-password',
    detail: true,
    method: 'POST',
    path: 'ftp-users/:ftpId/reset-password/',
    access: P.ADMIN_CONTENT_OPS,
    confirm: { theme: 'proceed', message: messages.ingestion.ftpResetConfirm },
    result: returns<FtpUserWithPassword>(),
    spec: SPEC,
});
