import { lazy, Suspense } from 'react';
import {
    ColumnsButton,
    CreateButton,
    DataTable,
    FilterButton,
    List,
    TopToolbar,
    useListContext,
    useTranslate,
} from 'react-admin';
import { allowedNow } from '../../authProvider';
import { writeAccessFor, type ResourceDef } from '../../resources/schema';
import { columnLabel } from './columns';
import CsvExportButton from './CsvExportButton';
import { filterInput } from './SchemaFilters';

const BulkFieldUpdate = lazy(() => import('./BulkFieldUpdate'));

/** The bulk-update part loads once something is selected. */
function BulkActions({ def }: { def: ResourceDef }) {
    const { selectedIds } = useListContext();
    if (!selectedIds.length) return null;
    return (
        <Suspense fallback={null}>
            <BulkFieldUpdate def={def} />
        </Suspense>
    );
}

function Actions({ def }: { def: ResourceDef }) {
    return (
        <TopToolbar>
            <FilterButton />
            <ColumnsButton />
            {allowedNow(writeAccessFor(def, 'create')) && <CreateButton />}
            {def.csvExport && <CsvExportButton def={def} />}
        </TopToolbar>
    );
}

/** The generic list: fixed columns, filters the user may use, bulk actions they may run. */
export default function SchemaList({ def }: { def: ResourceDef }) {
    const translate = useTranslate();
    const filters = def.filters.filter(f => allowedNow(f.access)).map(filterInput);
    const bulk = def.actions?.find(a => a.placement === 'bulk' && allowedNow(a.access));
    return (
        <List
            resource={def.name}
            filters={filters}
            actions={<Actions def={def} />}
            sort={{ field: 'id', order: 'DESC' }}
            perPage={25}
            title={translate(`resources.${def.name}.name`, { smart_count: 2 })}
        >
            <DataTable
                rowClick="edit"
                bulkActionButtons={bulk ? <BulkActions def={def} /> : false}
                // A long word (a pasted URL, a 250-character title) wraps inside its cell rather
                // than widening the table past the page; ids stay whole.
                sx={{ '& td:not(.column-id)': { overflowWrap: 'anywhere' } }}
            >
                {def.columns.map(column => (
                    <DataTable.Col
                        key={column}
                        source={column}
                        label={columnLabel(def, column)}
                        disableSort={column.includes('.')}
                    />
                ))}
            </DataTable>
        </List>
    );
}
