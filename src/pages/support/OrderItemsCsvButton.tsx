import { allOrderItemsCsv } from '../../../resources/operations/support';
import { ListCsvButton } from '../../views/CsvExportButton';

/** The items of every order the list's filters keep (none: all orders), one streamed CSV (`order-items-csv/download`). */
export default function OrderItemsCsvButton() {
    return (
        <ListCsvButton
            source={{ operation: allOrderItemsCsv }}
            filename="order-items.csv"
            label="Download order items CSV"
        />
    );
}
