import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BUDGETS, checkBuild, formatBudgets, KB, routeBudgets, type RemixManifest } from './budgets.ts'

/** A manifest shaped like Remix's: an entry, a root and pages with their own and shared imports. */
function manifest(extraRoutes: RemixManifest['routes'] = {}): RemixManifest {
  return {
    url: '/assets/manifest-1.js',
    entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
    routes: {
      root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js', '/assets/header.js'] },
      'routes/_index': { id: 'routes/_index', parentId: 'root', index: true, module: '/assets/index.js' },
      'routes/review': {
        id: 'routes/review',
        parentId: 'root',
        path: 'review',
        module: '/assets/review.js',
        imports: ['/assets/shared.js'],
      },
      'routes/review.today': {
        id: 'routes/review.today',
        parentId: 'routes/review',
        path: 'today',
        module: '/assets/today.js',
        imports: ['/assets/shared.js'],
      },
      'routes/resources.chat': {
        id: 'routes/resources.chat',
        parentId: 'root',
        path: 'resources/chat',
        module: '/assets/empty.js',
      },
      ...extraRoutes,
    },
  }
}

const sizes: Record<string, number> = {
  '/assets/manifest-1.js': 1 * KB,
  '/assets/entry.js': 10 * KB,
  '/assets/react.js': 80 * KB,
  '/assets/root.js': 5 * KB,
  '/assets/header.js': 4 * KB,
  '/assets/index.js': 10 * KB,
  '/assets/review.js': 10 * KB,
  '/assets/shared.js': 20 * KB,
  '/assets/today.js': 20 * KB,
  '/assets/empty.js': 0,
}

describe('per-route JS budgets', () => {
  it('adds the entry, the manifest, the root and every route down to the page, each shared chunk once', () => {
    const rows = routeBudgets(manifest(), (f) => sizes[f])
    const byUrl = Object.fromEntries(rows.map((r) => [r.url, r]))
    expect(Object.keys(byUrl).sort()).toEqual(['/', '/review', '/review/today']) // resource route left out
    // manifest 1 + entry 10 + react 80 (once) + root 5 + header 4 + index 10
    expect(byUrl['/'].gzip).toBe(110 * KB)
    expect(byUrl['/'].budget).toBe(BUDGETS.index)
    // ... + review 10 + shared 20 (once) + today 20: a nested route pays for its parents
    expect(byUrl['/review/today'].gzip).toBe(150 * KB)
    expect(byUrl['/review/today'].budget).toBe(BUDGETS.other)
  })

  it('passes a route exactly at its budget and fails one byte over', () => {
    const rows = routeBudgets(manifest(), (f) => sizes[f])
    const index = rows.find((r) => r.url === '/')!
    expect(index.over).toBe(false) // 110 KB on /, equal to the budget
    const over = routeBudgets(manifest(), (f) => sizes[f] + (f === '/assets/index.js' ? 1 : 0))
    expect(over.find((r) => r.url === '/')!.over).toBe(true)
    expect(rows.find((r) => r.url === '/review/today')!.over).toBe(true) // 150 KB > 140 KB
    expect(rows.find((r) => r.url === '/review')!.over).toBe(false) // 130 KB
    expect(formatBudgets(rows)).toMatch(/\/review\/today\s+150\.0 KB\s+140\.0 KB\s+8\s+OVER by 10\.0 KB/)
  })

  describe('on a build directory', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'budgets-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    /**
     * Writes a client build whose chunks are random base64 text (it gzips to about 76%), each ending with a
     * component export as a page's module does, except `/assets/merged.js` (named exports only).
     */
    function writeBuild(routes: RemixManifest['routes'], files: Record<string, number>) {
      rmSync(path.join(dir, 'assets'), { recursive: true, force: true })
      mkdirSync(path.join(dir, 'assets'))
      const m = manifest(routes)
      writeFileSync(
        path.join(dir, 'assets/manifest-1.js'),
        `window.__remixManifest=${JSON.stringify({ entry: m.entry, routes: m.routes })};`,
      )
      for (const [file, size] of Object.entries(files)) {
        const body = randomBytes(size).toString('base64').slice(0, size)
        const exports = file === '/assets/merged.js' ? 'export{a as b}' : 'export{a as default}'
        writeFileSync(path.join(dir, file), size === 0 ? '\n' : `${body}\n${exports}`)
      }
    }

    it('reads the Remix manifest, gzips the chunks and fails a route (found in the manifest) over budget', () => {
      const small = Object.fromEntries(
        Object.keys(sizes)
          .filter((f) => !f.includes('manifest'))
          .map((f) => [f, f === '/assets/empty.js' ? 0 : 2000]),
      )
      // A resource route whose module holds code the bundler merged into it for other routes is not a page either.
      const merged = {
        'routes/resources.merged': {
          id: 'routes/resources.merged',
          parentId: 'root',
          path: 'resources/merged',
          module: '/assets/merged.js',
        },
      }
      writeBuild(merged, { ...small, '/assets/merged.js': 3000 })
      const rows = checkBuild(dir)
      expect(rows.map((r) => r.url)).toEqual(['/', '/review', '/review/today'])
      expect(rows.every((r) => !r.over)).toBe(true)
      // A new full-exam route appears in the manifest with a heavy chunk: it is checked without being listed anywhere.
      writeBuild(
        {
          'routes/sat-full-exam': {
            id: 'routes/sat-full-exam',
            parentId: 'root',
            path: 'sat-full-exam',
            module: '/assets/full.js',
          },
        },
        { ...small, '/assets/full.js': 200 * KB },
      )
      const over = checkBuild(dir).filter((r) => r.over)
      expect(over.map((r) => r.url)).toEqual(['/sat-full-exam'])
      expect(over[0].gzip).toBeGreaterThan(140 * KB)
    })
  })
})
