import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_CACHE } from './src/lib/offline-data';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

const require = createRequire(import.meta.url);
const versionOf = (name: string) =>
  (require(`${name}/package.json`) as { version: string }).version;
const ocrVersions = [
  'tesseract.js',
  'tesseract.js-core',
  '@tesseract.js-data/eng',
  '@tesseract.js-data/hin',
]
  .map(versionOf)
  .join('-');

/**
 * The installable app (docs/architecture.md, "The service worker"): a manifest with the icons
 * of public/icons, and a Workbox service worker that precaches the shell and the hashed code a
 * screen needs, so a repeat visit needs no network for code. The large files only some screens
 * use (the card reader's engine and language data, the password dictionary) are cached when
 * first fetched, not precached. The API's answers are cached as they arrive (network first),
 * so the last data seen opens offline; they are dropped at sign-out (lib/offline-data.ts).
 * A new version waits for the user's "Reload to update" (registerType 'prompt').
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'Nivas: PG hostel manager',
    short_name: 'Nivas',
    description: 'Rooms, tenants and rent for your PG hostel',
    id: '/',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f8fafc',
    theme_color: '#4338ca',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: ['vendor/**', '**/password-dictionary-*.js', '**/*.wasm'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    // The first install takes the open page at once, so what it loads next is kept already.
    clientsClaim: true,
    runtimeCaching: [
      {
        // Hashed code left out of the precache (the password dictionary, the card reader's
        // wasm): a name never changes its content.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'nivas-code', expiration: { maxEntries: 40 } },
      },
      {
        // The card reader's engine and language data (public/vendor, names without a hash):
        // kept once fetched, under the versions that made them, so an upgrade fetches anew.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/vendor/'),
        handler: 'CacheFirst',
        options: { cacheName: `nivas-ocr-${ocrVersions}`, expiration: { maxEntries: 10 } },
      },
      {
        urlPattern: ({ url, sameOrigin, request }) =>
          sameOrigin &&
          request.method === 'GET' &&
          url.pathname.startsWith('/api/v1/') &&
          !url.pathname.startsWith('/api/v1/export') &&
          !url.pathname.startsWith('/api/v1/docs'),
        handler: 'NetworkFirst',
        options: {
          cacheName: API_CACHE,
          expiration: { maxEntries: 300 },
          cacheableResponse: { statuses: [200] },
          plugins: [
            {
              // An answer from the cache is used only when the network failed; it is marked,
              // since the page cannot tell it from a fresh one otherwise and is then offline
              // whatever the browser says (src/lib/connection.ts: SAVED_COPY_HEADER). Written
              // into the service worker as source: nothing from outside the function.
              cachedResponseWillBeUsed: ({ cachedResponse }: { cachedResponse?: Response }) => {
                if (!cachedResponse) return Promise.resolve(cachedResponse);
                const headers = new Headers(cachedResponse.headers);
                headers.set('X-Nivas-Saved-Copy', '1');
                return Promise.resolve(
                  new Response(cachedResponse.body, {
                    status: cachedResponse.status,
                    statusText: cachedResponse.statusText,
                    headers,
                  }),
                );
              },
            },
          ],
        },
      },
    ],
  },
});

/**
 * The first download's code (the entry chunk, React and the router) runs almost all of it at
 * start. Chrome compiles a script's functions lazily, each on the main thread at its first
 * call, unless the script's first line is V8's compile hint: then it compiles them while the
 * script streams in, off the main thread (docs/performance.md, Lighthouse). The screens'
 * chunks stay lazy: hinted too, they measured no better. Added once the bundle is complete,
 * since Vite writes its own first line into chunks that import on demand; the file names'
 * hashes are of the code without it, which the one constant line does not make ambiguous.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const compileHints: PluginOption = {
  name: 'nivas:compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.name === 'react')) continue;
        chunk.code = COMPILE_HINT + chunk.code;
        // One generated line more at the top: the source map starts with an empty line.
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  },
};

/**
 * React Router's package names only its development build (remix-run/react-router#12532),
 * whose warnings for developers would ship to every phone; its production build sits beside
 * it, and a build takes that one. The dev server keeps the warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: `${dirname(require.resolve('react-router/package.json'))}/dist/production/index.mjs`,
};

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), compileHints, pwa],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
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
        // Small chunks are merged (experimentalMinChunkSize, below): the public layout, which
        // the router loads on demand, then sits in the onboarding frame's chunk that imports
        // it, and Vite says the router's import no longer splits it off. That is the intent.
        const isMergedLayout =
          warning.message.includes('app/public-layout.tsx') &&
          warning.message.includes('dynamic import will not move module into another chunk');
        if (isMergedLayout) return;
        warn(warning);
      },
      output: {
        experimentalMinChunkSize: 20_000,
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(react-hook-form|@hookform)\//.test(id)) return 'forms';
          if (/node_modules\/zod\//.test(id)) return 'zod';
          // Each icon is a few hundred bytes; split by the screens that share them they came as
          // thirty requests a screen, which a phone on a slow network waits for six at a time.
          // Together they are one small file.
          if (/node_modules\/lucide-react\//.test(id)) return 'icons';
          // The virtual list's library, loaded by lists past a few hundred only: named, so no
          // chunk of the app is merged into it.
          if (/node_modules\/@tanstack\/(react-virtual|virtual-core)\//.test(id))
            return 'virtual-list';
          // The password meter's word lists (1.6 MB), named so the service worker can leave
          // them out of its precache by name. The library alone: a module of the app here
          // would bring the modules it shares with the first screen, and the lists with them.
          if (/node_modules\/@zxcvbn-ts\//.test(id)) return 'password-dictionary';
          return undefined;
        },
      },
    },
  },
}));
