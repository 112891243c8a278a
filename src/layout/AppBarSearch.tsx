import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMemo, useRef, useState, type ComponentType } from 'react';
import { allowedNow } from '../../authProvider';
import { messages } from '../../resources/messages';
import { resources } from '../resourceManifest';
import { searchArea } from '../../resources/searchArea';
import type { BoxStart } from './AppBarSearchBox';
import { boxSx } from './searchBoxSx';

const load = () => import('./AppBarSearchBox');

/**
 * The app bar's search box, for users who may search at least one type. Until its code has
 * loaded a plain input stands in: the combobox loads on focus (or as the pointer nears), so the
 * shell and the first list do not pay for it. The stand-in is a real input whose text (and an
 * Enter or a paste) the combobox takes over when it arrives: nothing typed meanwhile is lost.
 */
export default function AppBarSearch() {
    const usable = useMemo(() => searchArea(resources, allowedNow).length > 0, []);
    const [text, setText] = useState('');
    const [pending, setPending] = useState<BoxStart['pending']>(null);
    const [Box, setBox] = useState<{ Component: ComponentType<BoxStart>; focus: boolean } | null>(null);
    const input = useRef<HTMLInputElement>(null);
    const start = () =>
        void load().then(m =>
            setBox(b => b ?? { Component: m.default, focus: document.activeElement === input.current })
        );
    if (!usable) return null;
    if (Box) return <Box.Component initial={text} pending={pending} autoFocus={Box.focus} />;
    return (
        <TextField
            size="small"
            variant="outlined"
            margin="none"
            value={text}
            inputRef={input}
            placeholder={messages.search.boxPlaceholder}
            onPointerEnter={start}
            onFocus={start}
            onChange={e => setText(e.target.value)}
            onKeyDown={e => e.key === 'Enter' && setPending('enter')}
            onPaste={e => {
                // Inserted here rather than by the browser: a paste event sent by a script inserts nothing.
                e.preventDefault();
                const input = e.target as HTMLInputElement;
                const [from, to] = [input.selectionStart ?? text.length, input.selectionEnd ?? text.length];
                setText(text.slice(0, from) + e.clipboardData.getData('text') + text.slice(to));
                setPending('paste');
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
}
