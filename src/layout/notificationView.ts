/** react-admin's notification snackbar, as its own chunk: see Notices. */
export { Notification as default } from 'react-admin';
