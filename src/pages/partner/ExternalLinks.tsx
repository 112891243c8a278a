import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { config } from '../../config';

/** The external store sites and the identity account page, from the console's configuration. */
export default function ExternalLinks() {
    return (
        <>
            <Typography variant="h6" component="h3">
                Store sites and your sign-in account
            </Typography>
            <ul>
                {config.storeSites.map(s => (
                    <li key={s.id}>
                        <Link href={s.url} target="_blank" rel="noopener noreferrer">
                            {s.label} (opens the store site)
                        </Link>
                    </li>
                ))}
                <li>
                    <Link href={config.identityAccountUrl} target="_blank" rel="noopener noreferrer">
                        Identity account (your sign-in details and password)
                    </Link>
                </li>
            </ul>
        </>
    );
}
