/** A sub-table cell cut with an ellipsis carries its whole text (on hover), never cut silently. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SubTable from '../../src/components/SubTable';
import { EveryStyle } from './perceivedStyles';

describe('a sub-table’s cut cells', () => {
    it('keep their whole text on hover; cells that wrap need none', () => {
        const long = `Dream Records master ${'x'.repeat(300)}.wav`;
        render(
            <SubTable
                label="Files"
                empty="None"
                rows={[{ id: 1, file: long, size: 12 }]}
                columns={[
                    { key: 'file', label: 'File', ellipsis: true },
                    { key: 'size', label: 'Size' },
                ]}
            />,
            { wrapper: EveryStyle }
        );
        const table = screen.getByRole('table', { name: 'Files' });
        const cell = within(table).getByText(long);
        expect(cell).toHaveAttribute('title', long);
        expect(cell).toHaveStyle({ textOverflow: 'ellipsis' });
        expect(within(table).getByText('12')).not.toHaveAttribute('title');
    });
});
