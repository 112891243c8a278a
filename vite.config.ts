import react from '@vitejs/plugin-react';
import { resourceManifest } from './scripts/resourceManifest.ts';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const shim = (file: string) => fileURLToPath(new URL(`./src/shims/${file}`, import.meta.url));

export default defineConfig({
    plugins: [react(), resourceManifest()],
    resolve: {
        alias: [
            { find: 'object.entries', replacement: shim('objectEntries.cjs') },
            { find: /^jsonexport\/dist\/index\.js$/, replacement: shim('jsonexportLazy.ts') },
        ],
    },
    build: {
        manifest: true,
        sourcemap: false,
        chunkSizeWarningLimit: 1500,
    },
    server: {
        proxy: { '/v4': 'http://127.0.0.1:8081' },
    },
});
