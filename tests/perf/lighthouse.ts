import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

/** One page's Lighthouse figures (mobile: Lighthouse's default form factor, throttling and screen). */
export interface LighthouseRow {
  path: string
  status: 'ok' | 'not found' | 'error'
  performance?: number
  accessibility?: number
  bestPractices?: number
  lcpMs?: number
  cls?: number
  tbtMs?: number
  /** The failing accessibility audits, for the table's notes. */
  a11yFailures?: string[]
  note?: string
}

const score = (s: number | null | undefined) => (s === null || s === undefined ? undefined : Math.round(s * 100))

/**
 * Runs Lighthouse (performance, accessibility, best practices; mobile defaults) on each path of `base` in one
 * headless Chromium (CHROME_PATH, else /usr/bin/chromium). A path that answers 404 is reported "not found". With
 * `runs` > 1 each page is audited that many times and the run with the median performance score is reported (the
 * score moves by several points on a loaded machine).
 */
export async function runLighthouse(base: string, paths: string[], runs = 1): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  })
  const rows: LighthouseRow[] = []
  try {
    for (const path of paths) {
      const probe = await fetch(base + path)
      await probe.arrayBuffer()
      if (probe.status === 404) {
        rows.push({ path, status: 'not found' })
        continue
      }
      try {
        const audit = () =>
          lighthouse(base + path, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          })
        const reports = []
        for (let run = 0; run < runs; run++) {
          let result = await audit()
          // A loaded machine sometimes loses the trace's start (NO_NAVSTART, NO_FCP): one more run, then report it.
          if (result?.lhr.runtimeError) result = await audit()
          const report = result?.lhr
          if (!report) throw new Error('no report')
          if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`)
          reports.push(report)
        }
        reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
        const lhr = reports[Math.floor(reports.length / 2)]
        const a11y = lhr.categories.accessibility
        rows.push({
          path,
          status: 'ok',
          performance: score(lhr.categories.performance?.score),
          accessibility: score(a11y?.score),
          bestPractices: score(lhr.categories['best-practices']?.score),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue,
          a11yFailures: (a11y?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        })
      } catch (error) {
        rows.push({ path, status: 'error', note: error instanceof Error ? error.message : String(error) })
      }
    }
  } finally {
    chrome.kill()
  }
  return rows
}

export function formatLighthouse(rows: LighthouseRow[]): string {
  const lines = [
    `  ${'page'.padEnd(34)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'LCP'.padStart(8)} ${'CLS'.padStart(6)} ${'TBT'.padStart(7)}`,
  ]
  const cut = (p: string) => (p.length > 34 ? p.slice(0, 31) + '…' : p)
  for (const r of rows) {
    if (r.status !== 'ok') {
      lines.push(`  ${cut(r.path).padEnd(34)} ${r.status}${r.note ? `: ${r.note}` : ''}`)
      continue
    }
    lines.push(
      `  ${cut(r.path).padEnd(34)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(5)} ${`${((r.lcpMs ?? 0) / 1000).toFixed(2)} s`.padStart(8)} ${(r.cls ?? 0).toFixed(3).padStart(6)} ${`${(r.tbtMs ?? 0).toFixed(0)} ms`.padStart(7)}` +
        (r.a11yFailures?.length ? `  a11y: ${r.a11yFailures.join(', ')}` : ''),
    )
  }
  return lines.join('\n')
}
