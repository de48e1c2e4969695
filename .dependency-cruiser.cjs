// Layers and cycles, checked by `npm run lint:deps` inside `npm test` (decision 066).
// routes → features → components → utils → domain; the API never imports the app; domain/ imports neither.
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
    {
      name: 'components-below-features',
      severity: 'error',
      from: { path: '^app/components/' },
      to: { path: '^app/(features|routes)/' },
    },
    {
      name: 'utils-below-components',
      severity: 'error',
      from: { path: '^app/utils/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^app/(components|features|routes)/' },
    },
    {
      name: 'features-below-routes',
      severity: 'error',
      from: { path: '^app/features/' },
      to: { path: '^app/routes/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|public|test-results|data)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
}
