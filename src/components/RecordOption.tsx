import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { AutocompleteInput, useChoicesContext, useRecordContext, type AutocompleteInputProps } from 'react-admin';
import { describe, detailLine, shortName, type Description } from '../../resources/describe';
import { findMeta } from '../resourceManifest';

/**
 * A record as a picker's option or a search result shows it (its resource's `describe`): the title,
 * under it what tells it apart from records of that title and its id, its image beside where it
 * has one. Read aloud as "Title, ID n · detail" (`optionText`).
 */
export function RecordOptionText({ description }: { description: Description }) {
    return (
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            {description.image && (
                <Box
                    component="img"
                    src={description.image}
                    alt=""
                    sx={{ width: 32, height: 32, objectFit: 'cover', flex: 'none' }}
                />
            )}
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
                <span>{description.title}</span>
                <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
                    {/* Read aloud as "Title, detail"; seen as a second line (its leading space collapses). */}
                    <span style={visuallyHidden}>,</span> {detailLine(description)}
                </Box>
            </Box>
        </Box>
    );
}

/** A record of `resource` as its resource describes it (a list of another API, unknown here, by its name). */
export const describeRecord = (resource: string, record: Record<string, unknown>): Description =>
    describe(findMeta(resource) ?? {}, record);

/** The same, inside react-admin's reference autocomplete (the option's record is in context). */
function ReferenceOption({ resource }: { resource: string }) {
    const record = useRecordContext();
    if (!record) return null;
    return <RecordOptionText description={describeRecord(resource, record)} />;
}

const optionPropsOf = (resource: string) => ({
    optionText: <ReferenceOption resource={resource} />,
    inputText: (record: Record<string, unknown>) => describeRecord(resource, record).title,
    // By the words shown: react-admin drops the chosen record from the list where it does not match
    // what is typed, and an option drawn as an element matches nothing of its own.
    matchSuggestion: (typed: string, record: Record<string, unknown>) => {
        const d = describeRecord(resource, record);
        return `${d.title} ${detailLine(d)}`.toLowerCase().includes(typed.trim().toLowerCase());
    },
});

const optionProps = new Map<string, ReturnType<typeof optionPropsOf>>();
/**
 * react-admin's autocomplete options for a reference to `resource`: described; the input shows the
 * title. The same functions on every render: react-admin's autocomplete sets its input back to the
 * chosen record's title whenever they change, which wiped each typed letter (walk 54).
 */
export function referenceOptionProps(resource: string): ReturnType<typeof optionPropsOf> {
    let props = optionProps.get(resource);
    if (!props) optionProps.set(resource, (props = optionPropsOf(resource)));
    return props;
}

/**
 * react-admin's autocomplete inside a `ReferenceInput` to `resource`: each option described, and the
 * chosen record's detail and id under the input, so that of namesakes the one chosen can be told.
 */
export function DescribedAutocomplete({
    resource,
    helperText,
    ...props
}: AutocompleteInputProps & { resource: string }) {
    const { selectedChoices } = useChoicesContext();
    const chosen = selectedChoices?.[0] as Record<string, unknown> | undefined;
    return (
        <AutocompleteInput
            {...referenceOptionProps(resource)}
            {...props}
            helperText={chosen ? detailLine(describeRecord(resource, chosen)) : helperText}
        />
    );
}

/**
 * A select of records (a supplier, a label), each option described; the chosen one reads as its
 * title and id. `empty` names the choice of none ('All'), when there is one.
 */
export function RecordSelect({
    label,
    value,
    onChange,
    records,
    empty,
    helperText,
    error,
    width = 240,
}: {
    label: string;
    value: string;
    onChange: (id: string) => void;
    records: readonly Description[];
    empty?: string;
    helperText?: string;
    error?: boolean;
    width?: number;
}) {
    const chosen = records.find(r => r.id === value);
    return (
        <TextField
            select
            size="small"
            label={label}
            value={chosen || value === '' ? value : ''}
            onChange={e => onChange(e.target.value)}
            error={error}
            helperText={helperText}
            slotProps={{
                select: {
                    displayEmpty: empty !== undefined,
                    renderValue: v => (v === '' ? (empty ?? '') : chosen ? shortName(chosen) : String(v)),
                },
                inputLabel: { shrink: true },
            }}
            // At least `width`, wider for a long name chosen (walks 54, 55: a supplier's was cut off).
            sx={{ width: 'fit-content', minWidth: width, maxWidth: '100%' }}
        >
            {empty !== undefined && <MenuItem value="">{empty}</MenuItem>}
            {records.map(r => (
                <MenuItem key={r.id} value={r.id}>
                    <RecordOptionText description={r} />
                </MenuItem>
            ))}
        </TextField>
    );
}
