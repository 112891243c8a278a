import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
    plugins: [react()],
    build: {
        manifest: true,
        sourcemap: false,
        chunkSizeWarningLimit: 1500,
    },
    server: {
        proxy: { '/v4': 'http://127.0.0.1:8081' },
    },
});
