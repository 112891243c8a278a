/** Contracts, as labels and suppliers keep them: one definition, a list under each parent. */
import { P } from '../permissions';
import { dateRangeErrors } from '../rules';
import { defineSubResource, type SubResourceDef } from '../schema';
import { date, number, text } from '../fields';

/** A parent's contracts: staff who manage suppliers keep them; suppliers read their labels'. */
export function contractsOf(parent: string, more: Partial<Omit<SubResourceDef, 'name' | 'parent'>> = {}) {
    return defineSubResource({
        parent,
        path: 'contracts',
        label: 'Contract |||| Contracts',
        fields: {
            name: text('Name', { max: 250, required: true }),
            start_date: date('Start Date'),
            end_date: date('End Date'),
            revenue_share: number('Revenue share %', { min: 0, max: 100 }),
        },
        columns: ['name', 'start_date', 'end_date', 'revenue_share'],
        createAccess: P.SUPPLIERS,
        writeAccess: P.SUPPLIERS,
        deleteAccess: P.SUPPLIERS,
        validate: values => dateRangeErrors(values.start_date, values.end_date, ['start_date', 'end_date']),
        empty: 'No contracts.',
        ...more,
    });
}
