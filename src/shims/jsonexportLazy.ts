// react-admin's list controller imports its default CSV exporter, and with it jsonexport, into
// every list; ours stream their own CSV. jsonexport answers through a callback, so it can load on
// the first call instead of with the app shell (about 3 KB gz).
export default function jsonExport(...args: unknown[]): void {
    void import('jsonexport/dist').then(m => m.default(...args));
}
