import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { ReferenceField, TextField } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { allowedNow } from '../../authProvider';
import { valueAt } from '../../resources/format';
import type { Field } from '../../resources/fields';
import { resources } from '../resourceManifest';
import { fieldValueText, isEmptyValue, isStatusChoice } from './fieldValueText';

type ReferenceFieldDef = Extract<Field, { kind: 'reference' }>;

/** Read by screen readers, not shown. */
const visuallyHidden = {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
} as const;

/** Nothing set: a dash to the eye, words to a screen reader. */
export const NotSet = () => (
    <>
        <span aria-hidden="true">—</span>
        <Box component="span" sx={visuallyHidden}>
            Not set
        </Box>
    </>
);

/** The referenced record's editor, for those who may open it (a resource with screens they may see). */
const referenceLink = (field: ReferenceFieldDef, id: unknown) => {
    const target = resources.find(r => r.name === field.reference);
    return target && allowedNow(target.access) ? `/${target.name}/${String(id)}` : undefined;
};

/** A reference by its record's name: the record's own `display` path, or fetched by id; a link where allowed. */
function ReferenceValue({ field, id, name }: { field: ReferenceFieldDef; id: unknown; name: unknown }) {
    const to = referenceLink(field, id);
    const text = isEmptyValue(name) ? (
        <ReferenceField source="id" reference={field.reference} record={{ id }} link={false} emptyText={String(id)}>
            <TextField source="name" />
        </ReferenceField>
    ) : (
        String(name)
    );
    return to ? (
        <Link component={RouterLink} to={to}>
            {text}
        </Link>
    ) : (
        <>{text}</>
    );
}

interface ValueProps {
    name: string;
    field: Field;
    value: unknown;
    /** The record's other values the display needs: a reference's name, an amount's currency. */
    record: Record<string, unknown>;
}

/** One value as a person reads it (see fieldValueText), with links for references and chips for states. */
export function ValueView({ name, field, value, record }: ValueProps): ReactNode {
    if (field.kind === 'reference') {
        if (isEmptyValue(value)) return <NotSet />;
        const display = field.display ? valueAt(record, field.display) : undefined;
        return <ReferenceValue field={field} id={value} name={display} />;
    }
    const text = fieldValueText(field, value, record, allowedNow);
    if (text === null) return <NotSet />;
    if (isStatusChoice(name, field)) return <Chip size="small" label={text} />;
    return text;
}

/**
 * A label and its value, as a show view lays them out in the form's grid; the value is named by
 * its label (a screen reader, and a test, find the value by the label as they would an input).
 */
export function LabelledValue({
    label,
    children,
    multiline,
}: {
    label: string;
    children: ReactNode;
    multiline?: boolean;
}) {
    const id = useId();
    return (
        <Box component="dl" sx={{ m: 0, mb: 2, minHeight: 40 }}>
            <Typography id={id} component="dt" variant="caption" color="text.secondary">
                {label}
            </Typography>
            <Typography
                component="dd"
                variant="body1"
                aria-labelledby={id}
                sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: multiline ? 'pre-wrap' : undefined }}
            >
                {children}
            </Typography>
        </Box>
    );
}

/**
 * A field the user may not change, shown as its label and formatted value (not a disabled input).
 * Read from the form, so a value the form keeps current (a row count) stays current here too.
 */
export default function FieldValue({ name, field }: { name: string; field: Field }) {
    const value = useWatch({ name });
    const displayPath = field.kind === 'reference' ? field.display : undefined;
    const currencyField = field.kind === 'money' ? field.currencyField : undefined;
    const display = useWatch({ name: displayPath ?? name });
    const currency = useWatch({ name: currencyField ?? name });
    const record: Record<string, unknown> = {};
    if (displayPath) setPath(record, displayPath, display);
    if (currencyField) record[currencyField] = currency;
    return (
        <LabelledValue label={field.label} multiline={field.kind === 'text' && field.multiline}>
            <ValueView name={name} field={field} value={value} record={record} />
        </LabelledValue>
    );
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
    const keys = path.split('.');
    let at = target;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[keys[keys.length - 1]] = value;
}
