import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { catalogLink, type CatalogType } from '../../resources/format';

/** A link to a catalog object: /catalog/{type}/{id}, everywhere. */
export default function CatalogLink({ type, id }: { type: CatalogType; id: number | string }) {
    return (
        <Link component={RouterLink} to={catalogLink(type, id)}>
            {id}
        </Link>
    );
}
