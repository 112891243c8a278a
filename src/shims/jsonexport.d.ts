declare module 'jsonexport/dist' {
    const jsonExport: (...args: unknown[]) => void;
    export default jsonExport;
}
