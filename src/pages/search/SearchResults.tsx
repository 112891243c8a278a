import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Button, Title, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import type { SearchHit } from '../../../resources/lookup';
import { describedHit, detailLine } from '../../../resources/describe';
import { fill, messages } from '../../../resources/messages';
import { searchAll } from '../../../resources/operations/search';
import { errorDetail } from '../../views/errors';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

const PER_PAGE = 25;

/** Hits in the order they came, in runs of one type each (the server lists type after type). */
function runsOfType(hits: SearchHit[]): { type: string; hits: SearchHit[] }[] {
    const runs: { type: string; hits: SearchHit[] }[] = [];
    for (const hit of hits) {
        const last = runs[runs.length - 1];
        if (last?.type === hit.type) last.hits.push(hit);
        else runs.push({ type: hit.type, hits: [hit] });
    }
    return runs;
}

/**
 * /search?q=…: free text typed in the app bar's box and sent with Enter (no code matched), answered
 * by §7's `GET search/` across every type the user may search, a page at a time, each hit a link.
 */
export default function SearchResults({ q }: { q: string }) {
    const dataProvider = useConsoleDataProvider();
    const translate = useTranslate();
    const [params, setParams] = useSearchParams();
    const page = Math.max(1, Number(params.get('page')) || 1);
    const { data, error, isPending } = useQuery({
        queryKey: ['search', q, page],
        queryFn: () => dataProvider.call(searchAll, undefined, undefined, { query: { q, page, per_page: PER_PAGE } }),
    });
    const title = fill(messages.search.resultsFor, { q });
    const toPage = (n: number) => setParams({ q, ...(n > 1 ? { page: String(n) } : {}) });
    const pages = data ? Math.max(1, Math.ceil(data.count / PER_PAGE)) : 1;
    return (
        <section aria-label={title}>
            <Title title={title} />
            <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
                {title}
            </Typography>
            {error ? (
                <Typography color="error">{errorDetail(error)}</Typography>
            ) : isPending ? null : !data.results.length ? (
                <Typography sx={{ mt: 2 }}>{fill(messages.search.noResults, { q })}</Typography>
            ) : (
                <>
                    <Typography color="text.secondary">
                        {data.count.toLocaleString('en-US')} {data.count === 1 ? 'match' : 'matches'}
                    </Typography>
                    {runsOfType(data.results).map(run => (
                        <List
                            key={`${run.type}-${run.hits[0].id}`}
                            dense
                            subheader={
                                <ListSubheader disableSticky>
                                    {translate(`resources.${run.type}.name`, { smart_count: 2 })}
                                </ListSubheader>
                            }
                        >
                            {run.hits.map(hit => (
                                <ListItemButton
                                    key={`${hit.type}/${hit.id}`}
                                    component={Link}
                                    to={`/${hit.type}/${hit.id}`}
                                >
                                    {/* What tells it apart from its namesakes, and its id. */}
                                    <ListItemText
                                        primary={describedHit(hit).title}
                                        secondary={detailLine(describedHit(hit))}
                                    />
                                </ListItemButton>
                            ))}
                        </List>
                    ))}
                    {pages > 1 && (
                        <nav aria-label="Result pages">
                            <Button label="Previous" disabled={page <= 1} onClick={() => toPage(page - 1)} />
                            <Typography component="span" sx={{ mx: 1 }}>
                                Page {page} of {pages}
                            </Typography>
                            <Button label="Next" disabled={page >= pages} onClick={() => toPage(page + 1)} />
                        </nav>
                    )}
                </>
            )}
        </section>
    );
}
