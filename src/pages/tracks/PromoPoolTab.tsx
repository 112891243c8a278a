import { useRecordContext } from 'react-admin';
import { TRACK_PROMO_VERSIONS } from '../../../resources/subLists';
import SubTable, { useSubRows } from '../../components/SubTable';
import { loadingOrFailed } from '../../components/LoadFailed';
import { formatTime } from '../../lib/time';

/** Promo pool versions of the track (read). */
export default function PromoPoolTab() {
    const record = useRecordContext();
    const versions = useSubRows<{ id: number; name: string; created: string }>(
        TRACK_PROMO_VERSIONS,
        record?.id as string | number | undefined
    );
    const { data } = versions;
    const shown = loadingOrFailed(versions, 'promo pool versions');
    if (shown) return shown;
    return (
        <SubTable
            label="Promo pool versions"
            rows={data}
            empty="No promo pool versions."
            columns={[
                { key: 'id', label: 'ID' },
                { key: 'name', label: 'Version' },
                { key: 'created', label: 'Created', render: r => formatTime(r.created) },
            ]}
        />
    );
}
