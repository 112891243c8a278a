import { useRecordContext } from 'react-admin';
import { TRACK_PROMO_VERSIONS } from '../../../resources/subLists';
import SubTable, { useSubRows } from '../../components/SubTable';
import { formatTime } from '../../lib/time';

/** Promo pool versions of the track (read). */
export default function PromoPoolTab() {
    const record = useRecordContext();
    const { data, error, isPending } = useSubRows<{ id: number; name: string; created: string }>(
        TRACK_PROMO_VERSIONS,
        record?.id as string | number | undefined
    );
    return (
        <SubTable
            label="Promo pool versions"
            rows={data}
            error={error}
            loading={isPending}
            empty="No promo pool versions."
            columns={[
                { key: 'id', label: 'ID' },
                { key: 'name', label: 'Version' },
                { key: 'created', label: 'Created', render: r => formatTime(r.created) },
            ]}
        />
    );
}
