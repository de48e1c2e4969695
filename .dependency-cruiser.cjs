// Layers and cycles, checked by `npm run lint:deps` inside `npm test` (decision 066).
// routes → features → components → utils → domain; the API never imports the app; domain/ imports neither.

/** The app's layers, top first: a layer imports those below it, never one above (its tests may, to set up). */
const APP_LAYERS = ['routes', 'features', 'components', 'utils']

/** One rule a layer below the top: `features-below-routes`, `components-below-features`, `utils-below-components`. */
function appLayerRules() {
  return APP_LAYERS.slice(1).map((layer, i) => ({
    name: `${layer}-below-${APP_LAYERS[i]}`,
    severity: 'error',
    from: { path: `^app/${layer}/`, pathNot: '\\.test\\.tsx?$' },
    to: { path: `^app/(${APP_LAYERS.slice(0, i + 1).join('|')})/` },
  }))
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-cycle', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-the-floor',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(app|api|mocks|contracts|tests)/' },
    },
    { name: 'api-never-imports-app', severity: 'error', from: { path: '^api/' }, to: { path: '^app/' } },
    {
      name: 'app-imports-domain-and-types-only',
      severity: 'error',
      from: { path: '^app/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^api/' },
    },
    ...appLayerRules(),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|public|test-results|data)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
}
