import { lazy, Suspense } from 'react';
import { TextInput } from 'react-admin';
import { typedIdList } from '../../resources/rules';
import type { Filter } from '../../resources/schema';

// Choice, reference, number and date filters load when first shown (most lists open with text filters).
const RichFilterInput = lazy(() => import('./RichFilterInput'));

/** The react-admin input for one schema filter. */
export function filterInput(f: Filter) {
    return <FilterInput key={f.name} filter={f} alwaysOn={f.alwaysOn} source={f.name} label={f.label} />;
}

/** `alwaysOn`, `source` and `label` sit on the element, where react-admin's filter form reads them. */
function FilterInput({ filter: f }: { filter: Filter; alwaysOn?: boolean; source: string; label: string }) {
    if (f.kind === 'text') return <TextInput source={f.name} label={f.label} helperText={false} resettable />;
    // A text area, so that a pasted column keeps its line breaks until they become commas.
    if (f.kind === 'idList')
        return (
            <TextInput
                source={f.name}
                label={f.label}
                helperText={false}
                placeholder="e.g. 12 34 56"
                multiline
                maxRows={3}
                parse={typedIdList}
            />
        );
    return (
        <Suspense fallback={null}>
            <RichFilterInput filter={f} />
        </Suspense>
    );
}
