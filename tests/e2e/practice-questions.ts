import { expect, type Page } from '@playwright/test'
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

/** A wrong but well-formed answer of any short-flow item: another option of a choice; a set item's key with one part
 * changed (two places swapped, one pick or one mark changed). */
export function wrongAnswer(q: Question): string {
  const type = q.type ?? 'choice'
  if (type === 'matching' || type === 'ordering') {
    const letters = q.correctAnswer.split(',').map((p) => p.split('-')[1])
    ;[letters[0], letters[1]] = [letters[1], letters[0]]
    return letters.map((l, i) => `${i + 1}-${l}`).join(',')
  }
  if (type === 'multiple-select') {
    const key = q.correctAnswer.split(',').map(Number)
    const other = q.selection!.choices.findIndex((_, i) => !key.includes(i + 1)) + 1
    return [other, ...key.slice(1)].sort((a, b) => a - b).join(',')
  }
  if (type === 'true-false') {
    const marks = q.correctAnswer.split(',')
    marks[0] = marks[0] === 'T' ? 'F' : 'T'
    return marks.join(',')
  }
  return q.options.find((o) => o !== q.correctAnswer)!
}

const pairs = (answer: string) =>
  answer.split(',').map((p) => [Number(p.split('-')[0]) - 1, p.split('-')[1].charCodeAt(0) - 65])
const choiceOf = (page: Page, option: string) =>
  page.locator(`[data-testid="option"][data-option="${option.replace(/["\\]/g, '\\$&')}"]`)

/**
 * Gives `answer` (the bank's encoding: a choice's option, `1-B,2-A`, `2,5,7`, `T,F`) to the question a short flow
 * shows, whatever its type and whatever order the attempt shows its list in (the inputs carry bank values).
 */
export async function answerShown(page: Page, q: Question, answer: string) {
  const type = q.type ?? 'choice'
  if (type === 'matching' || type === 'ordering') {
    for (const [row, choice] of pairs(answer))
      await page.locator(`[id="m-${q.id}-${row}"]`).selectOption(String(choice))
  } else if (type === 'multiple-select') {
    const picked = answer.split(',')
    const boxes = page.getByTestId('full-exam-selection').locator('input[type="checkbox"]')
    for (const box of await boxes.all())
      if (!picked.includes((await box.getAttribute('data-option'))!)) await box.uncheck()
    for (const n of picked) await page.locator(`input[data-option="${n}"]`).check()
  } else if (type === 'true-false') {
    for (const [i, mark] of answer.split(',').entries())
      await page.locator(`[id="tf-${q.id}-${i}-${mark.toLowerCase()}"]`).check()
  } else await choiceOf(page, answer).click()
}

/** The shown question holds `answer` (as answerShown gives it). */
export async function expectShown(page: Page, q: Question, answer: string) {
  const type = q.type ?? 'choice'
  if (type === 'matching' || type === 'ordering') {
    for (const [row, choice] of pairs(answer))
      await expect(page.locator(`[id="m-${q.id}-${row}"]`)).toHaveValue(String(choice))
  } else if (type === 'multiple-select') {
    for (const n of answer.split(',')) await expect(page.locator(`input[data-option="${n}"]`)).toBeChecked()
  } else if (type === 'true-false') {
    for (const [i, mark] of answer.split(',').entries())
      await expect(page.locator(`[id="tf-${q.id}-${i}-${mark.toLowerCase()}"]`)).toBeChecked()
  } else await expect(choiceOf(page, answer)).toHaveAttribute('aria-checked', 'true')
}
