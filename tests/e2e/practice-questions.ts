import type { Page } from '@playwright/test'
import type { Problem, Question, TutorStreamDone } from '../../openapi/types.ts'

type Data = { loaded?: { questions?: Question[] } | null } | null | undefined
type RouterState = { loaderData: Record<string, Data>; fetchers: Map<string, { data?: Data }> }
type Router = { state: RouterState; subscribe: (listener: (state: RouterState) => void) => void }

/**
 * Collects every question the practice pages receive, from the app's own data: route loaders' questions and the
 * replies of fetchers (a chosen test loaded through the loader, the questions generated on Start). Remix's
 * router is watched from the moment the app sets it (fetchers' data leaves the router's state once handed to
 * React). Call before the page is opened; `all()` gives what has arrived so far.
 */
export async function watchPageQuestions(page: Page) {
  const install = () => {
    const w = window as unknown as { __practiceQuestions?: Question[]; __remixRouter?: Router }
    if (w.__practiceQuestions) return
    const seen: Question[] = []
    w.__practiceQuestions = seen
    const take = (data: Data) => seen.push(...(data?.loaded?.questions ?? []))
    const grab = (state: RouterState) => {
      Object.values(state.loaderData ?? {}).forEach(take)
      state.fetchers.forEach((fetcher) => take(fetcher.data))
    }
    const watch = (router: Router) => {
      grab(router.state)
      router.subscribe(grab)
    }
    // Already running (the test continues on a page it opened before): watch it now; else when the app sets it.
    if (w.__remixRouter) return watch(w.__remixRouter)
    let router: Router | undefined
    Object.defineProperty(window, '__remixRouter', {
      configurable: true,
      get: () => router,
      set: (value: Router) => watch((router = value)),
    })
  }
  await page.addInitScript(install)
  if (page.url().startsWith('http')) await page.evaluate(install)
  return {
    all: () =>
      page.evaluate(() => (window as unknown as { __practiceQuestions?: Question[] }).__practiceQuestions ?? []),
  }
}

/** Mock mode: this browser's calls follow a QA scenario (mocks/scenarios.ts), the app's loaders included. */
export async function mockScenario(page: Page, baseURL: string, name: 'empty' | 'ai-down' | 'slow') {
  await page.context().addCookies([{ name: 'mock-scenario', value: name, url: baseURL }])
}

/** The tutor stream's `error` event when the AI is unavailable (a 503 problem). */
export const UNAVAILABLE: Problem = {
  type: 'about:blank',
  title: 'Service Unavailable',
  status: 503,
  detail: 'The AI tutor is unavailable.',
}

/**
 * The practice chats' tutor stream (POST /api/tutor/chat/stream) answers with one server-sent event until
 * unrouted: `done` (a finished reply) or `error` (a problem, e.g. a 503). The stream itself answers 200, as the
 * server's does once it has begun, so the browser logs no failed load (which the fixture would count as an error).
 */
export async function answerTutorStream(page: Page, ...[event, data]: ['done', TutorStreamDone] | ['error', Problem]) {
  await page.route('**/api/tutor/chat/stream', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
    }),
  )
}
