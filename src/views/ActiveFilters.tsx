import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import { fill, messages } from '../../resources/messages';
import type { Filter, ResourceDef } from '../../resources/schema';
import { allowedNow } from '../../authProvider';
import { activeFilters, type ActiveFilter } from './activeFilters';
import { useReferenceNames } from './useReferenceNames';

/** One active filter as a chip; a click anywhere on it (or Delete) drops that filter alone. */
function FilterChip({ filter, onRemove }: { filter: ActiveFilter; onRemove: () => void }) {
    const text = `${filter.label}: ${filter.value}`;
    return (
        <Chip
            size="small"
            label={text}
            onClick={onRemove}
            onDelete={onRemove}
            aria-label={fill(messages.lists.removeFilter, { filter: text })}
        />
    );
}

/** The ids of referenced records the list is filtered by, by resource (their chips name them). */
function filteredReferences(filters: readonly Filter[], values: Record<string, unknown>) {
    const ids = new Map<string, Set<string>>();
    for (const f of filters) {
        const v = values[f.name];
        if (f.kind !== 'reference' || !f.reference || v === undefined || v === null || v === '') continue;
        ids.set(f.reference, new Set([...(ids.get(f.reference) ?? []), String(v)]));
    }
    return ids;
}

function useActiveFilters(filters: readonly Filter[]) {
    const { filterValues, displayedFilters, setFilters } = useListContext();
    const names = useReferenceNames(filteredReferences(filters, filterValues));
    const active = activeFilters(filters, filterValues, { allowed: allowedNow, names });
    const remove = (name: string) => {
        const { [name]: _dropped, ...rest } = filterValues;
        const { [name]: _hidden, ...shown } = displayedFilters ?? {};
        setFilters(rest, shown);
    };
    return { active, remove, clear: () => setFilters({}, {}) };
}

/**
 * Filters in effect without an input on screen (react-admin shows the input of every filter of
 * the user's with a value: these are ones a link set that the user has no input for) show as
 * chips above the rows: every active filter is visible.
 */
export function HiddenFilterChips({ filters }: { filters: readonly Filter[] }) {
    const { active, remove } = useActiveFilters(filters);
    const hidden = active.filter(a => !filters.some(f => f.name === a.name));
    if (!hidden.length) return null;
    return (
        <Box
            role="group"
            aria-label={messages.lists.activeFilters}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, py: 1 }}
        >
            {hidden.map(a => (
                <FilterChip key={a.name} filter={a} onRemove={() => remove(a.name)} />
            ))}
        </Box>
    );
}

/** An empty result says which filters hid the records, each removable with one click. */
export function NoResults({ def, filters }: { def: ResourceDef; filters: readonly Filter[] }) {
    const translate = useTranslate();
    const { active, remove, clear } = useActiveFilters(filters);
    const name = translate(`resources.${def.name}.name`, { smart_count: 2 }).toLowerCase();
    if (!active.length) return <Typography sx={{ p: 2 }}>{fill(messages.lists.empty, { name })}</Typography>;
    return (
        <Box role="status" sx={{ p: 2 }}>
            <Typography>{fill(messages.lists.noneMatch, { name })}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
                {active.map(a => (
                    <FilterChip key={a.name} filter={a} onRemove={() => remove(a.name)} />
                ))}
                {active.length > 1 && (
                    <Button size="small" onClick={clear}>
                        {messages.lists.clearFilters}
                    </Button>
                )}
            </Box>
        </Box>
    );
}
