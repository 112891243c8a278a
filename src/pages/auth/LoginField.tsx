import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { LoginError } from '../../../authProvider/login';
import { app as m } from '../../../resources/messages/app';

/**
 * A labelled outlined box, as MUI's TextField draws it, without TextField itself: that brings
 * MUI's Select, Menu and Popover along (≈ 14 KB gz) that the login never shows.
 */
export default function LoginField({
    label,
    name,
    required,
    ...input
}: OutlinedInputProps & { label: string; name: string }) {
    return (
        <FormControl variant="outlined" required={required}>
            <InputLabel htmlFor={`login-${name}`}>{label}</InputLabel>
            <OutlinedInput id={`login-${name}`} name={name} label={label} {...input} />
        </FormControl>
    );
}

/** What a failed sign-in says: wrong credentials, or a service that could not be reached. */
export const loginFailure = (err: unknown) =>
    err instanceof LoginError && err.reason === 'credentials' ? m.badCredentials : m.loginUnavailable;
