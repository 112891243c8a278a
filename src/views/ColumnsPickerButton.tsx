import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';

interface Props {
    /** The table's column store key: the table's picker draws itself into `${storeKey}-columnsSelector`. */
    storeKey: string;
    /** Whether the picker was opened on this list (its popover exists from then on). */
    opened: boolean;
    /** Called as the picker opens, before its popover exists. */
    onOpen: () => void;
}

/**
 * A list's "Columns" button: react-admin's ColumnsButton, except that the popover the table's picker
 * draws itself into exists only from the picker's first opening. react-admin's keeps it from the
 * start, so each list's first rows came with the picker's hidden search box, whose autofocus made
 * the browser lay out the whole new page within that task (Lighthouse on the track list with one
 * core busy: total blocking time 186–933 ms with it, 76–158 ms without). The table's picker looks for
 * its popover only as it mounts, so the list mounts its table anew at the first opening (`opened`).
 */
export default function ColumnsPickerButton({ storeKey, opened, onOpen }: Props) {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    return (
        <>
            <Button
                size="small"
                startIcon={<ViewWeekIcon />}
                // react-admin's fix for the icon's alignment on small buttons.
                sx={{ lineHeight: 1.5 }}
                onClick={event => {
                    onOpen();
                    setAnchor(event.currentTarget);
                }}
            >
                {translate('ra.action.select_columns', { _: 'Columns' })}
            </Button>
            {opened && (
                <Popover
                    open={anchor !== null}
                    keepMounted
                    anchorEl={anchor}
                    onClose={() => setAnchor(null)}
                    anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
                    transformOrigin={{ vertical: 'top', horizontal: 'left' }}
                >
                    <Box id={`${storeKey}-columnsSelector`} sx={{ px: 1, my: 0, minWidth: 200 }} />
                </Popover>
            )}
        </>
    );
}
