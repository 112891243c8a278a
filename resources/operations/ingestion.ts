/** Ingestion settings: the automated-ingestion genre, the pipeline's stages and the DDEX XSDs to download. */
import { P } from '../permissions';
import { defineOperation, returns, type FileAnswer } from './define';

export interface GenreSetting {
    genre_id: number | null;
    genre: { id: number; name: string } | null;
}

const GENRE = 'Others: … xsd_files/automated_ingestion/genre GET';
export const automatedGenre = defineOperation({
    resource: 'automated_ingestion/genre',
    id: 'read',
    detail: false,
    method: 'GET',
    path: '',
    access: P.DELIVERIES,
    result: returns<GenreSetting>(),
    spec: GENRE,
});
export const saveAutomatedGenre = defineOperation({
    ...automatedGenre,
    id: 'save',
    method: 'PUT',
    access: P.ADMIN_CONTENT_OPS,
    spec: { extension: 'ingestion-settings' },
});

/** The pipeline's stages; the answer's shape is PipelineStages' (src/pages/ingestion). */
export const pipeline = defineOperation({
    resource: 'pipeline',
    id: 'read',
    detail: false,
    method: 'GET',
    path: '',
    access: P.DELIVERIES,
    spec: 'Others: … hype-subscriptions, hype-offers, hype-purchases, ftp-users, pipeline, al/files.',
});

export const downloadXsd = defineOperation({
    resource: 'xsd_files',
    id: 'download',
    detail: true,
    param: 'version',
    method: 'GET',
    path: 'download/',
    access: P.DELIVERIES,
    accept: 'application/xml',
    result: returns<FileAnswer>(),
    spec: GENRE,
});
