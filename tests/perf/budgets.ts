import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/**
 * Per-route JavaScript budgets (issue 15, decision 024). For every page route in the Remix build manifest it adds up
 * the gzip size of each script the browser needs on a first visit to that URL: the client entry and its imports,
 * the manifest script itself, and the module and static imports of every route from the root down to the page.
 * Chunks fetched later (dynamic imports: dialogs, the mock worker) are not counted, as the browser does not load
 * them on the first visit. `/` may ship at most 110 KB, every other page 140 KB (the full-length exam too since
 * decision 122; a page may still be given its own budget in `routes`).
 *
 * `npx tsx tests/perf/budgets.ts` builds the app when needed, prints the table and exits 1 when any route is over.
 */

export const KB = 1024
export const BUDGETS: Budgets = { index: 110 * KB, other: 140 * KB }

/** `/`'s budget, every other page's, and the pages with their own (by their URL pattern). */
export interface Budgets {
  index: number
  other: number
  routes?: Record<string, number>
}

interface ManifestEntry {
  module: string
  imports?: string[]
}
interface ManifestRoute extends ManifestEntry {
  id: string
  parentId?: string
  path?: string
  index?: boolean
}
export interface RemixManifest {
  url?: string
  entry: ManifestEntry
  routes: Record<string, ManifestRoute>
}

export interface RouteBudget {
  /** The route id in the manifest (routes/sat-practice). */
  id: string
  /** The URL pattern (/sat-practice, /, /*). */
  url: string
  /** Every chunk the first visit loads, in load order, with its gzip size in bytes. */
  chunks: { file: string; gzip: number }[]
  gzip: number
  budget: number
  over: boolean
}

/** The URL pattern of a route: its own path joined to its ancestors'. */
function urlOf(routes: Record<string, ManifestRoute>, route: ManifestRoute): string {
  const parts: string[] = []
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined)
    if (r.path) parts.unshift(r.path)
  return '/' + parts.join('/')
}

/**
 * The first-load JS of every page route. `size(file)` gives a chunk's gzip size; `isPage(module)` says whether a
 * route's module renders a page (by default: it is not empty). A resource route has no component; its module is
 * empty, or holds only code the bundler merged into it for other routes.
 */
export function routeBudgets(
  manifest: RemixManifest,
  size: (file: string) => number,
  budgets: Budgets = BUDGETS,
  isPage: (module: string) => boolean = (module) => size(module) > 0,
): RouteBudget[] {
  const rows: RouteBudget[] = []
  for (const route of Object.values(manifest.routes)) {
    if (route.id === 'root' || !isPage(route.module)) continue
    const chain: ManifestRoute[] = []
    for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined)
      chain.unshift(r)
    const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])])
    if (manifest.url) files.add(manifest.url)
    for (const r of chain) for (const f of [r.module, ...(r.imports ?? [])]) files.add(f)
    const chunks = [...files].map((file) => ({ file, gzip: size(file) }))
    const gzip = chunks.reduce((sum, c) => sum + c.gzip, 0)
    const url = urlOf(manifest.routes, route)
    // The home page is `/`, or `/:lang?` where the language is an optional first segment (decision 064).
    const home = /^\/(:lang\?)?$/.test(url) && (route.index || /^routes\/(\(\$lang\)\.)?_index$/.test(route.id))
    const budget = home ? budgets.index : (budgets.routes?.[url] ?? budgets.other)
    rows.push({ id: route.id, url, chunks, gzip, budget, over: gzip > budget })
  }
  return rows.sort((a, b) => a.url.localeCompare(b.url))
}

/** The table printed by the check (KB = 1024 bytes, one decimal). */
export function formatBudgets(rows: RouteBudget[]): string {
  const kb = (n: number) => (n / KB).toFixed(1).padStart(7)
  const lines = [
    `${'route'.padEnd(28)} ${'first-load JS (gzip)'.padStart(22)} ${'budget'.padStart(10)} ${'scripts'.padStart(8)}  status`,
  ]
  for (const r of rows)
    lines.push(
      `${r.url.padEnd(28)} ${(kb(r.gzip) + ' KB').padStart(22)} ${(kb(r.budget) + ' KB').padStart(10)} ${String(r.chunks.length).padStart(8)}  ${r.over ? `OVER by ${((r.gzip - r.budget) / KB).toFixed(1)} KB` : 'ok'}`,
    )
  return lines.join('\n')
}

/** Reads the Remix manifest (assets/manifest-<hash>.js) of a client build directory. */
export function readBuildManifest(clientDir: string): RemixManifest {
  const assets = path.join(clientDir, 'assets')
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f))
  if (!file) throw new Error(`No Remix manifest in ${assets}; build the app first.`)
  const text = readFileSync(path.join(assets, file), 'utf8')
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)
  return { url: `/assets/${file}`, ...(JSON.parse(json) as RemixManifest) }
}

/** gzip (level 9, as a static server or CDN would precompress) of a file under the client build directory. */
export function gzipSizer(clientDir: string) {
  const cache = new Map<string, number>()
  return (file: string) => {
    let n = cache.get(file)
    if (n === undefined) {
      const bytes = readFileSync(path.join(clientDir, file.replace(/^\//, '')))
      n = bytes.toString('utf8').trim() === '' ? 0 : gzipSync(bytes, { level: 9 }).length
      cache.set(file, n)
    }
    return n
  }
}

/** A built route module that exports a component (`export{… as default}`): a page, not a resource route. */
export const exportsComponent = (clientDir: string) => (module: string) =>
  /\bas default\b|export default\b/.test(readFileSync(path.join(clientDir, module.replace(/^\//, '')), 'utf8'))

/** Checks a client build; returns the rows (the caller prints them and decides the exit code). */
export function checkBuild(clientDir: string): RouteBudget[] {
  return routeBudgets(readBuildManifest(clientDir), gzipSizer(clientDir), BUDGETS, exportsComponent(clientDir))
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ensureBuild } = await import('../../api/build.ts')
  const { BUILD_DIR } = await import('../../api/server.ts')
  ensureBuild()
  const rows = checkBuild(path.join(BUILD_DIR, 'client'))
  console.log(formatBudgets(rows))
  const over = rows.filter((r) => r.over)
  if (over.length) {
    console.error(`\n${over.length} route(s) over budget: ${over.map((r) => r.url).join(', ')}`)
    process.exit(1)
  }
  console.log(`\n${rows.length} routes within budget`)
}
