import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { IconButtonWithTooltip, useSimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { fill, messages } from '../../resources/messages';
import { useConfirm } from './ConfirmDialog';

/** Whether an inline row holds anything entered (a switch left off, an empty input: nothing). */
export function rowIsFilled(value: unknown): boolean {
    if (value === null || value === undefined || value === '' || value === false) return false;
    if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
    if (Array.isArray(value)) return value.some(rowIsFilled);
    if (typeof value === 'object') return Object.values(value).some(rowIsFilled);
    return true;
}

/**
 * Asks (Delete-themed) before an inline row that holds something is removed: true to remove.
 * An empty row goes at once; `name` says which row ("contact 2").
 */
export function useConfirmRemoveRow(): (row: unknown, name: string) => Promise<boolean> {
    const confirm = useConfirm();
    return async (row, name) =>
        !rowIsFilled(row) ||
        confirm({
            theme: 'delete',
            title: fill(messages.confirm.removeRowTitle, { row: name }),
            message: fill(messages.confirm.removeRow, { row: name }),
        });
}

/** SimpleFormIterator's remove button, asking first when the row holds something. */
export function ConfirmRemoveItemButton({ noun }: { noun: string }) {
    const { remove, index } = useSimpleFormIteratorItem();
    const { source } = useSimpleFormIterator();
    const { getValues } = useFormContext();
    const ask = useConfirmRemoveRow();
    const name = `${noun} ${index + 1}`;
    return (
        <IconButtonWithTooltip
            label={`Remove ${name}`}
            size="small"
            color="warning"
            className={`button-remove button-remove-${source}-${index}`}
            onClick={async () => {
                if (await ask(getValues(`${source}.${index}`), name)) remove();
            }}
        >
            <RemoveIcon fontSize="small" />
        </IconButtonWithTooltip>
    );
}
