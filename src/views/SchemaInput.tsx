import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import {
    BooleanInput,
    DateInput,
    DateTimeInput,
    NumberInput,
    ReferenceInput,
    SelectInput,
    TextInput,
    useRecordContext,
    useWrappedSource,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { allowedNow } from '../../authProvider';
import { CHOICES_PER_PAGE, CHOICES_QUERY, CHOICES_SORT, seedChosen } from '../freshness';
import { findMeta } from '../resourceManifest';
import { amountHint } from '../../resources/format';
import { messages } from '../../resources/messages';
import { choicesFor, type Choice, type Field } from '../../resources/fields';
import ImageInput from './ImageInput';
import ReferencePicker from './ReferencePicker';
import { pickerFilter, showsAsPicker } from './recordTabs';

const IdsCsvInput = lazy(() => import('./IdsCsvInput'));
import { lengthHint, patternFeedback } from '../../resources/validation';
import { datetimeInput, zoneOf } from '../lib/time';
import { growingTextArea } from '../lib/growingTextArea';

type ChoiceField = Extract<Field, { kind: 'choice' }>;

interface Props {
    name: string;
    field: Field;
    readOnly: boolean;
    /** The form's other fields: an amount finds the field holding its currency here. */
    fields?: Record<string, Field>;
    /** In a sub-resource row: the parent record's id (a reference's options may be the parent's own). */
    parentId?: unknown;
}

/** One schema field as a react-admin input, with its limits as hints. */
export default function SchemaInput({ name, field, readOnly, fields, parentId }: Props) {
    const common = { source: name, label: field.label, readOnly, fullWidth: true };
    switch (field.kind) {
        case 'text':
            if (field.secret) return <SecretInput name={name} field={field} readOnly />;
            return <TextWithHint name={name} field={field} readOnly={readOnly} />;
        case 'number':
            return (
                <NumberInput
                    {...common}
                    min={field.min}
                    max={field.max}
                    step={field.integer ? 1 : 'any'}
                    helperText={field.helperText ?? rangeHint(field.min, field.max)}
                />
            );
        case 'money':
            return <MoneyInput name={name} field={field} readOnly={readOnly} fields={fields} />;
        case 'boolean':
            return (
                <BooleanInput
                    source={name}
                    label={field.label}
                    readOnly={readOnly}
                    disabled={readOnly}
                    helperText={field.helperText ?? false}
                />
            );
        case 'date':
            return <DateInput {...common} helperText={field.helperText ?? false} />;
        case 'datetime':
            // The browser's own zone is not the store's: the input reads and writes Mountain time (or UTC).
            return (
                <DateTimeInput
                    {...common}
                    {...datetimeInput(zoneOf(field))}
                    helperText={field.helperText ?? (field.utc ? 'UTC' : 'Mountain time')}
                />
            );
        case 'choice':
            return field.offered ? (
                <OfferedChoice name={name} field={field} readOnly={readOnly} />
            ) : (
                <ChoiceSelect
                    name={name}
                    field={field}
                    readOnly={readOnly}
                    choices={choicesFor(field.choices, allowedNow)}
                />
            );
        case 'reference':
            return <ReferenceFieldInput name={name} field={field} readOnly={readOnly} parentId={parentId} />;
        case 'image':
            return <ImageInput name={name} field={field} readOnly={readOnly} />;
        case 'ids':
            // papaparse loads with the form that reads a CSV, not with every form.
            return (
                <Suspense fallback={null}>
                    <IdsCsvInput name={name} field={field} readOnly={readOnly} />
                </Suspense>
            );
    }
}

/** A link to the referenced record's editor, when the field holds one. */
function RecordLink({ name, resource, label }: { name: string; resource: string; label: string }) {
    const id = useWatch({ name: useWrappedSource(name) }) as unknown;
    if (id === null || id === undefined || id === '') return null;
    return (
        <Link component={RouterLink} to={`/${resource}/${String(id)}`} variant="body2">
            Open {label} {String(id)}
        </Link>
    );
}

/** A choice whose options follow the form's other values (a module's items shown follow its slot). */
function OfferedChoice({ name, field, readOnly }: Props & { field: ChoiceField }) {
    const values = useWatch() as Record<string, unknown>;
    const ids = field.offered?.(values) ?? [];
    const choices = choicesFor(field.choices, allowedNow).filter(c => !ids.length || ids.includes(c.id));
    return <ChoiceSelect name={name} field={field} readOnly={readOnly} choices={choices} />;
}

/** A select whose chosen name shows whole on hover (`title`) where the closed select cuts it. */
function ChoiceSelect({ name, field, readOnly, choices }: Props & { field: ChoiceField; choices: Choice[] }) {
    const value = useWatch({ name: useWrappedSource(name) }) as unknown;
    const chosen = choices.find(c => String(c.id) === String(value))?.name;
    return (
        <SelectInput
            source={name}
            label={field.label}
            readOnly={readOnly}
            fullWidth
            choices={choices}
            emptyText="—"
            helperText={field.helperText ?? false}
            slotProps={{ select: { SelectDisplayProps: { title: chosen } } }}
        />
    );
}

const rangeHint = (min?: number, max?: number) =>
    min !== undefined && max !== undefined ? `${min} to ${max}` : min !== undefined ? `From ${min}` : false;

/** An amount whose helper names the currency chosen in the form (a price override's), or dollars. */
function MoneyInput({ name, field, readOnly, fields }: Props & { field: Extract<Field, { kind: 'money' }> }) {
    const currency = useWatch({ name: field.currencyField ?? name });
    const currencyField = field.currencyField ? (fields?.[field.currencyField] ?? { label: 'Currency' }) : undefined;
    return (
        <NumberInput
            source={name}
            label={field.label}
            readOnly={readOnly}
            fullWidth
            min={0}
            step={0.01}
            helperText={field.helperText ?? amountHint(currencyField, currency)}
        />
    );
}

/**
 * A text input with its length hint, or live feedback where the field has a pattern to meet (DDEX
 * party ID, ISRC); a field's valid form stays written under it, also when the save refused it.
 */
function TextWithHint({ name, field, readOnly }: Props & { field: Extract<Field, { kind: 'text' }> }) {
    const value = useWatch({ name: useWrappedSource(name) });
    const id = useId();
    // The flag that lengthens the limit (a DJ edit's mix name), read from the same record.
    const flagName = field.longerWhen?.field;
    const flag = useWatch({ name: useWrappedSource(flagName ?? name) });
    const feedback = patternFeedback(field, value);
    const color = feedback ? (feedback.valid ? 'success.main' : 'error.main') : undefined;
    const area = field.multiline ? growingTextArea(2) : undefined;
    const describedBy = field.format && !readOnly ? { 'aria-describedby': `${id}-helper-text ${id}-format` } : {};
    const input = (
        <TextInput
            source={name}
            id={id}
            label={field.label}
            readOnly={readOnly}
            fullWidth
            multiline={field.multiline}
            helperText={feedback?.message ?? lengthHint(field, value, flagName ? { [flagName]: flag } : {}) ?? false}
            sx={
                area || color
                    ? { ...area?.sx, ...(color && { '& .MuiFormHelperText-root:not(.Mui-error)': { color } }) }
                    : undefined
            }
            slotProps={{ ...area?.slotProps, htmlInput: { ...area?.slotProps.htmlInput, ...describedBy } }}
        />
    );
    if (!field.format || readOnly) return input;
    return (
        <Box sx={{ width: '100%', mb: 1 }}>
            {input}
            <FormHelperText id={`${id}-format`} sx={{ mt: -0.5, mx: 1.75 }}>
                {field.format}
            </FormHelperText>
        </Box>
    );
}

/** A credential: masked until revealed (never typed here; its own action changes it). */
function SecretInput({ name, field }: Props) {
    const [shown, setShown] = useState(false);
    return (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, width: '100%' }}>
            <TextInput
                source={name}
                label={field.label}
                readOnly
                fullWidth
                type={shown ? 'text' : 'password'}
                autoComplete="off"
                helperText={shown ? false : messages.secret.hidden}
                sx={{ fontFamily: 'monospace' }}
            />
            <Button sx={{ mt: 1.5 }} onClick={() => setShown(s => !s)} aria-pressed={shown}>
                {shown ? messages.secret.hide : messages.secret.reveal}
            </Button>
        </Box>
    );
}

/**
 * A reference: options may depend on another field (sub-genre on genre), and a change may
 * empty the field that depends on it (a genre its sub-genre).
 */
function ReferenceFieldInput(props: Props & { field: Extract<Field, { kind: 'reference' }> }) {
    const target = findMeta(props.field.reference);
    if (props.field.link && target && allowedNow(target.access)) {
        return (
            <Box sx={{ width: '100%', mb: 2 }}>
                <ReferenceChoice {...props} />
                <RecordLink name={props.name} resource={target.name} label={props.field.label} />
            </Box>
        );
    }
    // Users who may not list the referenced resource see its name as text.
    if (props.field.display && !showsAsPicker(props.field)) {
        return (
            <TextInput source={props.field.display} label={props.field.label} readOnly fullWidth helperText={false} />
        );
    }
    return <ReferenceChoice {...props} />;
}

/** Options by name, with the referenced type's identifying detail under it where it declares one. */
function ReferenceChoice({
    name,
    field,
    readOnly,
    parentId,
}: Props & { field: Extract<Field, { kind: 'reference' }> }) {
    const { setValue, getFieldState } = useFormContext();
    const path = useWrappedSource(name);
    const record = useRecordContext();
    const queryClient = useQueryClient();
    // Once, before the picker's first lookup of its value.
    useState(() => seedChosen(queryClient, field.reference, field.display, record, name));
    const parentPath = useWrappedSource(field.dependsOn?.field ?? name);
    const parentValue = useWatch({ name: parentPath });
    // A new parent value (a genre, a country) empties this field (its sub-genre, its state: one of the
    // old value's) when the person changed it, back to its first value too: not when the form puts a
    // record's values back (a reset leaves the parent neither dirty nor touched).
    const firstParent = useRef(true);
    useEffect(() => {
        if (firstParent.current) {
            firstParent.current = false;
            return;
        }
        const { isDirty, isTouched } = getFieldState(parentPath);
        if (field.dependsOn && (isDirty || isTouched)) setValue(path, null, { shouldDirty: true });
    }, [parentValue, field.dependsOn, getFieldState, parentPath, setValue, path]);
    return (
        <ReferenceInput
            queryOptions={CHOICES_QUERY}
            source={name}
            reference={field.reference}
            filter={pickerFilter(field, parentValue, parentId)}
            perPage={CHOICES_PER_PAGE}
            sort={CHOICES_SORT}
        >
            <ReferencePicker
                resource={field.reference}
                label={field.label}
                filterToQuery={q => (q ? { name: q } : {})}
                readOnly={readOnly}
                disabled={readOnly || (!!field.dependsOn && !parentValue)}
                fullWidth
                helperText={field.helperText ?? false}
            />
        </ReferenceInput>
    );
}
