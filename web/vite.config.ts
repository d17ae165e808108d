import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const hostingEmulator = process.env.MATKON_HOSTING_URL ?? 'http://127.0.0.1:5050';
const shims = fileURLToPath(new URL('./src/platform/reactfire-shims/', import.meta.url));

/**
 * reactfire's single entry statically imports six Firebase SDKs; the app uses Auth and Firestore. In the
 * production build, resolve the other four (only when reactfire itself is the importer) to a stand-in so
 * they never ship. See src/platform/reactfire-shims/README.md.
 */
function reactfireSlim(): Plugin {
  const targets: Record<string, string> = {
    'firebase/database': 'unavailable.ts',
    'firebase/functions': 'unavailable.ts',
    'firebase/storage': 'unavailable.ts',
    'firebase/remote-config': 'unavailable.ts',
  };
  return {
    name: 'matkon:reactfire-slim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const target = targets[source];
      if (!target || !importer || !/[\\/]node_modules[\\/]reactfire[\\/]/.test(importer)) return null;
      return shims + target;
    },
  };
}

export default defineConfig({
  plugins: [reactfireSlim(), react()],
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
