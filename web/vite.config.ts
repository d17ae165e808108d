import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { progressiveWebApp } from './build/pwa';

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

const nativeHook = fileURLToPath(new URL('./src/platform/shims/useSyncExternalStore.ts', import.meta.url));

/**
 * react-i18next imports `useSyncExternalStore` from the `use-sync-external-store/shim` package, written for React
 * before 18; on 18 and later the shim hands React's own hook on, but its fallback still shipped in the framework chunk
 * (0.3 KB gzip of the home route's first JS, issue 30). The production build resolves it to React's hook.
 */
function nativeUseSyncExternalStore(): Plugin {
  return {
    name: 'matkon:native-use-sync-external-store',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'use-sync-external-store/shim' ? nativeHook : null;
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
 * request before the first paint. Each keeps a disabled `<link>` of its file, which the browser neither fetches nor
 * applies: Vite's preload helper sees the stylesheet as present and does not link it again when a lazy chunk lists it
 * as a dependency. A late copy put the kit after the features' stylesheets, so a feature's refinement of a kit class
 * lost once it arrived and the page moved (the category pills grew by 4 px).
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
            return asset?.type === 'asset'
              ? `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${file}" disabled>`
              : tag;
          },
        );
      },
    },
  };
}

/**
 * The built page is dist/app.html, not index.html (APP_SHELL_FILE in functions/src/domain/pages/firstView.ts: Hosting
 * would answer `/` with an index.html itself, and home's first view comes from a function, decision 0060). The dev
 * server keeps serving index.html.
 */
const APP_SHELL_FILE = 'app.html';

function appShellFile(): Plugin {
  return {
    name: 'matkon:app-shell-file',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      delete bundle['index.html'];
      this.emitFile({ type: 'asset', fileName: APP_SHELL_FILE, source: page.source });
    },
  };
}

const homeRouteModules = JSON.parse(
  readFileSync(new URL('./home-route-modules.json', import.meta.url), 'utf8'),
) as {
  initial: string[];
  homeFeeds: string[];
  session: string[];
  liveCatalog: string[];
  signedIn: string[];
};

/** Each chunk layer's modules, filled by the plugin below once the module graph is known. */
const layerModules = {
  'home-feeds': new Set<string>(),
  session: new Set<string>(),
  'live-catalog': new Set<string>(),
  'signed-in': new Set<string>(),
  'next-screens': new Set<string>(),
};
type Layer = keyof typeof layerModules;

/**
 * Chunks in layers, in the order a visitor needs them (decision 0051). Automatic splitting gave every set of lazy
 * screens that shares a module a chunk of its own: a cold home loaded 95 scripts, and every request costs the
 * browser CPU whatever its size. Now:
 *   home's initial JS  the entry, the shell and the home route (`initial` in home-route-modules.json, which the
 *                      bundle budget reads too): split as before, so its size is what it was;
 *   home-feeds         what home loads as soon as its route runs: its feeds and the cards' hearts, less the layer
 *                      above (it downloads while the skeletons paint, and never waits for the SDKs below);
 *   session            what every page loads once it has painted: the session's and App Check's SDKs, less the
 *                      layers above;
 *   live-catalog       the catalog watcher and the Firestore SDK it listens with, less the layers above (the
 *                      session does not wait for it);
 *   signed-in          the parts only a signed-in visitor's pages load (the bell, the account menu, the session
 *                      watcher, the personal feeds), less the layers above;
 *   next-screens       the screens prefetched 1 s after the first paint (app/routes/likelyNextScreens.ts), less the
 *                      layers above.
 * A layer holds everything its roots import that no earlier layer holds, so it only ever imports earlier layers:
 * no chunk cycle, and nothing of a later layer loads early. Other screens keep automatic splitting.
 */
function chunkLayers(): Plugin {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const likelyNext = `${root}web/src/app/routes/likelyNextScreens.ts`;
  return {
    name: 'matkon:chunk-layers',
    apply: 'build',
    buildEnd() {
      const staticClosure = (starts: readonly string[]) => {
        const seen = new Set<string>();
        const pending = [...starts];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          const info = seen.has(id) ? null : this.getModuleInfo(id);
          if (!info) continue;
          seen.add(id);
          pending.push(...info.importedIds);
        }
        return seen;
      };
      const modules = (paths: readonly string[]) =>
        paths.map((path) => {
          // a module that moved would leave its layer empty and its code loading early, unnoticed
          if (!this.getModuleInfo(root + path))
            this.error(`home-route-modules.json: ${path} is not in the build`);
          return root + path;
        });
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const screens = this.getModuleInfo(likelyNext)?.dynamicallyImportedIds ?? [];
      if (screens.length === 0) this.error(`${likelyNext} imports no screen: the prefetched screens moved?`);
      const earlier = staticClosure([...entries, ...modules(homeRouteModules.initial)]);
      const roots: Record<Layer, readonly string[]> = {
        'home-feeds': modules(homeRouteModules.homeFeeds),
        session: modules(homeRouteModules.session),
        'live-catalog': modules(homeRouteModules.liveCatalog),
        'signed-in': modules(homeRouteModules.signedIn),
        'next-screens': screens,
      };
      for (const layer of Object.keys(layerModules) as Layer[]) {
        layerModules[layer].clear();
        for (const id of staticClosure(roots[layer]))
          if (!earlier.has(id)) {
            layerModules[layer].add(id);
            earlier.add(id);
          }
      }
    },
  };
}

/**
 * Modules known to have no side effects, so that an import through their barrel binds to the module that defines the
 * name: each of the barrel's modules then goes with the screens that use it. The icons: the app frame's in the home
 * route's first JS, the screens' with the screens (issue 30; one chunk held all 57 before). Everything else keeps
 * Rolldown's own detection.
 */
const SIDE_EFFECT_FREE = /[\\/]web[\\/]src[\\/]components[\\/]icons[\\/]/;

export default defineConfig({
  plugins: [
    reactfireSlim(),
    nativeUseSyncExternalStore(),
    react(),
    chunkReport(),
    inlineEntryCss(),
    chunkLayers(),
    appShellFile(),
    ...progressiveWebApp(),
  ],
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
      treeshake: { moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // not react-i18next's <Trans> (and its HTML parser): a screen that uses it loads it with its own chunk
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next(?![\\/]dist[\\/]es[\\/]Trans)|use-sync-external-store)[\\/]/,
            },
            {
              // the catalog's store stays in one chunk with its home-route readers, whichever lazy screens read it too
              name: 'catalog',
              test: /src[\\/]components[\\/]catalog[\\/](index|useCatalog|catalogStore)\.tsx?$/,
            },
            ...(Object.keys(layerModules) as Layer[]).map((layer) => ({
              name: layer,
              test: (id: string) => layerModules[layer].has(id),
              // a layer holds its own dependencies already; those of earlier layers stay there
              includeDependenciesRecursively: false,
            })),
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
