/** The packaging wizard: drafts saved as the user types, and the package created from the final form. */
import type { Job } from '../jobs/jobs';
import { PACKAGING_ACCESS } from '../packaging/package';
import { messages } from '../messages';
import { defineOperation, returns } from './define';

const PACKAGING = { extension: 'packaging' } as const;

/** A draft as the server keeps it. */
export interface SavedDraftRow {
    id: number;
    data: unknown;
    updated: string;
}
/** What creating a package answers: the release, its tracks and the encode job started for them. */
export interface CreatedPackage {
    release: { id: number; name: string };
    tracks: unknown[];
    job: Job;
}

const drafts = { resource: 'packaging/drafts', access: PACKAGING_ACCESS, spec: PACKAGING } as const;
export const listDrafts = defineOperation({
    ...drafts,
    id: 'list',
    detail: false,
    method: 'GET',
    path: '',
    result: returns<{ results: SavedDraftRow[] }>(),
});
export const createDraft = defineOperation({
    ...drafts,
    id: 'create',
    detail: false,
    method: 'POST',
    path: '',
    result: returns<SavedDraftRow>(),
});
export const saveDraft = defineOperation({
    ...drafts,
    id: 'save',
    detail: true,
    method: 'PUT',
    path: '',
    result: returns<SavedDraftRow>(),
});
export const deleteDraft = defineOperation({
    ...drafts,
    id: 'delete',
    detail: true,
    method: 'DELETE',
    path: '',
    confirm: { theme: 'delete', message: messages.packaging.discardDraft },
});

/** A multipart form: the package as JSON, the cover and each track's audio. */
export const createPackage = defineOperation({
    resource: 'packaging/packages',
    id: 'create',
    detail: false,
    method: 'POST',
    path: '',
    access: PACKAGING_ACCESS,
    job: 'release-tracks-encode',
    result: returns<CreatedPackage>(),
    spec: PACKAGING,
});
