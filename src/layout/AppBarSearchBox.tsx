import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { searchAutocomplete } from '../../resources/operations/search';
import { findMeta } from '../resourceManifest';
import { classifyLookup, IDENTIFIER_LABELS, type SearchHit } from '../../resources/lookup';
import { fill, messages } from '../../resources/messages';
import { boxSx } from './searchBoxSx';
import { RecordOptionText } from '../components/RecordOption';
import { describedHit } from '../../resources/describe';
import { appContext } from '../../resources/permissions';
import { getAuth } from '../../authProvider/state';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';
import { errorDetail } from '../views/errors';

const DEBOUNCE_MS = 200;
/** Hits asked for as text is typed: the API shares them among the types, so namesakes of one type all show. */
const HITS = 20;
const path = (hit: SearchHit) => `/${hit.type}/${hit.id}`;

/** What the stand-in hands over: its text, an Enter or a paste not yet acted on, and its focus. */
export interface BoxStart {
    initial?: string;
    pending?: 'enter' | 'paste' | null;
    autoFocus?: boolean;
}

/**
 * The app bar's search box (beyond the spec): an ISRC, a UPC/EAN, a GUID, a catalog number or a
 * `catalog/{type}/{id}` link jumps straight to the record (on Enter, or at once when pasted), and
 * an identifier that finds nothing says so; other text offers names across every type the user
 * may search, as an accessible combobox.
 */
export default function AppBarSearchBox({ initial = '', pending = null, autoFocus = false }: BoxStart) {
    const dataProvider = useConsoleDataProvider();
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const [text, setText] = useState(initial);
    // The latest answer, with the text it answers: an older one never shows for newer text. A
    // failed ask keeps its words: "no match" would be untrue when the server did not answer.
    const [answer, setAnswer] = useState<{ q: string; hits: SearchHit[]; failed?: string } | null>(null);
    // Words typed into the stand-in while this box loaded are offered when their answer comes, as
    // if typed here: closed, the list waited for a key the person had no reason to press.
    const [open, setOpen] = useState(autoFocus && initial.trim().length >= 2);
    const q = text.trim();
    const hits = q.length >= 2 && answer?.q === q ? answer.hits : [];
    const empty = q.length >= 2 && answer?.q === q && !hits.length;

    const ask = useCallback(
        async (query: string): Promise<SearchHit[]> => {
            const body = await dataProvider.call(searchAutocomplete, undefined, undefined, {
                query: { q: query, per_page: HITS },
            });
            return body.results;
        },
        [dataProvider]
    );

    useEffect(() => {
        if (q.length < 2) return;
        let current = true;
        const timer = setTimeout(() => {
            ask(q)
                .then(found => current && setAnswer({ q, hits: found }))
                .catch(e => current && setAnswer({ q, hits: [], failed: errorDetail(e) }));
        }, DEBOUNCE_MS);
        return () => {
            current = false;
            clearTimeout(timer);
        };
    }, [q, ask]);

    const go = (hit: SearchHit) => {
        setText('');
        navigate(path(hit));
    };

    /**
     * Enter or a paste: a link or an identifier that finds a record opens it; words stay as
     * suggestions when pasted, and on Enter open the results page (§7 `GET search/`).
     */
    const jump = async (raw: string, pasted = false) => {
        const lookup = classifyLookup(raw);
        if (lookup.kind === 'words') {
            if (!pasted && raw.trim()) navigate(`/search?${new URLSearchParams({ q: raw.trim() })}`);
            return;
        }
        if (lookup.kind === 'record' && findMeta(lookup.resource)) {
            return go({ type: lookup.resource, id: lookup.id, name: '', match: 'id' });
        }
        const found = await ask(raw.trim()).catch(() => []);
        const exact = found.find(h => h.match !== 'name');
        if (exact) go(exact);
        else if (!pasted && found.length === 1) go(found[0]);
        else if (lookup.kind !== 'record') {
            const identifier = IDENTIFIER_LABELS[lookup.kind];
            const said =
                appContext(getAuth().scope) === 'partner' ? messages.search.noRecordPartner : messages.search.noRecord;
            notify(fill(said, { identifier, value: lookup.value }), { type: 'warning' });
        }
    };

    // An Enter or a paste in the stand-in, before this box loaded, is acted on here.
    useEffect(() => {
        if (!pending) return;
        const timer = setTimeout(() => void jump(initial, pending === 'paste'));
        return () => clearTimeout(timer);
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    const typeLabel = (hit: SearchHit) => translate(`resources.${hit.type}.name`, { smart_count: 1 });
    return (
        <Autocomplete<SearchHit, false, false, true>
            freeSolo
            size="small"
            options={hits}
            filterOptions={options => options}
            groupBy={typeLabel}
            getOptionLabel={o => (typeof o === 'string' ? o : o.name)}
            getOptionKey={o => (typeof o === 'string' ? o : `${o.type}/${o.id}`)}
            isOptionEqualToValue={(a, b) => a.type === b.type && a.id === b.id}
            inputValue={text}
            value={null}
            // A free-text box never shows MUI's "no options" text: the loading slot says what came
            // back instead (nothing found, or the failure in words); it shows only once the answer has.
            loading={empty}
            loadingText={answer?.failed ?? messages.search.noMatch}
            onInputChange={(_, value, reason) => reason !== 'reset' && setText(value)}
            onChange={(_, value) => {
                if (typeof value === 'string') void jump(value);
                else if (value) go(value);
            }}
            // Each hit with what tells it apart from its namesakes and its id (and what it was found by).
            renderOption={({ key, ...props }, o) => (
                <li key={key} {...props}>
                    <RecordOptionText description={describedHit(o)} />
                </li>
            )}
            open={open && (hits.length > 0 || empty)}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            sx={boxSx}
            renderInput={params => (
                <TextField
                    {...params}
                    variant="outlined"
                    margin="none"
                    autoFocus={autoFocus}
                    placeholder={messages.search.boxPlaceholder}
                    onPaste={e => {
                        const pasted = e.clipboardData.getData('text');
                        if (classifyLookup(pasted).kind !== 'words') void jump(pasted, true);
                    }}
                    slotProps={{
                        htmlInput: { ...params.inputProps, 'aria-label': messages.search.boxLabel },
                        input: {
                            ...params.InputProps,
                            startAdornment: (
                                <InputAdornment position="start" sx={{ color: 'inherit' }}>
                                    <SearchIcon fontSize="small" />
                                </InputAdornment>
                            ),
                        },
                    }}
                />
            )}
        />
    );
}
