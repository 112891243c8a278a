import { lazy, Suspense, type ClipboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
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
    if (f.kind === 'idList') return <IdListInput filter={f} />;
    return (
        <Suspense fallback={null}>
            <RichFilterInput filter={f} />
        </Suspense>
    );
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
        />
    );
}
