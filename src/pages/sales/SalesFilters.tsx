import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { yearChoices } from '../../../resources/format';
import {
    ALL_STORES,
    monthChoices,
    monthRange,
    SALE_TYPES,
    SALES_STORES,
    storeName,
    TERRITORY_NAMES,
} from '../../../resources/sales/sales';
import { mountainToday } from '../../../resources/time';
import { allowedNow } from '../../../authProvider';
import { BRAND_NAMES, messages } from '../../../resources/messages';
import { P } from '../../../resources/permissions';
import type { Description } from '../../../resources/describe';
import { describeRecord, RecordSelect } from '../../components/RecordOption';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/** The form's values: every field a string, as the inputs hold them ('' = no filter). */
export interface SalesFormValues {
    year: string;
    /** A month of the year (1–12) as a preset; '' the whole year. */
    month: string;
    start_date: string;
    end_date: string;
    supplier_id: string;
    brand: string;
    store: string;
    label_id: string;
    release_id: string;
    territory: string;
    sale_type: string;
}

/** The form as /sales opens: this year (a Mountain year), every filter off. */
export const emptySalesForm = (year = Number(mountainToday().slice(0, 4))): SalesFormValues => ({
    year: String(year),
    month: '',
    start_date: '',
    end_date: '',
    supplier_id: '',
    brand: '',
    store: '',
    label_id: '',
    release_id: '',
    territory: '',
    sale_type: '',
});

/** The form as a page address keeps it (`?year=2026&month=10`): the chosen filters only, so a report's link and a reload keep them. */
export function salesFormParams(values: SalesFormValues): Record<string, string> {
    return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}

/** The form from a page address: its known filters over the defaults. */
export function salesFormFrom(params: URLSearchParams): SalesFormValues {
    const form = emptySalesForm();
    for (const key of Object.keys(form) as (keyof SalesFormValues)[]) {
        const value = params.get(key);
        if (value !== null) form[key] = value;
    }
    return form;
}

/** The request's body: the chosen filters only (a year, or one of its months, wins over dates). */
export function salesBody(v: SalesFormValues): Record<string, unknown> {
    const body: Record<string, unknown> = !v.year
        ? { start_date: v.start_date, end_date: v.end_date }
        : v.month
          ? monthRange(Number(v.year), Number(v.month))
          : { year: Number(v.year) };
    for (const key of ['brand', 'store', 'territory', 'sale_type'] as const) if (v[key]) body[key] = v[key];
    for (const key of ['label_id', 'release_id'] as const) if (v[key]) body[key] = Number(v[key]);
    return body;
}

/** The records of a picker, described as their resource declares (namesakes told apart, with their ids). */
function useOptions(resource: string, enabled: boolean): Description[] {
    const dataProvider = useConsoleDataProvider();
    const [options, setOptions] = useState<Description[]>([]);
    useEffect(() => {
        if (!enabled) return;
        let live = true;
        dataProvider
            .getList(resource, {
                pagination: { page: 1, perPage: 100 },
                sort: { field: 'name', order: 'ASC' },
                filter: {},
            })
            .then(({ data }) => live && setOptions(data.map(r => describeRecord(resource, r))))
            .catch(() => live && setOptions([]));
        return () => {
            live = false;
        };
    }, [dataProvider, resource, enabled]);
    return options;
}

/** The brands by the names the app bar gives them (the API's codes are `download` and `dj`). */
const BRAND_CHOICES = (['download', 'dj'] as const).map(id => ({ id, name: BRAND_NAMES[id] }));

const select = (
    label: string,
    value: string,
    onChange: (v: string) => void,
    choices: readonly (string | { id: number | string; name: string })[],
    anyLabel = 'All',
    help?: { text: string; error: boolean }
) => (
    <TextField
        select
        size="small"
        label={label}
        value={value}
        onChange={e => onChange(e.target.value)}
        error={help?.error}
        helperText={help?.text}
        // The empty choice is shown by its name ('All', 'Dates below'), not as a blank box.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
    >
        <MenuItem value="">{anyLabel}</MenuItem>
        {choices.map(c =>
            typeof c === 'string' ? (
                <MenuItem key={c} value={c}>
                    {c}
                </MenuItem>
            ) : (
                <MenuItem key={c.id} value={String(c.id)}>
                    {c.name}
                </MenuItem>
            )
        )}
    </TextField>
);

/** Date range or year (current year down to 2004), store and brand, label, release, territory, sale type. */
export default function SalesFilters({
    values,
    onChange,
    errors,
    supplierRequired = false,
}: {
    values: SalesFormValues;
    onChange: (v: SalesFormValues) => void;
    errors: Record<string, string>;
    /** The server reports sales one supplier at a time (no `all-supplier-sales`): no "All" choice. */
    supplierRequired?: boolean;
}) {
    const staff = allowedNow(P.STAFF);
    const suppliers = useOptions('catalog/suppliers', staff);
    const labels = useOptions('catalog/labels', allowedNow(P.LABELS));
    const set = (key: keyof SalesFormValues) => (v: string) =>
        onChange({
            ...values,
            [key]: v,
            ...(key === 'brand' ? { store: '' } : {}),
            // Another year keeps the month only where that year has it (this year's are up to today).
            ...(key === 'year' && !monthChoices(Number(v), mountainToday()).some(m => String(m.id) === values.month)
                ? { month: '' }
                : {}),
        });
    const months = values.year ? monthChoices(Number(values.year), mountainToday()) : [];
    const stores = values.brand === 'download' || values.brand === 'dj' ? SALES_STORES[values.brand] : ALL_STORES;
    return (
        <Box
            role="group"
            aria-label="Sales filters"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        >
            {select('Year', values.year, set('year'), yearChoices().map(String), 'Dates below')}
            {values.year && select('Month', values.month, set('month'), months, 'All months')}
            {!values.year && (
                <>
                    <TextField
                        size="small"
                        type="date"
                        label="From"
                        value={values.start_date}
                        onChange={e => set('start_date')(e.target.value)}
                        error={!!errors.start_date}
                        helperText={errors.start_date ?? messages.hints.mountainDays}
                        slotProps={{ inputLabel: { shrink: true } }}
                        sx={{ width: 190 }}
                    />
                    <TextField
                        size="small"
                        type="date"
                        label="To"
                        value={values.end_date}
                        onChange={e => set('end_date')(e.target.value)}
                        error={!!errors.end_date}
                        helperText={errors.end_date ?? messages.hints.mountainDays}
                        slotProps={{ inputLabel: { shrink: true } }}
                        sx={{ width: 190 }}
                    />
                </>
            )}
            {staff && (
                <RecordSelect
                    label="Supplier"
                    value={values.supplier_id}
                    onChange={set('supplier_id')}
                    records={suppliers}
                    empty={supplierRequired ? 'Choose a supplier' : 'All'}
                    {...(supplierRequired && {
                        helperText: errors.supplier_id ?? messages.sales.chooseSupplier,
                        error: !!errors.supplier_id,
                    })}
                />
            )}
            {select('Brand', values.brand, set('brand'), BRAND_CHOICES)}
            {select(
                'Store',
                values.store,
                set('store'),
                stores.map(code => ({ id: code, name: storeName(code) }))
            )}
            {labels.length > 0 && (
                <RecordSelect
                    label="Label"
                    value={values.label_id}
                    onChange={set('label_id')}
                    records={labels}
                    empty="All"
                />
            )}
            <TextField
                size="small"
                label="Release ID"
                value={values.release_id}
                onChange={e => set('release_id')(e.target.value.replace(/\D/g, ''))}
                error={!!errors.release_id}
                helperText={errors.release_id}
                sx={{ width: 130 }}
            />
            {select('Territory', values.territory, set('territory'), TERRITORY_NAMES)}
            {select('Sale Type', values.sale_type, set('sale_type'), SALE_TYPES)}
        </Box>
    );
}
