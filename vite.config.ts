import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { placeholderCheck } from './scripts/support/placeholder-check.ts';
import { staticHostPreview } from './scripts/support/static-host-preview.ts';

// 127.0.0.1 only: the local stand-in and the site are for this machine, not the network.
export default defineConfig({
  plugins: [react(), tailwindcss(), staticHostPreview(), placeholderCheck()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT) || 5173,
    strictPort: true,
  },
  build: {
    // e2e runs build into their own folder so parallel runs never share one
    outDir: process.env.VITE_OUT_DIR || 'dist',
    emptyOutDir: true,
    // No <link rel=modulepreload> injected before each dynamic import: on `/` everything is
    // imported after the first paint, where appending those links cost the phone's main thread
    // more (about 40 ms at 4× CPU, profiled) than the browser takes to find the same chunks in
    // the modules' own imports.
    modulePreload: false,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
});
