import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { ensureBuild } from '../../api/build.ts'
import { startBenchApp, stop } from './child.ts'
import { signedInStudent } from './signed-in.ts'

/**
 * `npx tsx tests/perf/page-bytes.ts`: what each measured page's HTML costs to send (issue 29, decision 155): raw and
 * gzip bytes, and the share that is the inlined texts (`window.__i18n`), in each language; `/progress` signed in.
 * Figures, never assertions.
 */
const PAGES = ['/', '/questions', '/full-exam/sat', '/full-exam/nmt', '/sat-practice', '/progress']
const LANGUAGES = ['en', 'uk', 'pl']

ensureBuild()
const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-bytes-'))
const { child, port } = await startBenchApp(dataDir)
const origin = `http://127.0.0.1:${port}`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
try {
  const cookie = await signedInStudent(origin)
  console.log('page                  raw        gzip       texts (raw)')
  for (const lng of LANGUAGES)
    for (const page of PAGES) {
      const address = lng === 'en' ? page : `/${lng}${page === '/' ? '' : page}`
      const res = await fetch(`${origin}${address}`, { headers: page === '/progress' ? { cookie } : {} })
      const html = Buffer.from(await res.arrayBuffer())
      const texts = Buffer.byteLength(html.toString().match(/window\.__i18n = [^<]*/)?.[0] ?? '')
      const row = [kb(html.length), kb(gzipSync(html).length), kb(texts)].map((c) => c.padEnd(10)).join(' ')
      console.log(`${address.padEnd(21)} ${row}${res.status === 200 ? '' : ` (HTTP ${res.status})`}`)
    }
} finally {
  await stop(child)
  rmSync(dataDir, { recursive: true, force: true })
}
