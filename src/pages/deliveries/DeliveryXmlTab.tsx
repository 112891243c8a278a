import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { mayWriteNow } from '../../../authProvider';
import type { ConsoleDataProvider } from '../../../dataProvider';
import { xmlProblem } from '../../../resources/delivery/xml';
import { errorDetail } from '../../views/errors';
import { deliveryXml, replaceDeliveryXml, type DeliveryXml } from '../../../resources/operations/delivery';

/** The delivery's XML: read by everyone who sees the delivery, replaced by §6 staff when it is well-formed. */
export default function DeliveryXmlTab() {
    const record = useRecordContext();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const [loaded, setLoaded] = useState<DeliveryXml | null>(null);
    const [text, setText] = useState('');
    const [problem, setProblem] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const id = record?.id;
    const canReplace = mayWriteNow(replaceDeliveryXml.access);

    useEffect(() => {
        if (!record) return;
        let live = true;
        dataProvider
            .call(deliveryXml, id)
            .then(x => {
                if (!live) return;
                setLoaded(x);
                setText(x.xml);
            })
            .catch(e => live && setProblem(errorDetail(e)));
        return () => {
            live = false;
        };
    }, [dataProvider, id, record]);

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

    if (!loaded && !problem) return <LinearProgress aria-label="Loading the XML" />;
    return (
        <Box sx={{ width: '100%' }}>
            <Typography variant="body2" color="text.secondary" gutterBottom>
                {loaded?.xml_file_path}
            </Typography>
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
                    disabled={busy || text === loaded?.xml}
                    onClick={() => void replace()}
                >
                    Replace XML
                </Button>
            )}
            {problem && !canReplace && <Alert severity="error">{problem}</Alert>}
        </Box>
    );
}
