import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
    plugins: [react()],
    resolve: {
        alias: { 'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) },
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
