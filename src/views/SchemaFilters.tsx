import { lazy, Suspense, useEffect, type ClipboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextInput, useListContext } from 'react-admin';
import { typedIdList } from '../../resources/rules';
import type { Filter } from '../../resources/schema';
import { filterInputSx } from './filterWidths';

// Choice, reference, number and date filters load when first shown (most lists open with text filters).
const RichFilterInput = lazy(() => import('./RichFilterInput'));

/** The react-admin input for one schema filter. */
export function filterInput(f: Filter) {
    return <FilterInput key={f.name} filter={f} alwaysOn={f.alwaysOn} source={f.name} label={f.label} />;
}

/** `alwaysOn`, `source` and `label` sit on the element, where react-admin's filter form reads them. */
function FilterInput({ filter: f }: { filter: Filter; alwaysOn?: boolean; source: string; label: string }) {
    if (f.kind === 'text')
        return <TextInput source={f.name} label={f.label} helperText={false} resettable sx={filterInputSx} />;
    if (f.kind === 'idList') return <IdListInput filter={f} />;
    return (
        <Suspense fallback={null}>
            <RichFilterInput filter={f} />
            <TakeListValue source={f.name} />
        </Suspense>
    );
}

/**
 * react-admin's filter form copies the list's filter values into the inputs it has when it
 * mounts (and when the values change), so an input whose code arrives later would start blank
 * while its filter is in effect (a link's `status=open`). Once loaded, it takes its value. A
 * reset, not setValue: react-admin reads a named change as the user's own and would then skip
 * the next outside change.
 */
function TakeListValue({ source }: { source: string }) {
    const { filterValues } = useListContext();
    const { getValues, reset } = useFormContext();
    useEffect(() => {
        const value: unknown = filterValues[source];
        if (value === undefined || JSON.stringify(getValues(source)) === JSON.stringify(value)) return;
        reset({ ...getValues(), [source]: value });
        // Once, as the input arrives: later changes are react-admin's to apply.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return null;
}

/**
 * Ids typed or pasted: whitespace becomes commas as it lands. A pasted column of ids is taken from
 * the clipboard whole, since a one-line input would drop its line breaks and run the ids together.
 */
function IdListInput({ filter: f }: { filter: Filter }) {
    const { getValues, setValue } = useFormContext();
    const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
        const input = e.target as HTMLInputElement;
        const pasted = e.clipboardData.getData('text');
        if (!/\s/.test(pasted) || typeof input.selectionStart !== 'number') return;
        e.preventDefault();
        const value = String(getValues(f.name) ?? '');
        const next = `${value.slice(0, input.selectionStart)} ${pasted} ${value.slice(input.selectionEnd ?? value.length)}`;
        setValue(f.name, typedIdList(next), { shouldDirty: true });
    };
    return (
        <TextInput
            source={f.name}
            label={f.label}
            helperText={false}
            placeholder="e.g. 12 34 56"
            parse={typedIdList}
            onPaste={onPaste}
            sx={filterInputSx}
        />
    );
}
