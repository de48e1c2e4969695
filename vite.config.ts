import { vitePlugin as remix } from '@remix-run/dev'
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
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
  // The one large chunk is the msw worker with the seed bank, fetched only in mock mode.
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1400,
    // Chunks under 2 kB are merged into others (where that changes no side effect): about 20 scripts on a first
    // visit instead of about 30, for the same bytes (decision 034).
    rollupOptions: { output: { experimentalMinChunkSize: 2000 } },
  },
  // `npm run dev`: crawl every route up front, so the first page view is not reloaded (with a second React copy
  // until then) when Vite discovers a dependency late.
  optimizeDeps: { entries: ['app/entry.client.tsx', 'app/root.tsx', 'app/routes/**/*.tsx'] },
})
