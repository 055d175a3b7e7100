import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

// The two plugins resolve the Vite that the test runner hoists to the repository root (8),
// while this workspace builds with its own pinned Vite (7). Both accept either at run time;
// only their type declarations differ, hence the cast.
const plugins = [react(), tailwindcss()] as unknown as PluginOption[];

export default defineConfig({
  plugins,
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // Found at start-up rather than on first use: the Aadhaar step loads these on demand, and a
  // late discovery would make the dev server reload the page mid-step.
  optimizeDeps: { include: ['tesseract.js', 'zxing-wasm/reader'] },
  server: {
    proxy: {
      '/api': { target: apiTarget },
      // The connection test asks the site root for JSON; browsers asking for the page
      // still get Vite's index.html.
      '^/$': {
        target: apiTarget,
        bypass: (req) => (req.headers.accept?.includes('application/json') ? undefined : req.url),
      },
    },
  },
  build: {
    target: 'es2022',
    // The large chunks are the password dictionary and the card reader, each loaded only on
    // the screen that needs it (docs/performance.md); the warning would only repeat that.
    chunkSizeWarningLimit: 2048,
    rollupOptions: {
      // zod's sources place a few /* @__PURE__ */ comments where Rollup cannot use them; it
      // drops them and says so at every build, about a library we do not change.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(react-hook-form|@hookform)\//.test(id)) return 'forms';
          // zod's settings (set by main.tsx before any parse) in a chunk of their own: left
          // unassigned, Rollup would pull them into the zod chunk and zod onto /login.
          if (/node_modules\/zod\/v4\/core\/(core|util)\.js$/.test(id)) return 'zod-config';
          if (/node_modules\/zod\//.test(id)) return 'zod';
          return undefined;
        },
      },
    },
  },
});
