import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useRecordContext } from 'react-admin';
import { recordDetail } from '../../resources/format';

/** A picker's option: the record's title, and under it what tells records of that title apart. */
export function RecordOptionText({ title, detail }: { title: string; detail?: string }) {
    return (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
            <span>{title}</span>
            {detail && (
                <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
                    {/* Read aloud as "Title, detail"; seen as a second line. */}
                    <span style={visuallyHidden}>, </span>
                    {detail}
                </Box>
            )}
        </Box>
    );
}

/** The same, inside react-admin's reference autocomplete (the option's record is in context). */
export function ReferenceOption({ titleField, detail }: { titleField: string; detail: readonly string[] }) {
    const record = useRecordContext();
    if (!record) return null;
    return <RecordOptionText title={String(record[titleField] ?? record.id)} detail={recordDetail(detail, record)} />;
}

/**
 * react-admin's reference autocomplete options for a resource: with its picker detail under each
 * title where the resource has one (`pickerDetail`), by name otherwise; the input shows the name.
 */
export const referenceOptionProps = (detail?: readonly string[]) =>
    detail?.length
        ? {
              optionText: <ReferenceOption titleField="name" detail={detail} />,
              inputText: (record: { name?: unknown }) => String(record.name ?? ''),
          }
        : { optionText: 'name' };
