import type { Page } from '@playwright/test'
import type { Question } from '../../openapi/types.ts'

/**
 * Every question the practice page holds, read from the page's own data: its route loader's questions and the
 * replies of its fetchers (the questions generated on Start). The browser tests know the keys this way.
 */
export function pageQuestions(page: Page): Promise<Question[]> {
  return page.evaluate(() => {
    type Data = { loaded?: { questions?: Question[] } | null } | null | undefined
    const router = (
      window as unknown as {
        __remixRouter?: { state: { loaderData: Record<string, Data>; fetchers: Map<string, { data?: Data }> } }
      }
    ).__remixRouter
    const found: Question[] = []
    const visit = (data: Data) => found.push(...(data?.loaded?.questions ?? []))
    Object.values(router?.state.loaderData ?? {}).forEach(visit)
    router?.state.fetchers.forEach((fetcher) => visit(fetcher.data))
    return found
  })
}

/** Mock mode: this browser's calls follow a QA scenario (mocks/scenarios.ts), the app's loaders included. */
export async function mockScenario(page: Page, baseURL: string, name: 'empty' | 'ai-down' | 'slow') {
  await page.context().addCookies([{ name: 'mock-scenario', value: name, url: baseURL }])
}
