import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { mayWriteNow } from '../../../authProvider';
import { xmlProblem } from '../../../resources/delivery/xml';
import { messages } from '../../../resources/messages';
import { isOffered } from '../../lib/capabilities';
import { errorDetail } from '../../views/errors';
import { loadingOrFailed } from '../../components/LoadFailed';
import { deliveryXml, replaceDeliveryXml, type DeliveryXml } from '../../../resources/operations/delivery';
import { growingTextArea } from '../../lib/growingTextArea';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/** The XML's box: 8 rows, growing with its text to 24. */
const xmlArea = growingTextArea(8, 24);

const m = messages.ingestion;

/**
 * The delivery's XML: read by everyone who sees the delivery (where the server reads it back), replaced
 * by §6 staff when it is well-formed. §7 lists only the PUT: without the read, the whole XML is pasted.
 */
export default function DeliveryXmlTab() {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const refresh = useRefresh();
    const id = record?.id;
    const readable = isOffered(deliveryXml.spec);
    // A read that fails says why with Retry, in place of an empty editor that a Replace would send.
    const read = useQuery({
        queryKey: ['delivery-xml', id],
        queryFn: () => dataProvider.call(deliveryXml, id),
        enabled: !!record && readable,
    });
    const [saved, setSaved] = useState<DeliveryXml | null>(null);
    const loaded = saved ?? read.data ?? null;
    const [typed, setText] = useState<string | null>(null);
    const text = typed ?? loaded?.xml ?? '';
    const [problem, setProblem] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const canReplace = mayWriteNow(replaceDeliveryXml.access);

    async function replace() {
        const local = xmlProblem(text);
        setProblem(local);
        if (local) return;
        setBusy(true);
        try {
            setSaved(await dataProvider.call(replaceDeliveryXml, id, { xml: text }));
            notify('XML replaced', { type: 'success' });
            refresh();
        } catch (e) {
            setProblem(errorDetail(e));
        } finally {
            setBusy(false);
        }
    }

    if (readable && !saved) {
        const waiting = loadingOrFailed(read, 'the delivery XML');
        if (waiting) return waiting;
    }
    if (!loaded && !canReplace) return <Alert severity="info">{m.xmlNotReadBack}</Alert>;
    return (
        <Box sx={{ width: '100%' }}>
            <Typography variant="body2" color="text.secondary" gutterBottom>
                {loaded?.xml_file_path ?? String(record?.xml_file_path ?? '')}
            </Typography>
            {!loaded && (
                <Alert severity="info" sx={{ mb: 1 }}>
                    {m.xmlNotReadBack} {m.xmlPasteWhole}
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
                fullWidth
                error={!!problem}
                helperText={problem ?? 'Well-formed XML only; DOCTYPE and entity declarations are refused.'}
                sx={xmlArea.sx}
                slotProps={{
                    ...xmlArea.slotProps,
                    input: { ...xmlArea.slotProps.input, readOnly: !canReplace, sx: { fontFamily: 'monospace' } },
                }}
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
