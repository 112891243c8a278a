/**
 * Ingestion settings (spec §7 "Others": xsd_files, automated_ingestion/genre, ftp-users, pipeline):
 * the DDEX versions accepted, the pipeline's stages by the delivery states each holds, and the
 * rules of a supplier's FTP user names. Console and reference API read them from here.
 */
import { inspectorHref } from './inspectorQuery';
import type { ReleaseStatus } from './statuses';

/** The DDEX ERN message versions whose XSD the ingestion validates against, newest first. */
export const XSD_VERSIONS = [
    { version: '4.3', name: 'DDEX ERN 4.3', file: 'release-notification-4.3.xsd' },
    { version: '4.2', name: 'DDEX ERN 4.2', file: 'release-notification-4.2.xsd' },
    { version: '4.1', name: 'DDEX ERN 4.1', file: 'release-notification-4.1.xsd' },
    { version: '3.8.2', name: 'DDEX ERN 3.8.2', file: 'release-notification-3.8.2.xsd' },
] as const;
export type XsdVersion = (typeof XSD_VERSIONS)[number];

/**
 * The pipeline's stages in order, each with the states a delivery is in while there or after
 * failing there (the inspector filters by one state; the first is where the stage's link goes).
 */
export const PIPELINE_STAGES: { id: string; label: string; statuses: ReleaseStatus[] }[] = [
    { id: 'received', label: 'Received', statuses: ['release-received'] },
    { id: 'metadata', label: 'Metadata processing', statuses: ['metadata-processing-error', 'index-error'] },
    { id: 'filter', label: 'Filter', statuses: ['filter-error', 'filter-rejected', 'filter-bypassed'] },
    {
        id: 'ingest',
        label: 'Ingest',
        statuses: ['currently-reingesting', 'ingest-error', 'reingestion-error', 'ingestion-error', 'move-error'],
    },
    { id: 'encode', label: 'Encode', statuses: ['encoding-error', 'encoded'] },
    { id: 'done', label: 'Ingested', statuses: ['release-ingested', 'updated', 'published'] },
];

/** An FTP user name: 3 to 32 lower-case letters, digits, dots, hyphens or underscores, starting with a letter. */
export const FTP_USERNAME = /^[a-z][a-z0-9._-]{2,31}$/;
/** A generated FTP password's length (shown once, stored only hashed). */
export const FTP_PASSWORD_LENGTH = 20;

/** The inspector's link for one delivery state. */
export const inspectorLink = (status: string) => inspectorHref({ status });
