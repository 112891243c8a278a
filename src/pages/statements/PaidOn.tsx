/** Where a daily statement's sales are paid: the music and others statements of their period, linked once issued. */
import { Fragment } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../resources/messages';
import { statementTypeOf, type StatementRef } from '../../../resources/sales/statements';

export const statementLink = (supplier: string, ref: { type: string; id: string }) =>
    `/statements?supplier=${supplier}&type=${ref.type}&statement=${ref.id}`;

/** One paying statement by name: a link once issued, "(not issued yet)" before. */
export function StatementName({ supplier, statement }: { supplier: string; statement: StatementRef }) {
    const name = `${statementTypeOf(statement.type).label} ${statement.id}`;
    return statement.issued ? (
        <Link to={statementLink(supplier, statement)}>{name}</Link>
    ) : (
        `${name} ${messages.sales.notIssued}`
    );
}

export default function PaidOn({ supplier, refs }: { supplier: string; refs: StatementRef[] }) {
    return refs.map((ref, i) => (
        <Fragment key={ref.type}>
            {i > 0 && ' and '}
            <StatementName supplier={supplier} statement={ref} />
        </Fragment>
    ));
}
