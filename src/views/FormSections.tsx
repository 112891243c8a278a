import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import type { Field } from '../../resources/fields';
import {
    fieldSpan,
    gridColumnOf,
    gridColumnsFor,
    isShortSection,
    ONE_COLUMN_BELOW,
    tabSections,
    WIDE_FROM,
} from './formLayout';

/** The window's width as far as the grid cares: one column, two, or wide enough for three. */
function useLayoutWidth(): number {
    // noSsr: the first render already has the real answer, so a form never reflows once shown.
    const wide = useMediaQuery(`(min-width:${WIDE_FROM}px)`, { noSsr: true });
    const medium = useMediaQuery(`(min-width:${ONE_COLUMN_BELOW}px)`, { noSsr: true });
    return wide ? WIDE_FROM : medium ? ONE_COLUMN_BELOW : 0;
}

interface Props {
    fields: Record<string, Field>;
    /** The tab's fields the user may see, in the tab's order. */
    names: readonly string[];
    /** The tab's own order of its groups. */
    order?: readonly string[];
    /** One field: its input, or its value where the user may not change it. */
    render: (name: string) => ReactNode;
}

/** A tab's fields as titled sections, each a responsive grid (the model's groups and spans). */
export default function FormSections({ fields, names, order, render }: Props) {
    const width = useLayoutWidth();
    return (
        <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
            {tabSections(fields, names, order).map(section => {
                const columns = gridColumnsFor(width, isShortSection(fields, section.fields));
                return (
                    <Section key={section.title ?? ''} title={section.title} columns={columns}>
                        {section.fields.map(name => (
                            <Box
                                key={name}
                                sx={{ gridColumn: gridColumnOf(fieldSpan(fields[name]), columns), minWidth: 0 }}
                            >
                                {render(name)}
                            </Box>
                        ))}
                    </Section>
                );
            })}
        </Box>
    );
}

function Section({ title, columns, children }: { title?: string; columns: number; children: ReactNode }) {
    // Headed by its title, not a labelled region: a label would be found by the fields' own labels' words.
    return (
        <Box component="section">
            {title && (
                // h2: the page's h1 is the record's title, and tabs' own lists title themselves h2 as well.
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                    {title}
                </Typography>
            )}
            <Box
                data-columns={columns}
                sx={{
                    display: 'grid',
                    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                    columnGap: 2,
                    alignItems: 'start',
                }}
            >
                {children}
            </Box>
        </Box>
    );
}
