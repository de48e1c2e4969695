// The Remix options live here, the one place; vite.config.ts imports them (Remix's Vite plugin does not read
// this file by itself).
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  serverModuleFormat: 'esm',
  // Server logic lives in *.server.ts beside each route; tests sit next to the code. Neither is a route.
  ignoredRouteFiles: ['**/*.test.*', '**/*.server.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: false,
  },
}
