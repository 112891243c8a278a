/** Request bodies checked against the same resource schema the console's forms use. */
import { z } from 'zod';
import { messages } from '../../resources/messages';
import type { ResourceDef } from '../../resources/schema';
import { fieldError, storedForm } from '../../resources/validation';
import { allowed, type Principal } from './access';
import { badRequest, forbidden, HttpError } from './errors';
import { api } from '../../resources/messages/api';
import { fill } from '../../resources/messages/fill';

/**
 * Checks a create/update body: unknown and read-only fields are refused, fields the caller may
 * not see or change are refused with 403, values are checked against the schema's limits.
 * Returns the values in SQL form (booleans as 0/1).
 */
export function checkBody(
    def: Pick<ResourceDef, 'fields'>,
    body: unknown,
    p: Principal,
    mode: 'create' | 'update'
): Record<string, unknown> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(api.expectedObject);
    const out: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
        // The record's identity and version travel beside its fields, not as changes.
        if (key === 'id' || key === 'version') continue;
        const f = def.fields[key];
        if (!f) {
            errors[key] = 'Unknown field';
            continue;
        }
        if (!allowed(p, f.access) || !allowed(p, f.editAccess))
            throw forbidden(fill(api.mayNotChange, { field: f.label }));
        if (f.readOnly || f.kind === 'image') {
            errors[key] = 'Read-only';
            continue;
        }
        const problem =
            fieldError(f, value, { wire: true }) ??
            // A choice offered to others only (another brand's page type) is no option for this caller.
            (f.kind === 'choice' &&
            value !== null &&
            value !== '' &&
            !f.choices.some(c => c.id === value && allowed(p, c.access))
                ? messages.validation.chooseOption
                : undefined);
        if (problem) {
            errors[key] = problem;
            continue;
        }
        // An identifier is stored in its canonical form, whoever sends it (resources/rules.ts canonicalCode).
        out[key] = typeof value === 'boolean' ? (value ? 1 : 0) : storedForm(f, value);
    }
    if (mode === 'create') {
        for (const [key, f] of Object.entries(def.fields)) {
            if (f.required && !(key in out) && !errors[key]) errors[key] = messages.validation.required;
        }
    }
    const [first] = Object.entries(errors);
    if (first) throw badRequest(`${def.fields[first[0]]?.label ?? first[0]}: ${first[1]}`, errors);
    return out;
}

/** Runs the schema's cross-field rules on the record as it would be after the write. */
export function checkRules(
    def: Pick<ResourceDef, 'validate'>,
    next: Record<string, unknown>,
    previous?: Record<string, unknown>
): void {
    const errors = def.validate?.(next, previous) ?? {};
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);
}

export async function readJson(req: Request): Promise<unknown> {
    const type = req.headers.get('content-type') ?? '';
    if (!type.includes('application/json')) throw badRequest(api.expectedJsonBody);
    const text = await req.text();
    if (text.length > 1_000_000) throw badRequest(api.bodyTooLarge);
    try {
        return JSON.parse(text);
    } catch {
        throw badRequest(api.malformedJson);
    }
}

/** The `file` part of a multipart upload, or a 400 that says what was expected. */
export async function readUploadedFile(req: Request, maxBytes: number): Promise<File> {
    let form: FormData;
    try {
        form = await req.formData();
    } catch {
        throw badRequest(api.expectedFile);
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw badRequest(api.expectedFile);
    if (file.size > maxBytes)
        throw new HttpError(413, fill(api.fileTooLarge, { mb: Math.round(maxBytes / 1024 ** 2) }));
    return file;
}

/** A body checked against a zod schema; the first problem becomes the 400's detail. */
export function parseBody<T>(schema: z.ZodType<T>, raw: unknown): T {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || 'body';
        throw badRequest(issue?.message ?? api.invalidBody, { [field]: issue?.message ?? 'Invalid' });
    }
    return parsed.data;
}
