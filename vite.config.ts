import { vitePlugin as remix } from '@remix-run/dev'
import { serwist } from '@serwist/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import remixConfig from './remix.config.js'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    remix(remixConfig),
    tsconfigPaths(),
    // The service worker (decision 073): bundled after the client build, with the list of that build's files to
    // precache. The msw worker's seed bank (mock mode only) and the sourcemaps are left out.
    serwist({
      swSrc: 'app/service-worker/sw.ts',
      swDest: 'sw.js',
      globDirectory: 'build/client',
      globPatterns: ['assets/**/*.{js,css}', 'favicon.svg', 'icons/*.png'],
      // msw's chunks by their exact shape (name, hash): a glob on `browser-*` also dropped the app's browser store.
      globIgnores: ['assets/browser-????????.js', 'assets/browser-worker-????????.js', '**/*.map'],
      injectionPoint: 'self.__SW_MANIFEST',
      rollupFormat: 'iife',
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    }),
  ],
  // The one large chunk is the msw worker with the seed bank, fetched only in mock mode.
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1400,
    // Chunks under 0.5 kB are merged into others (where that changes no side effect): fewer scripts on a first visit
    // for the same bytes. Not 2 kB (nor 1 kB): shared helpers then landed in lazily loaded chunks, making them first-load
    // (decision 034).
    rollupOptions: { output: { experimentalMinChunkSize: 500 } },
  },
  // `npm run dev`: crawl every route up front, so the first page view is not reloaded (with a second React copy
  // until then) when Vite discovers a dependency late.
  optimizeDeps: { entries: ['app/entry.client.tsx', 'app/root.tsx', 'app/routes/**/*.tsx'] },
})
