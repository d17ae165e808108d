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

/**
 * Writes dist/.vite/chunks.json: each JS chunk's static and dynamic imports and the modules inside it, for the
 * bundle budget check (scripts/bundle-budget.mjs). Hosting ignores dot folders, so it is never deployed.
 */
function chunkReport(): Plugin {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const relative = (id: string) => id.replace(/^\0/, '').replace(root, '');
  return {
    name: 'matkon:chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                isEntry: output.isEntry,
                facadeModuleId: output.facadeModuleId && relative(output.facadeModuleId),
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                modules: output.moduleIds.map(relative),
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });
    },
  };
}

/**
 * The entry's stylesheets (the base and the kit, a few KB gzip) go inline into index.html: no render-blocking
 * request before the first paint. The files stay in dist for the lazy chunks that list them as dependencies.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'matkon:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          },
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [reactfireSlim(), react(), chunkReport(), inlineEntryCss()],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    // The polyfill only warms the cache in browsers without <link rel="modulepreload"> (Safari before 17); every
    // browser loads the modules without it, and the home route's initial JS is on a 150 KB budget.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|html-parse-stringify|void-elements)[\\/]/,
            },
            {
              // the catalog's store stays in one chunk with its home-route readers, whichever lazy screens read it too
              name: 'catalog',
              test: /src[\\/]components[\\/]catalog[\\/](index|useCatalog|catalogStore)\.tsx?$/,
            },
          ],
        },
      },
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
