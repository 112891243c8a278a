import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useMemo, useState } from 'react';
import { allowedNow } from '../../authProvider';
import { messages } from '../../resources/messages';
import { resources } from '../resourceManifest';
import { searchArea } from '../../resources/searchArea';
import { boxSx } from './searchBoxSx';

const load = () => import('./AppBarSearchBox');
const AppBarSearchBox = lazy(load);

/**
 * The app bar's search box, for users who may search at least one type. Until it is first used a
 * plain input stands in: the combobox's code loads on focus (or as the pointer nears), so the
 * shell and the first list do not pay for it.
 */
export default function AppBarSearch() {
    const usable = useMemo(() => searchArea(resources, allowedNow).length > 0, []);
    const [started, setStarted] = useState<{ text: string; pasted: boolean } | null>(null);
    if (!usable) return null;
    const standIn = (
        <TextField
            size="small"
            variant="outlined"
            margin="none"
            placeholder={messages.search.boxPlaceholder}
            onPointerEnter={() => void load()}
            onFocus={e => setStarted(s => s ?? { text: (e.target as HTMLInputElement).value, pasted: false })}
            onPaste={e => {
                e.preventDefault();
                setStarted({ text: e.clipboardData.getData('text'), pasted: true });
            }}
            slotProps={{
                htmlInput: { 'aria-label': messages.search.boxLabel, role: 'combobox', 'aria-expanded': false },
                input: {
                    startAdornment: (
                        <InputAdornment position="start" sx={{ color: 'inherit' }}>
                            <SearchIcon fontSize="small" />
                        </InputAdornment>
                    ),
                },
            }}
            sx={boxSx}
        />
    );
    if (!started) return standIn;
    return (
        <Suspense fallback={standIn}>
            <AppBarSearchBox initial={started.text} pasted={started.pasted} />
        </Suspense>
    );
}
