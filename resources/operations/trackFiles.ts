/**
 * A track's stored files beyond the audio list (§7): what support may send a customer again
 * (`support-downloads`), correcting a file's record (`track-file-update`), and the file classes.
 */
import { FILE_CLASSES, type FileClass } from '../constants';
import { P } from '../permissions';
import { defineOperation, returns } from './define';

/** A stored file's record, with its download path where the server holds its bytes. */
export interface StoredFile {
    id: number;
    track_id: number;
    guid: string;
    format: string;
    file_name: string;
    file_class: FileClass | null;
    size: number | null;
    created: string;
    download: string | null;
}

export const trackSupportDownloads = defineOperation({
    resource: 'catalog/tracks',
    id: 'support-downloads',
    detail: true,
    method: 'GET',
    path: 'support-downloads/',
    // What a customer can be sent again: support and the catalog's keepers.
    access: P.ADMIN_CONTENT_OPS_SUPPORT,
    result: returns<{ results: StoredFile[] }>(),
    spec: 'Tracks: GET {id}/notes, songwriters, publishers, audio-files, support-downloads, …',
});

/** The letters a stored file's name may hold (the server refuses others with this message). */
export const FILE_NAME_PATTERN = /^[\w.\- ]+$/;
export const FILE_NAME_RULE = 'A file name is letters, digits, spaces, dots, dashes and underscores.';

export interface FileCorrection {
    guid: string;
    file_name?: string;
    file_class?: FileClass;
}
export const trackFileUpdate = defineOperation<StoredFile, FileCorrection>({
    resource: 'catalog/tracks',
    id: 'track-file-update',
    detail: true,
    method: 'PATCH',
    path: 'track-file-update/',
    access: P.ADMIN_CONTENT_OPS,
    body: z =>
        z
            .object({
                guid: z.string().min(1).max(64),
                file_name: z.string().min(1).max(200).regex(FILE_NAME_PATTERN, FILE_NAME_RULE).optional(),
                file_class: z.enum(FILE_CLASSES.map(c => c.id) as [FileClass, ...FileClass[]]).optional(),
            })
            .strict(),
    result: returns<StoredFile>(),
    spec: 'Others: … PATCH track-file-update',
});

export const fileClasses = defineOperation({
    resource: 'files',
    id: 'classes',
    detail: false,
    method: 'GET',
    path: 'classes/',
    access: P.ANY_USER,
    result: returns<{ results: { id: FileClass; name: string }[] }>(),
    spec: 'Others: … files by guid; file classes',
});
