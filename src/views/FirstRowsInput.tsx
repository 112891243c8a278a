import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AddItemButton, ArrayInput, SimpleFormIterator } from 'react-admin';
import { labelForms, type SubResourceDef } from '../../resources/schema';
import { needsFirstRow, rowFields } from '../../resources/validation';
import { ConfirmRemoveItemButton } from '../components/ConfirmRemoveRow';
import SchemaInput from './SchemaInput';

/**
 * A new record's first rows of one of its lists (a supplier's first contact, its first contract):
 * the list's own fields, row by row, sent with the record and checked as the list checks them.
 */
export default function FirstRowsInput({ sub }: { sub: SubResourceDef }) {
    const [one, many] = labelForms(sub.label);
    // The parent's rules read the row count (an enabled stream needs a stage): after a refused
    // save, a row added or removed checks them again, so a refusal it answers goes at once.
    const { trigger, formState } = useFormContext();
    const count = (useWatch({ name: sub.path }) as unknown[] | undefined)?.length ?? 0;
    const { isSubmitted } = formState;
    useEffect(() => {
        if (sub.countField && isSubmitted) void trigger();
    }, [count, sub.countField, isSubmitted, trigger]);
    const name = one.toLowerCase();
    // The list's limit is said when it is reached, and no further row can be added (not refused on Save).
    const full = !!sub.limit && count >= sub.limit.max;
    const hint = full ? sub.limit!.message : needsFirstRow(sub) ? `At least one ${name}` : (sub.createHint ?? false);
    return (
        // One group per list, named for assistive technology (the two lists have fields of the same names).
        <Box role="group" aria-label={many} sx={{ width: '100%' }}>
            <ArrayInput source={sub.path} label={many} helperText={hint}>
                <SimpleFormIterator
                    disableReordering
                    disableClear
                    disableAdd={full}
                    fullWidth
                    addButton={<AddItemButton label={`Add ${name}`} />}
                    // A filled-in row is removed only once confirmed.
                    removeButton={<ConfirmRemoveItemButton noun={name} />}
                    // Row actions stay visible (not only on hover), so the keyboard reaches them too.
                    sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
                >
                    {rowFields(sub).map(field => (
                        <SchemaInput
                            key={field}
                            name={field}
                            field={sub.fields[field]}
                            fields={sub.fields}
                            readOnly={false}
                        />
                    ))}
                </SimpleFormIterator>
            </ArrayInput>
        </Box>
    );
}
