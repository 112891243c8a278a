/** Request bodies checked against the same resource schema the console's forms use. */
import { z } from 'zod';
import type { Field, ResourceDef } from '../../resources/schema';
import { allowed, type Principal } from './access';
import { badRequest, forbidden, HttpError } from './errors';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function zodFor(name: string, f: Field): z.ZodType {
    const label = f.label;
    let t: z.ZodType;
    switch (f.kind) {
        case 'text': {
            let s = z.string({ error: `${label} must be text.` });
            if (f.max) s = s.max(f.max, { error: `${label}: at most ${f.max} characters.` });
            if (f.required) s = s.trim().min(1, { error: `${label} is required.` });
            if (f.pattern) s = s.regex(f.pattern, { error: `${label}: ${f.patternMessage ?? 'invalid format'}.` });
            t = s;
            break;
        }
        case 'number': {
            let n = z.number({ error: `${label} must be a number.` });
            if (f.integer) n = n.int({ error: `${label} must be a whole number.` });
            if (f.min !== undefined) n = n.min(f.min, { error: `${label} must be at least ${f.min}.` });
            if (f.max !== undefined) n = n.max(f.max, { error: `${label} must be at most ${f.max}.` });
            t = n;
            break;
        }
        case 'money':
            t = z
                .number({ error: `${label} must be an amount.` })
                .min(0, { error: `${label} cannot be negative.` })
                .max(1e7);
            break;
        case 'boolean':
            t = z.boolean({ error: `${label} must be true or false.` });
            break;
        case 'date':
            t = z
                .string()
                .regex(DATE, { error: `${label} must be a date (YYYY-MM-DD).` })
                .refine(d => !Number.isNaN(new Date(`${d}T00:00:00Z`).getTime()), {
                    error: `${label} is not a valid date.`,
                });
            break;
        case 'datetime':
            t = z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 time.` });
            break;
        case 'choice': {
            const ids = f.choices.map(c => c.id);
            t = z
                .union([z.string(), z.number()])
                .refine(v => ids.includes(v), { error: `${label}: choose a valid option.` });
            break;
        }
        case 'reference':
            t = z
                .number({ error: `${label} must be an id.` })
                .int()
                .positive();
            break;
        case 'image':
            t = z.string().max(2000);
            break;
    }
    return f.required ? t : t.nullable();
}

/**
 * Checks a create/update body: unknown and read-only fields are refused, fields the caller may
 * not see or change are refused with 403, values are checked against the schema's limits.
 * Returns the values in SQL form (booleans as 0/1).
 */
export function checkBody(
    def: ResourceDef,
    body: unknown,
    p: Principal,
    mode: 'create' | 'update'
): Record<string, unknown> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Expected a JSON object.');
    const out: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
        // The record's identity and version travel beside its fields, not as changes.
        if (key === 'id' || key === 'version') continue;
        const f = def.fields[key];
        if (!f) {
            errors[key] = `Unknown field: ${key}.`;
            continue;
        }
        if (!allowed(p, f.access) || !allowed(p, f.editAccess)) throw forbidden(`You may not change ${f.label}.`);
        if (f.readOnly || f.kind === 'image') {
            errors[key] = `${f.label} is read-only.`;
            continue;
        }
        const parsed = zodFor(key, f).safeParse(value);
        if (!parsed.success) {
            errors[key] = parsed.error.issues[0]?.message ?? `${f.label} is invalid.`;
            continue;
        }
        out[key] = typeof parsed.data === 'boolean' ? (parsed.data ? 1 : 0) : parsed.data;
    }
    if (mode === 'create') {
        for (const [key, f] of Object.entries(def.fields)) {
            if (f.required && !(key in out) && !errors[key]) errors[key] = `${f.label} is required.`;
        }
    }
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);
    return out;
}

/** Runs the schema's cross-field rules on the record as it would be after the write. */
export function checkRules(def: ResourceDef, next: Record<string, unknown>, previous?: Record<string, unknown>): void {
    const errors = def.validate?.(next, previous) ?? {};
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);
}

export async function readJson(req: Request): Promise<unknown> {
    const type = req.headers.get('content-type') ?? '';
    if (!type.includes('application/json')) throw badRequest('Expected a JSON body (Content-Type: application/json).');
    const text = await req.text();
    if (text.length > 1_000_000) throw badRequest('Request body too large.');
    try {
        return JSON.parse(text);
    } catch {
        throw badRequest('Malformed JSON.');
    }
}

/** The `file` part of a multipart upload, or a 400 that says what was expected. */
export async function readUploadedFile(req: Request, maxBytes: number): Promise<File> {
    let form: FormData;
    try {
        form = await req.formData();
    } catch {
        throw badRequest('Expected a multipart form with a file.');
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw badRequest('Expected a multipart form with a file.');
    if (file.size > maxBytes)
        throw new HttpError(413, `File too large (${Math.round(maxBytes / 1024 ** 2)} MB at most).`);
    return file;
}

/** A body checked against a zod schema; the first problem becomes the 400's detail. */
export function parseBody<T>(schema: z.ZodType<T>, raw: unknown): T {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || 'body';
        throw badRequest(issue?.message ?? 'Invalid body.', { [field]: issue?.message ?? 'Invalid' });
    }
    return parsed.data;
}
