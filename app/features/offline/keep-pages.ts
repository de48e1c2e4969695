import { languageOfPath, localizePath } from '~/i18n/language-path.ts'
import { SW_MESSAGES } from '~/service-worker/sw-rules.ts'
import { BLUEPRINTS, type FullExamId } from '#domain/exam/full-length/index.ts'
import { GENERIC_PRACTICE_PAGE, genericResultsPage, shortResultsPage } from '#domain/exam/links.ts'
import { EXAMS } from '#domain/exam/registry.ts'

/** How long the worker may take to have a page's offline copy (the full-length pages read a whole bank). */
const KEEP_TIMEOUT_MS = 60_000
/**
 * How long a first visit waits for the worker to be registered and active: it installs with the app's scripts
 * (about 1.5 MB), which a slow phone or a busy machine takes well over 15 s to fetch and store.
 */
const READY_TIMEOUT_MS = 120_000

/**
 * The one list of the pages a kept pack runs on offline (decisions 114, 144): the practice page it was kept on, the
 * results page its short test opens, the generic practice page (the question bank's links to a section) with the
 * results page it opens for these exams, and both forms of each of its full-length exams, in the address's
 * language (an unprefixed address follows the stored language).
 */
export function offlinePagesOf(exams: readonly FullExamId[], pathname: string): string[] {
  const lng = languageOfPath(pathname)
  const entries = exams.map((exam) => EXAMS[BLUEPRINTS[exam].examType])
  const results = entries.map((entry) => shortResultsPage(entry.flow))
  const generic = [GENERIC_PRACTICE_PAGE, ...entries.map((entry) => genericResultsPage(entry.countryCode))]
  const forms = exams.flatMap((id) => [`/full-exam/${id}`, `/full-exam/${id}?form=2`])
  const pages = [...results.filter((page) => page !== undefined), ...generic, ...forms].map((page) =>
    localizePath(page, lng),
  )
  return [...new Set([pathname, ...pages])]
}

/**
 * Asks this site's service worker to keep an offline copy of these pages (once per build: pages it has are not
 * asked for again). Answers how many it holds; 0 without our worker (mock mode has msw's, or none registered yet).
 * The one message for it (KEEP_PAGES): the worker fetches and serves every kept page the same way.
 */
export async function keepPagesOffline(urls: readonly string[]): Promise<number> {
  if (window.ENV?.MOCKS || !('serviceWorker' in navigator)) return 0
  // On a first visit the worker registers on idle after hydration: it is waited for a while.
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => window.setTimeout(() => resolve(undefined), READY_TIMEOUT_MS)),
  ])
  const worker = registration?.active
  if (!worker || !worker.scriptURL.endsWith('/sw.js')) return 0
  const asked = [...urls, routesUrlOf(urls)]
  const kept = await askToKeep(worker, asked)
  // A page the server could not render in time (a busy server answers 5xx) is asked for once more: the worker
  // fetches only the pages it lacks, so the count settles instead of staying short until the next visit.
  return kept < urls.length ? askToKeep(worker, asked) : kept
}

function askToKeep(worker: ServiceWorker, urls: readonly string[]): Promise<number> {
  const channel = new MessageChannel()
  const answer = new Promise<number>((resolve) => {
    const timer = window.setTimeout(() => resolve(0), KEEP_TIMEOUT_MS)
    channel.port1.onmessage = (event: MessageEvent<{ kept?: number }>) => {
      window.clearTimeout(timer)
      resolve(event.data.kept ?? 0)
    }
  })
  worker.postMessage({ type: SW_MESSAGES.keepPages, urls }, [channel.port2])
  return answer
}

/**
 * Remix finds a page's route the first time a link to it is shown or followed (`/__manifest`): offline, the worker
 * answers from what it kept, so it keeps the answer for these pages too (asked for as Remix asks: sorted paths).
 */
function routesUrlOf(urls: readonly string[]): string {
  const url = new URL('/__manifest', window.location.origin)
  const paths = [...new Set(urls.map((u) => new URL(u, window.location.origin).pathname))].sort()
  for (const path of paths) url.searchParams.append('p', path)
  url.searchParams.set('version', window.__remixManifest?.version ?? '')
  return `${url.pathname}${url.search}`
}

declare global {
  interface Window {
    /** Remix's route manifest of this build (its version names the build). */
    __remixManifest?: { version: string }
  }
}
