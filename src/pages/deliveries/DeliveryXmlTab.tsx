import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { allowedNow } from '../../../authProvider';
import type { ConsoleDataProvider } from '../../../dataProvider';
import { xmlProblem } from '../../../resources/delivery/xml';
import { messages } from '../../../resources/messages';
import { isOffered } from '../../lib/capabilities';
import { errorDetail } from '../../views/errors';
import { deliveryXml, replaceDeliveryXml, type DeliveryXml } from '../../../resources/operations/delivery';

const m = messages.ingestion;

/**
 * The delivery's XML: read by everyone who sees the delivery (where the server reads it back), replaced
 * by §6 staff when it is well-formed. §7 lists only the PUT: without the read, the whole XML is pasted.
 */
export default function DeliveryXmlTab() {
    const record = useRecordContext();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const readable = isOffered(deliveryXml.spec);
    const [loaded, setLoaded] = useState<DeliveryXml | null>(null);
    // Why the stored XML could not be read (kept apart from the replace's problems, which typing clears).
    const [unread, setUnread] = useState<string | null>(readable ? null : m.xmlNotReadBack);
    const [text, setText] = useState('');
    const [problem, setProblem] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const id = record?.id;
    const canReplace = allowedNow(replaceDeliveryXml.access);

    useEffect(() => {
        if (!record || !readable) return;
        let live = true;
        dataProvider
            .call(deliveryXml, id)
            .then(x => {
                if (!live) return;
                setLoaded(x);
                setText(x.xml);
            })
            .catch(e => live && setUnread(errorDetail(e)));
        return () => {
            live = false;
        };
    }, [dataProvider, id, record, readable]);

    async function replace() {
        const local = xmlProblem(text);
        setProblem(local);
        if (local) return;
        setBusy(true);
        try {
            const saved = await dataProvider.call(replaceDeliveryXml, id, { xml: text });
            setLoaded(saved);
            notify('XML replaced', { type: 'success' });
            refresh();
        } catch (e) {
            setProblem(errorDetail(e));
        } finally {
            setBusy(false);
        }
    }

    if (!loaded && !unread) return <LinearProgress aria-label="Loading the XML" />;
    if (!loaded && !canReplace) return <Alert severity="info">{unread}</Alert>;
    return (
        <Box sx={{ width: '100%' }}>
            <Typography variant="body2" color="text.secondary" gutterBottom>
                {loaded?.xml_file_path ?? String(record?.xml_file_path ?? '')}
            </Typography>
            {!loaded && (
                <Alert severity="info" sx={{ mb: 1 }}>
                    {unread} {m.xmlPasteWhole}
                </Alert>
            )}
            <TextField
                label="Delivery XML"
                value={text}
                onChange={e => {
                    setText(e.target.value);
                    setProblem(null);
                }}
                onKeyDown={e => e.stopPropagation()}
                multiline
                minRows={8}
                maxRows={24}
                fullWidth
                error={!!problem}
                helperText={problem ?? 'Well-formed XML only; DOCTYPE and entity declarations are refused.'}
                slotProps={{ input: { readOnly: !canReplace, sx: { fontFamily: 'monospace' } } }}
            />
            {canReplace && (
                <Button
                    variant="contained"
                    sx={{ mt: 1 }}
                    disabled={busy || text === (loaded?.xml ?? '')}
                    onClick={() => void replace()}
                >
                    Replace XML
                </Button>
            )}
            {problem && !canReplace && <Alert severity="error">{problem}</Alert>}
        </Box>
    );
}
