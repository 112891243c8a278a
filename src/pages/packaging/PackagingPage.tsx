import Box from '@mui/material/Box';
import { Form, Title } from 'react-admin';
import { emptyDraft } from '../../../resources/packaging/package';
import Wizard from './Wizard';

/** /packaging: the three-step packaging tool (release info, track details, create package). */
export default function PackagingPage() {
    return (
        <Box sx={{ p: 2, maxWidth: 1100 }}>
            <Title title="Packaging" />
            <Form defaultValues={emptyDraft()} noValidate onSubmit={() => undefined}>
                <Wizard />
            </Form>
        </Box>
    );
}
