import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const web = fileURLToPath(new URL('../../', import.meta.url));
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../../../functions/src/domain', import.meta.url)),
      '@': web + 'src',
    },
  },
  server: { host: '127.0.0.1', port: 5373, strictPort: true, fs: { allow: ['/work/main'] } },
});
