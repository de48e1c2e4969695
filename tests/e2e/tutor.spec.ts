import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { TutorSession, User } from '../../openapi/types.ts'
import { test, expect, gotoHydrated, register, useLanguage, expectAccessible, type Language } from './fixtures.ts'
import { satTutorHref } from '#domain/exam/links.ts'
import { satHalves } from '#domain/exam/scoring.ts'

// The AI tutor: /ai-tutor (first message from the query or the stored session, the chat rules) and the popup on
// the signed-in home. Both servers answer the tutor offline and deterministically (the offline engine's replies
// from api/locales/<language>.json), so the replies are checked word for word.

type Vars = Record<string, string | number>
const localeCache = new Map<string, unknown>()
/** A text from the app's locale files, so each check holds in every language. */
function tr(lng: Language, ns: string, key: string, vars: Vars = {}): string {
  const file = `${lng}/${ns}`
  if (!localeCache.has(file))
    localeCache.set(
      file,
      // The server's own texts live with the API (the offline tutor's in api/ai/offline/texts), the rest with the app.
      JSON.parse(
        readFileSync(
          new URL(
            ns === 'server'
              ? `../../api/locales/${lng}.json`
              : ns === 'engine'
                ? `../../api/ai/offline/texts/${lng}.json`
                : `../../app/locales/${file}.json`,
            import.meta.url,
          ),
          'utf8',
        ),
      ),
    )
  const value = key
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], localeCache.get(file))
  if (typeof value !== 'string') throw new Error(`no text ${file}:${key}`)
  return value.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]))
}

const SHOTS = process.env.SCREENSHOT_DIR
async function shot(page: Page, name: string) {
  if (SHOTS)
    await page.screenshot({
      path: path.join(SHOTS, `tutor-${name}-${test.info().project.name}-${page.viewportSize()?.width}.png`),
      fullPage: true,
    })
}

const SAT_SECTIONS = {
  'Evidence-Based Reading & Writing': { correct: 4, total: 4 },
  'Math No Calculator': { correct: 3, total: 4 },
  'Math Calculator': { correct: 1, total: 4 },
}
const SAT_SCORE = satHalves(SAT_SECTIONS).total
const SAT_HREF = satTutorHref({ totalScore: SAT_SCORE, sections: SAT_SECTIONS })

/** Holds each chat answer back a little, so the pending state can be seen (the offline tutor is instant). */
async function slowChat(page: Page, ms = 700) {
  await page.route('**/api/tutor/chat/stream', async (route) => {
    await new Promise((r) => setTimeout(r, ms))
    await route.continue()
  })
}

/** Sends with Enter and waits for the answer; returns the new assistant message. */
async function sendWithEnter(page: Page, prefix: string, text: string) {
  const input = page.getByTestId(`${prefix}-input`)
  const replies = page.getByTestId(`${prefix}-message`).and(page.locator('[data-role="assistant"]'))
  const before = await replies.count()
  await input.fill(text)
  await input.press('Enter')
  await expect(replies).toHaveCount(before + 1)
  return replies.nth(before)
}

test.describe('/ai-tutor', () => {
  test('default greeting, the help list and the prompt; chips fill the input', { tag: '@mocks' }, async ({ page }) => {
    await gotoHydrated(page, '/ai-tutor')
    await expect(page).toHaveTitle(tr('en', 'tutor', 'meta.title'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Tutor')
    const intro = page.getByTestId('tutor-chat-intro')
    await expect(intro.getByTestId('tutor-greeting')).toHaveText(tr('en', 'tutor', 'intro.greeting'))
    await expect(intro.getByTestId('tutor-help').locator('li')).toHaveText([
      'Targeted practice questions',
      'Concept explanations',
      'Study strategies',
      'Memory techniques',
    ])
    await expect(intro.getByTestId('tutor-prompt')).toHaveText('What would you like to work on first?')
    await expect(page.getByTestId('tutor-history')).toHaveCount(0)

    const chips = page.getByTestId('tutor-chat-chip')
    await expect(chips).toHaveCount(4)
    await chips.nth(1).click()
    await expect(page.getByTestId('tutor-chat-input')).toHaveValue(tr('en', 'tutor', 'quick.plan'))
    await expect(page.getByTestId('tutor-chat-input')).toBeFocused()
    await expect(page.getByTestId('tutor-chat-message')).toHaveCount(0)
    await shot(page, 'greeting')
    await expectAccessible(page)
  })

  test('a SAT result in the query: overall score, breakdown, weak and strong areas; the tutor is told the weak areas', async ({
    page,
  }) => {
    await gotoHydrated(page, SAT_HREF)
    const intro = page.getByTestId('tutor-chat-intro')
    await expect(intro.getByTestId('tutor-analysis-title')).toHaveText("I've looked at your SAT results.")
    await expect(intro.getByTestId('tutor-overall')).toHaveText(`Overall score: ${SAT_SCORE} of 1600`)
    await expect(intro.getByTestId('tutor-breakdown-row')).toHaveText([
      'Evidence-Based Reading & Writing: 4/4 correct (100%)',
      'Math No Calculator: 3/4 correct (75%)',
      'Math Calculator: 1/4 correct (25%)',
    ])
    await expect(intro.getByTestId('tutor-weak-row')).toHaveText(['Math Calculator (25%)'])
    await expect(intro.getByTestId('tutor-strong-row')).toHaveText(['Evidence-Based Reading & Writing (100%)'])
    await expect(intro.getByTestId('tutor-help')).toBeVisible()

    // The page passes the results as the visitor's progress: the plan names the weakest subject first.
    const reply = await sendWithEnter(page, 'tutor-chat', 'Make me a study plan')
    await expect(reply).toContainText(
      tr('en', 'engine', 'plan.intro', { source: tr('en', 'engine', 'plan.sourceBrowser') }),
    )
    await expect(reply).toContainText('1. Math Calculator: 25% correct')
    await expect(reply.getByRole('link', { name: 'Math Calculator' }).first()).toHaveAttribute(
      'href',
      /^\/questions\?examType=SAT&section=Math\+Calculator/,
    )
    await shot(page, 'sat')
  })

  test('a malformed sections parameter is ignored: the score stays, the lists fall back', async ({ page }) => {
    await gotoHydrated(
      page,
      `/ai-tutor?examType=SAT&score=1200&sections=${encodeURIComponent('{"Math":{"correct":9,"total":2}')}&weakAreas=oops&level=Advanced`,
    )
    const intro = page.getByTestId('tutor-chat-intro')
    await expect(intro.getByTestId('tutor-overall')).toHaveText('Overall score: 1200 of 1600')
    await expect(intro.getByTestId('tutor-breakdown')).toHaveCount(0)
    await expect(intro.getByTestId('tutor-level')).toHaveCount(0)
    await expect(intro.getByTestId('tutor-weak-none')).toHaveText(tr('en', 'tutor', 'intro.weakNone'))
    await expect(intro.getByTestId('tutor-strong-none')).toHaveText(tr('en', 'tutor', 'intro.strongNone'))

    // Nothing usable at all: the default greeting.
    await gotoHydrated(page, '/ai-tutor?sections=%7Bnot-json&score=abc&examType=GRE')
    await expect(page.getByTestId('tutor-greeting')).toBeVisible()
  })

  test('an NMT session stored for ?session= is analysed; another id falls back to the greeting', async ({ page }) => {
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'selectedSession',
        JSON.stringify({
          id: 'sess_e2e_1',
          scorePercentage: 65,
          subjectScores: { 'Ukrainian Language': 86, Mathematics: 40 },
          topicBreakdown: { punctuation: { correct: 4, total: 4 }, algebra: { correct: 1, total: 4 } },
        }),
      ),
    )
    await gotoHydrated(page, '/ai-tutor?session=sess_e2e_1')
    const intro = page.getByTestId('tutor-chat-intro')
    await expect(intro.getByTestId('tutor-analysis-title')).toHaveText("I've looked at your NMT results.")
    await expect(intro.getByTestId('tutor-overall')).toHaveText('Overall score: 65%')
    await expect(intro.getByTestId('tutor-breakdown-row')).toHaveText(['Ukrainian Language: 86%', 'Mathematics: 40%'])
    await expect(intro.getByTestId('tutor-weak-row')).toHaveText(['Algebra (25%)'])
    await expect(intro.getByTestId('tutor-strong-row')).toHaveText(['Punctuation (100%)'])
    await gotoHydrated(page, '/ai-tutor?session=sess_other')
    await expect(page.getByTestId('tutor-greeting')).toBeVisible()
  })

  test('Enter sends: Thinking… then the reply, the input clears, the conversation goes on; Shift+Enter makes a new line; empty cannot be sent', async ({
    page,
  }) => {
    await slowChat(page)
    await gotoHydrated(page, '/ai-tutor')
    const input = page.getByTestId('tutor-chat-input')
    const send = page.getByTestId('tutor-chat-send')
    await expect(send).toBeDisabled()
    await input.fill('   ')
    await expect(send).toBeDisabled()
    await input.press('Enter')
    await expect(page.getByTestId('tutor-chat-message')).toHaveCount(0)

    // Shift+Enter: a new line, nothing sent.
    await input.fill('')
    await input.pressSequentially('line one')
    await input.press('Shift+Enter')
    await input.pressSequentially('line two')
    await expect(input).toHaveValue('line one\nline two')
    await expect(page.getByTestId('tutor-chat-message')).toHaveCount(0)
    await expect(send).toBeEnabled()

    await input.fill('Can you make me a study plan?')
    await input.press('Enter')
    await expect(page.getByTestId('tutor-chat-pending')).toHaveText('Thinking...')
    await expect(page.getByTestId('tutor-chat-message').first()).toHaveText(/Can you make me a study plan\?/)
    await expect(send).toBeDisabled()
    const reply = page.getByTestId('tutor-chat-message').nth(1)
    // No results yet: the plan says so (spec: plans come from real progress only).
    await expect(reply).toContainText(tr('en', 'engine', 'plan.noProgress').split('. ')[0])
    await expect(page.getByTestId('tutor-chat-pending')).toHaveCount(0)
    await expect(input).toHaveValue('')
    // A visitor's conversation goes on in this browser (decision 058): no session on the server, the history sent along.
    const chat = page.getByTestId('tutor-chat')
    await expect(chat).not.toHaveAttribute('data-session-id', /.+/)

    await sendWithEnter(page, 'tutor-chat', 'Solve 3x + 5 = 17')
    await expect(page.getByTestId('tutor-chat-message').nth(3)).toContainText('Answer: x = 4')
    await expect(page.getByTestId('tutor-chat-message')).toHaveCount(4)
    await expectAccessible(page)
  })

  test(
    'a failed reply says the tutor is slow or unavailable and keeps the text (mocks: ai-down)',
    { tag: '@mocks-only' },
    async ({ page, context }, testInfo) => {
      test.skip(testInfo.project.name !== 'mocks', 'the real server has no switch for an AI outage')
      await context.addCookies([
        { name: 'mock-scenario', value: 'ai-down', url: testInfo.project.use.baseURL as string },
      ])
      await gotoHydrated(page, '/ai-tutor')
      const input = page.getByTestId('tutor-chat-input')
      await input.fill('Explain logarithms')
      await input.press('Enter')
      const failed = page.locator('[data-testid="tutor-chat-message"][data-failed="true"]')
      // The stream has started when the provider fails: its `error` event (a 503 problem) becomes this notice.
      await expect(failed).toContainText(tr('en', 'tutor', 'chat.slow'))
      await expect(input).toHaveValue('Explain logarithms')
      await expect(page.getByTestId('tutor-chat-send')).toBeEnabled()
      await expect(page.getByTestId('tutor-chat-stop')).toHaveCount(0)
      await expectAccessible(page)
    },
  )

  for (const lng of ['uk', 'pl'] as Language[]) {
    test(`${lng}: every text translated, the reply in ${lng}, accessible`, async ({ page }) => {
      await useLanguage(page, lng)
      await gotoHydrated(page, '/ai-tutor')
      await expect(page.locator('html')).toHaveAttribute('lang', lng)
      await expect(page).toHaveTitle(tr(lng, 'tutor', 'meta.title'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lng, 'tutor', 'page.title'))
      await expect(page.getByTestId('tutor-greeting')).toHaveText(tr(lng, 'tutor', 'intro.greeting'))
      await expect(page.getByTestId('tutor-prompt')).toHaveText(tr(lng, 'tutor', 'intro.prompt'))
      const main = await page.locator('main').innerText()
      for (const english of ['Targeted practice', 'What would you like', 'Quick questions', 'Send', 'Ask your tutor'])
        expect(main).not.toContain(english)

      await page.getByTestId('tutor-chat-chip').nth(1).click()
      await page.getByTestId('tutor-chat-input').press('Enter')
      await expect(page.getByTestId('tutor-chat-message').nth(1)).toContainText(
        tr(lng, 'engine', 'plan.noProgress').split('. ')[0],
      )
      await expect(page.getByTestId('tutor-chat-input')).toHaveValue('')
      await expectAccessible(page)

      await gotoHydrated(page, SAT_HREF)
      const intro = page.getByTestId('tutor-chat-intro')
      await expect(intro.getByTestId('tutor-overall')).toHaveText(
        tr(lng, 'tutor', 'intro.overall', { score: tr(lng, 'tutor', 'intro.scorePoints', { score: SAT_SCORE }) }),
      )
      await expect(intro.getByTestId('tutor-weak')).toContainText(tr(lng, 'tutor', 'intro.weakTitle'))
      await shot(page, `sat-${lng}`)
      await expectAccessible(page)
    })
  }

  test('axe in English on the analysis and after a reply', async ({ page }) => {
    await gotoHydrated(page, SAT_HREF)
    await expectAccessible(page)
    await sendWithEnter(page, 'tutor-chat', 'Give me a practice question')
    await expectAccessible(page)
  })

  test('phone 390×844: the chat fits the width and the input stays on screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, SAT_HREF)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const input = page.getByTestId('tutor-chat-input')
    await expect(input).toBeInViewport()
    await expect(page.getByTestId('tutor-chat-send')).toBeInViewport()
    await shot(page, 'phone-intro')
    const reply = await sendWithEnter(page, 'tutor-chat', 'Make me a study plan')
    // The reply is scrolled into view inside the chat, from its first line.
    const list = page.getByTestId('tutor-chat-messages')
    await expect
      .poll(
        async () => {
          const [r, l] = [await reply.boundingBox(), await list.boundingBox()]
          return r && l ? r.y >= l.y && r.y + 40 <= l.y + l.height : false
        },
        { message: "the reply's first line is visible in the chat" },
      )
      .toBe(true)
    await expect(input).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `tutor-phone-viewport-${test.info().project.name}.png`) })
    await expectAccessible(page)
  })
})

test.describe('signed in', () => {
  test('the home popup keeps one tutor session across two messages; /ai-tutor lists it and continues it', async ({
    page,
  }) => {
    await register(page, { firstName: 'Taras' })
    await gotoHydrated(page, '/')
    await page.getByTestId('tutor-button').click()
    const popup = page.getByTestId('tutor-popup')
    await expect(popup).toBeVisible()
    await expect(popup.getByRole('heading', { name: 'AI Tutor' })).toBeVisible()
    await expect(popup.getByTestId('tutor-greeting')).toBeVisible()
    await expect(popup.getByTestId('tutor-popup-chat-input')).toBeFocused()

    await sendWithEnter(page, 'tutor-popup-chat', 'Can you make me a study plan?')
    const chat = popup.getByTestId('tutor-popup-chat')
    await expect(chat).toHaveAttribute('data-session-id', /.+/)
    const sessionId = await chat.getAttribute('data-session-id')
    await expectAccessible(page)

    // Closing and reopening keeps the conversation.
    await popup.getByTestId('tutor-popup-close').click()
    await expect(popup).toHaveCount(0)
    await page.getByTestId('tutor-button').click()
    await expect(page.getByTestId('tutor-popup-chat-message')).toHaveCount(2)
    await sendWithEnter(page, 'tutor-popup-chat', 'How do I remember dates?')
    await expect(page.getByTestId('tutor-popup-chat')).toHaveAttribute('data-session-id', sessionId as string)
    await shot(page, 'popup')

    const user = (await (await page.request.get('/api/auth/user')).json()) as User
    const list = async () => (await (await page.request.get(`/api/tutor/sessions/${user.id}`)).json()) as TutorSession[]
    const sessions = await list()
    expect(sessions).toHaveLength(1)
    expect(sessions[0].id).toBe(sessionId)
    expect(sessions[0].messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant'])
    expect(sessions[0].messages[0].content).toBe('Can you make me a study plan?')

    // Phone: the popup fits.
    await page.setViewportSize({ width: 390, height: 844 })
    const box = await page.getByTestId('tutor-popup').boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844).toBe(true)
    await expect(page.getByTestId('tutor-popup-chat-input')).toBeInViewport()
    await shot(page, 'popup-phone')
    await page.setViewportSize({ width: 1280, height: 720 })

    // /ai-tutor lists the conversation and continues it in the same session.
    await gotoHydrated(page, '/ai-tutor')
    const item = page.getByTestId('tutor-history-item')
    await expect(item).toHaveCount(1)
    await expect(item).toContainText('Can you make me a study plan?')
    await expect(item).toContainText('4 messages')
    await item.getByTestId('tutor-history-continue').click()
    await expect(page.getByTestId('tutor-chat-message')).toHaveCount(4)
    await expect(page.getByTestId('tutor-chat')).toHaveAttribute('data-session-id', sessionId as string)
    await sendWithEnter(page, 'tutor-chat', 'Thanks! One more tip?')
    const after = await list()
    expect(after).toHaveLength(1)
    expect(after[0].messages).toHaveLength(6)
    await shot(page, 'history')
    await expectAccessible(page)
  })
})
