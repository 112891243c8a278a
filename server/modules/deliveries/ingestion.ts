/**
 * Ingestion settings (spec §7 "Others"): the DDEX XSD versions accepted (each downloadable), the
 * genre an ingestion takes when its release names none (`automated_ingestion/genre`, honoured by
 * the delivery pipeline), and the pipeline's stages with how many deliveries each holds now.
 * Deliveries staff read them; admin and content ops choose the genre.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { PIPELINE_STAGES, XSD_VERSIONS, type XsdVersion } from '../../../resources/delivery/ingestion';
import { messages } from '../../../resources/messages';
import { P } from '../../../resources/permissions';
import { stmt, type DB } from '../../db';
import { requireAccess } from '../../core/access';
import type { Env } from '../../core/env';
import { badRequest, notFound } from '../../core/errors';
import { diff, recordHistory } from '../../core/history';
import type { ServerModule } from '../../core/module';
import type { Row } from '../../core/rows';
import { inspectorWhere } from '../../core/catalog/partnerScopes';
import { parseBody, readJson } from '../../core/validation';
import { serve } from '../../core/operations';
import {
    automatedGenre as automatedGenreOperation,
    downloadXsd,
    pipeline,
    saveAutomatedGenre,
} from '../../../resources/operations/ingestion';

/** The schema document of one version: this server's stand-in for the DDEX file (same root, same namespace). */
export function xsdDocument(x: XsdVersion): string {
    const ns = `http://ddex.net/xml/ern/${x.version.replace(/\./g, '')}`;
    return `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:ern="${ns}" targetNamespace="${ns}"
    elementFormDefault="unqualified" version="${x.version}">
  <xs:annotation><xs:documentation>${x.name} release notification, as accepted by the ingestion.</xs:documentation></xs:annotation>
  <xs:element name="NewReleaseMessage">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="MessageHeader" type="xs:anyType"/>
        <xs:element name="ResourceList" type="xs:anyType"/>
        <xs:element name="ReleaseList" type="xs:anyType"/>
        <xs:element name="DealList" type="xs:anyType" minOccurs="0"/>
      </xs:sequence>
      <xs:attribute name="MessageSchemaVersionId" type="xs:string" use="required" fixed="ern/${x.version}"/>
    </xs:complexType>
  </xs:element>
</xs:schema>
`;
}

/** The genre an ingestion takes when the release names none, or null when none is set. */
export function automatedGenre(db: DB): { id: number; name: string } | null {
    return (
        (stmt(
            db,
            'SELECT g.id, g.name FROM ingestion_settings s JOIN genres g ON g.id = s.automated_genre_id WHERE s.id = 1'
        ).get() as { id: number; name: string } | undefined) ?? null
    );
}

const settingsRow = (db: DB) => stmt(db, 'SELECT * FROM ingestion_settings WHERE id = 1').get() as Row;
const genreAnswer = (db: DB) => {
    const genre = automatedGenre(db);
    return { genre_id: genre?.id ?? null, genre, version: settingsRow(db).version };
};

const readers = (ctx: Context<Env>) => requireAccess(ctx.get('principal'), P.DELIVERIES);

const genreBody = z
    .object({
        genre_id: z
            .number({ error: messages.ingestion.chooseGenre })
            .int(messages.ingestion.chooseGenre)
            .positive(messages.ingestion.chooseGenre)
            .nullable(),
    })
    .strict();

/** The XSD versions: no declaration (the console reads them as a list of the model's). */
export function mountIngestion(app: Hono<Env>): void {
    app.get('/v4/xsd_files/', ctx => {
        readers(ctx);
        const results = XSD_VERSIONS.map(x => ({ ...x, size: Buffer.byteLength(xsdDocument(x)) }));
        return ctx.json({ results });
    });
}

const operations = [
    serve(downloadXsd, ctx => {
        const x = XSD_VERSIONS.find(v => v.version === ctx.req.param('version'));
        if (!x) throw notFound();
        return ctx.body(xsdDocument(x), 200, {
            'Content-Type': 'application/xml; charset=utf-8',
            'Content-Disposition': `attachment; filename="${x.file}"`,
            'Content-Security-Policy': "default-src 'none'",
            'X-Content-Type-Options': 'nosniff',
        });
    }),

    serve(automatedGenreOperation, ctx => ctx.json(genreAnswer(ctx.get('db')))),

    serve(saveAutomatedGenre, async ctx => {
        const p = ctx.get('principal');
        const { genre_id } = parseBody(genreBody, await readJson(ctx.req.raw));
        const db = ctx.get('db');
        if (genre_id !== null && !stmt(db, 'SELECT 1 FROM genres WHERE id = ?').get(genre_id))
            throw badRequest(messages.ingestion.chooseGenre, { genre_id: messages.ingestion.chooseGenre });
        db.transaction(() => {
            const before = settingsRow(db);
            stmt(db, 'UPDATE ingestion_settings SET automated_genre_id = ?, version = version + 1 WHERE id = 1').run(
                genre_id
            );
            recordHistory(db, p, 'automated_ingestion/genre', 1, 'update', diff(before, settingsRow(db)));
        })();
        return ctx.json(genreAnswer(db));
    }),

    /**
     * Each stage with how many deliveries are in each of its states, and the pipeline's own jobs. The
     * deliveries counted are those the inspector lists the caller (their brand's, their own), so
     * that each count is what its link opens.
     */
    serve(pipeline, ctx => {
        const db = ctx.get('db');
        const p = ctx.get('principal');
        const { where, params } = inspectorWhere(p, { brand: p.brand });
        const counts = new Map(
            (
                stmt(
                    db,
                    `SELECT t.release_status, count(*) AS n FROM deliveries t WHERE ${where.join(' AND ')}
                     GROUP BY t.release_status`
                ).all(...params) as { release_status: string; n: number }[]
            ).map(r => [r.release_status, r.n])
        );
        const jobs = Object.fromEntries(
            (
                stmt(
                    db,
                    "SELECT state, count(*) AS n FROM jobs WHERE kind = 'delivery-ingest' AND state IN ('QUEUED', 'RUNNING') GROUP BY state"
                ).all() as { state: string; n: number }[]
            ).map(r => [r.state.toLowerCase(), r.n])
        );
        return ctx.json({
            stages: PIPELINE_STAGES.map(s => ({
                ...s,
                statuses: s.statuses.map(status => ({ status, count: counts.get(status) ?? 0 })),
                count: s.statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0),
            })),
            jobs: { queued: jobs.queued ?? 0, running: jobs.running ?? 0 },
            automated_genre: automatedGenre(db),
        });
    }),
];

export const ingestionModule: ServerModule = {
    name: 'ingestion',
    ddl: `CREATE TABLE IF NOT EXISTS ingestion_settings (id INTEGER PRIMARY KEY CHECK (id = 1),
  automated_genre_id INTEGER REFERENCES genres(id), version INTEGER NOT NULL DEFAULT 1);`,
    // The first genre until staff choose another.
    seed: ({ db }) => {
        stmt(
            db,
            'INSERT INTO ingestion_settings (id, automated_genre_id) VALUES (1, (SELECT min(id) FROM genres))'
        ).run();
    },
    operations,
    mount: mountIngestion,
};
