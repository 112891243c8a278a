import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import type { TableRowProps } from '@mui/material/TableRow';

/**
 * Reordering rows by drag: the position cell is the handle (dragging from an input would fight
 * text selection), and a row dropped on takes the dragged row to its position. The keyboard way
 * stays each screen's own (a number to type, Move to).
 */
export function dragOrder<R extends { id: number }>(
    rows: readonly R[],
    positionOf: (row: R) => number,
    move: (row: R, position: number) => void,
    dragType: string
) {
    const dropProps = (row: R): TableRowProps => ({
        onDragOver: e => e.preventDefault(),
        onDrop: e => {
            e.preventDefault();
            const dragged = rows.find(r => r.id === Number(e.dataTransfer.getData(dragType)));
            if (dragged && dragged.id !== row.id) move(dragged, positionOf(row));
        },
    });
    const handle = (row: R) => (
        <Box
            component="span"
            draggable
            onDragStart={e => e.dataTransfer.setData(dragType, String(row.id))}
            title="Drag to move"
            sx={{ cursor: 'grab', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
            <DragIndicator fontSize="small" aria-hidden color="action" />
            {positionOf(row)}
        </Box>
    );
    return { dropProps, handle };
}
