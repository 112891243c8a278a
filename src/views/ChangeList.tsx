import Typography from '@mui/material/Typography';
import type { FieldChange } from '../../resources/changes';

/** A titled list of field changes ("Mix Name: Original → Their Mix"); nothing when there are none. */
export default function ChangeList({ title, changes }: { title: string; changes: FieldChange[] }) {
    if (!changes.length) return null;
    return (
        <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                {title}
            </Typography>
            <ul aria-label={title}>
                {changes.map(c => (
                    <li key={c.name} title={c.whole}>
                        {c.label}: {c.before} → {c.after}
                    </li>
                ))}
            </ul>
        </>
    );
}
