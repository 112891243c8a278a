/**
 * The lists' pagination. A capped count (the server stopped counting: dataProvider listResult) is
 * shown as "1-25 of 10,000+" and paged by previous/next only, since there is no last page to jump to;
 * an exact count keeps react-admin's own page numbers.
 */
import { useCallback } from 'react';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import type { ListMeta } from '../../dataProvider/query';

/** "10,000+": a count the server stopped at. */
export const atLeast = (count: number) => `${count.toLocaleString('en-US')}+`;

export function ListPagination(props: PaginationProps) {
    const { meta, error, data } = useListContext();
    const translate = useTranslate();
    const countAtLeast = (meta as ListMeta | undefined)?.countAtLeast;
    const label = useCallback(
        ({ from, to }: { from: number; to: number }) =>
            translate('ra.navigation.page_range_info', {
                offsetBegin: from,
                offsetEnd: to,
                total: atLeast(countAtLeast ?? 0),
            }),
        [translate, countAtLeast]
    );
    // A page that did not arrive has no range to show ("0 of 0" would claim an empty list).
    if (error && !data) return null;
    if (countAtLeast === undefined) return <Pagination {...props} />;
    // react-admin passes the rest to MUI's TablePagination, whose label this is (its types omit it).
    return <Pagination {...props} {...({ labelDisplayedRows: label } as PaginationProps)} />;
}
