import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { homeChunkGroups } from '#scripts/support/home-chunks.ts';
import { legacyKeyNotice } from '#scripts/support/legacy-key-notice.ts';
import { placeholderCheck } from '#scripts/support/placeholder-check.ts';
import { staticHostPreview } from '#scripts/support/static-host-preview.ts';

// 127.0.0.1 only: the local stand-in and the site are for this machine, not the network.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), staticHostPreview(), placeholderCheck(), legacyKeyNotice()],
  // The admin's WebAssembly WebP encoder (Safari's canvas makes no WebP) runs in a module worker
  // that imports its codec on demand; prebundling would lose the .wasm file beside the codec.
  worker: { format: 'es' as const },
  optimizeDeps: { exclude: ['@jsquash/webp'] },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT) || 5173,
    strictPort: true,
  },
  build: {
    // e2e runs build into their own folder so parallel runs never share one
    outDir: process.env.VITE_OUT_DIR || 'dist',
    emptyOutDir: true,
    // index.html preloads the chunks its entry imports: fetched beside the entry instead of
    // one after another, they are two round trips fewer on a slow phone network. No
    // <link rel=modulepreload> is injected before each dynamic import: on `/` those imports run
    // after the first paint, where appending the links cost the phone's main thread more (about
    // 40 ms at 4× CPU, profiled) than the browser takes to find the chunks in their imports.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    // The libraries every page loads, each in one chunk of its own (by default Rolldown cut
    // TanStack Query into three, and would fold React into whichever chunk first needs it).
    // Only for the browser build: the prerender's server build keeps the default.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 2 },
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
                // Mutations are the admin's alone: their modules stay in the admin's chunk.
                {
                  name: 'tanstack-query',
                  test: /node_modules[\\/]@tanstack[\\/](?!.*[\\/](useMutation|mutationObserver)\.js$)/,
                  priority: 1,
                },
                // The home page's first script and its live layer, each an entry module and what it
                // imports: one request each, whatever the modules are called.
                ...homeChunkGroups(import.meta.dirname),
              ],
            },
          },
        },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
}));
