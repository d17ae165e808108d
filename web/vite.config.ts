import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const hostingEmulator = process.env.MATKON_HOSTING_URL ?? 'http://127.0.0.1:5050';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // /api/** goes through the Hosting emulator so firebase.json's rewrites are the only routing table.
    proxy: { '/api': { target: hostingEmulator, changeOrigin: true } },
  },
});
