import Box from '@mui/material/Box';
import { AddItemButton, ArrayInput, RemoveItemButton, SimpleFormIterator } from 'react-admin';
import { labelForms, type SubResourceDef } from '../../resources/schema';
import { needsFirstRow, rowFields } from '../../resources/validation';
import SchemaInput from './SchemaInput';

/**
 * A new record's first rows of one of its lists (a supplier's first contact, its first contract):
 * the list's own fields, row by row, sent with the record and checked as the list checks them.
 */
export default function FirstRowsInput({ sub }: { sub: SubResourceDef }) {
    const [one, many] = labelForms(sub.label);
    const name = one.toLowerCase();
    return (
        // One group per list, named for assistive technology (the two lists have fields of the same names).
        <Box role="group" aria-label={many} sx={{ width: '100%' }}>
            <ArrayInput
                source={sub.path}
                label={many}
                helperText={needsFirstRow(sub) ? `At least one ${name}` : (sub.createHint ?? false)}
            >
                <SimpleFormIterator
                    disableReordering
                    disableClear
                    fullWidth
                    addButton={<AddItemButton label={`Add ${name}`} />}
                    removeButton={<RemoveItemButton label={`Remove ${name}`} />}
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
