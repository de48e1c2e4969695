import type { Page } from '@playwright/test'
import type { Question } from '../../openapi/types.ts'

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
  await page.addInitScript(() => {
    const seen: Question[] = []
    const take = (data: Data) => seen.push(...(data?.loaded?.questions ?? []))
    const grab = (state: RouterState) => {
      Object.values(state.loaderData ?? {}).forEach(take)
      state.fetchers.forEach((fetcher) => take(fetcher.data))
    }
    let router: Router | undefined
    Object.defineProperty(window, '__practiceQuestions', { value: seen })
    Object.defineProperty(window, '__remixRouter', {
      configurable: true,
      get: () => router,
      set: (value: Router) => {
        router = value
        grab(value.state)
        value.subscribe(grab)
      },
    })
  })
  return {
    all: () =>
      page.evaluate(() => (window as unknown as { __practiceQuestions?: Question[] }).__practiceQuestions ?? []),
  }
}

/** Mock mode: this browser's calls follow a QA scenario (mocks/scenarios.ts), the app's loaders included. */
export async function mockScenario(page: Page, baseURL: string, name: 'empty' | 'ai-down' | 'slow') {
  await page.context().addCookies([{ name: 'mock-scenario', value: name, url: baseURL }])
}
