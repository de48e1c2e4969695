import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import type { TutorSession, User } from '../../openapi/types.ts'
import { test, expect, gotoHydrated, register } from './fixtures.ts'

// The tutor's replies stream (POST /api/tutor/chat/stream) on the /ai-tutor page and in the home popup, on the
// real server and on the mocks alike: text on screen as it arrives, Stop cancels and keeps what arrived, links
// to the question bank are real links, hostile markup stays text.

const en = JSON.parse(readFileSync(new URL('../../app/locales/en/tutor.json', import.meta.url), 'utf8')) as {
  chat: Record<string, string>
}

/**
 * Plays the stream back slowly in the page, one server-sent event every `ms` (the offline tutor writes a whole
 * reply in milliseconds): the events are the server's own, only their pace changes. Cancelling the body (Stop)
 * cancels the real request.
 */
async function throttleStream(page: Page, ms: number) {
  await page.addInitScript((delay) => {
    const realFetch = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init)
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (!url.includes('/api/tutor/chat/stream') || !response.body) return response
      const reader = response.body.getReader()
      const decoder = new TextDecoder()
      const encoder = new TextEncoder()
      let buffered = ''
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          for (;;) {
            const end = buffered.indexOf('\n\n')
            if (end !== -1) {
              await new Promise((r) => setTimeout(r, delay))
              controller.enqueue(encoder.encode(buffered.slice(0, end + 2)))
              buffered = buffered.slice(end + 2)
              return
            }
            const { done, value } = await reader.read()
            if (done) {
              if (buffered) controller.enqueue(encoder.encode(buffered))
              controller.close()
              return
            }
            buffered += decoder.decode(value, { stream: true })
          }
        },
        cancel: (reason) => reader.cancel(reason),
      })
      return new Response(body, { status: response.status, headers: response.headers })
    }
  }, ms)
}

/** Sends `text` and returns the finished assistant message. */
async function ask(page: Page, prefix: string, text: string) {
  const replies = page.getByTestId(`${prefix}-message`).and(page.locator('[data-role="assistant"]'))
  const before = await replies.count()
  await page.getByTestId(`${prefix}-input`).fill(text)
  await page.getByTestId(`${prefix}-input`).press('Enter')
  await expect(replies).toHaveCount(before + 1)
  return replies.nth(before)
}

test.describe('the tutor streams', () => {
  test('/ai-tutor: the reply appears piece by piece and solves 3x + 5 = 17 (x = 4)', async ({ page }) => {
    await throttleStream(page, 120)
    await gotoHydrated(page, '/ai-tutor')
    await page.getByTestId('tutor-chat-input').fill('Solve 3x + 5 = 17')
    await page.getByTestId('tutor-chat-input').press('Enter')
    // While it streams: part of the reply is on screen, Stop is offered, Send is not.
    const streaming = page.getByTestId('tutor-chat-streaming')
    await expect(streaming).toContainText("Let's solve it")
    const partial = (await streaming.innerText()).length
    await expect(page.getByRole('button', { name: en.chat.stopLabel })).toBeVisible()
    await expect(page.getByTestId('tutor-chat-send')).toBeDisabled()
    const reply = page.getByTestId('tutor-chat-message').and(page.locator('[data-role="assistant"]'))
    await expect(reply).toContainText('Answer: x = 4')
    expect(partial).toBeLessThan((await reply.innerText()).length)
    await expect(page.getByTestId('tutor-chat-streaming')).toHaveCount(0)
    await expect(page.getByTestId('tutor-chat-stop')).toHaveCount(0)
    await expect(page.getByTestId('tutor-chat')).toHaveAttribute('data-session-id', /.+/)
  })

  test('a Ukrainian message in the English UI gets a Ukrainian reply (2x - 7 = 9 → x = 8)', async ({ page }) => {
    await gotoHydrated(page, '/ai-tutor')
    const reply = await ask(page, 'tutor-chat', "Розв'яжи рівняння 2x - 7 = 9")
    await expect(reply).toContainText('Відповідь: x = 8')
    await expect(reply).toContainText('Перевірка')
  })

  test('Stop cancels the reply, keeps what arrived and re-enables Send', async ({ page }) => {
    // (That the server stops and stores nothing when the client goes away is tested on the operation and both
    // adapters in api/operations/tutor-stream.test.ts: here the offline tutor has long finished on the server.)
    await throttleStream(page, 250)
    await gotoHydrated(page, '/ai-tutor')
    const input = page.getByTestId('tutor-chat-input')
    await input.fill('Explain the difference between mitosis and meiosis')
    await input.press('Enter')
    const streaming = page.getByTestId('tutor-chat-streaming')
    await expect(streaming).toContainText('Mitosis')
    await page.getByRole('button', { name: en.chat.stopLabel }).click()
    const kept = page.getByTestId('tutor-chat-message').and(page.locator('[data-role="assistant"]'))
    await expect(kept).toHaveCount(1)
    await expect(kept).toContainText('Mitosis')
    await expect(page.getByTestId('tutor-chat-stopped')).toHaveText(en.chat.stopped)
    await expect(page.getByTestId('tutor-chat-stop')).toHaveCount(0)
    await expect(page.getByTestId('tutor-chat')).not.toHaveAttribute('data-session-id', /.+/)
    // No more pieces arrive after Stop.
    const length = (await kept.innerText()).length
    await page.waitForTimeout(800)
    expect((await kept.innerText()).length).toBe(length)
    await expect(page.getByTestId('tutor-chat-streaming')).toHaveCount(0)
    // Send is back: the next question streams as usual.
    await input.fill('Solve 3x + 5 = 17')
    await expect(page.getByTestId('tutor-chat-send')).toBeEnabled()
    await page.getByTestId('tutor-chat-send').click()
    await expect(kept.nth(1)).toContainText('Answer: x = 4')
  })

  test('links to the question bank are real links; hostile markup stays inert text', async ({ page }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    await gotoHydrated(page, '/ai-tutor')
    const concept = await ask(page, 'tutor-chat', 'Explain the difference between mitosis and meiosis')
    const links = concept.locator('a[href^="/questions"]')
    expect(await links.count()).toBeGreaterThanOrEqual(1)
    await expect(concept).not.toContainText('](/questions')

    const hostile = '<img src=x onerror=alert(1)>'
    const reply = await ask(page, 'tutor-chat', hostile)
    await expect(page.getByTestId('tutor-chat-message').filter({ hasText: hostile })).toHaveCount(1)
    await expect(page.getByTestId('tutor-chat-messages').locator('img')).toHaveCount(0)
    for (const link of await reply.locator('a').all()) expect(await link.getAttribute('href')).toMatch(/^\/(?!\/)/)
    await page.waitForTimeout(300)
    expect(dialogs).toBe(0)
  })

  test('the home popup streams too and keeps its session', async ({ page }) => {
    await throttleStream(page, 120)
    await register(page, { firstName: 'Marta' })
    await gotoHydrated(page, '/')
    await page.getByTestId('tutor-button').click()
    await page.getByTestId('tutor-popup-chat-input').fill('Solve 3x + 5 = 17')
    await page.getByTestId('tutor-popup-chat-input').press('Enter')
    await expect(page.getByTestId('tutor-popup-chat-streaming')).toContainText("Let's solve it")
    await expect(page.getByRole('button', { name: en.chat.stopLabel })).toBeVisible()
    const reply = page.getByTestId('tutor-popup-chat-message').and(page.locator('[data-role="assistant"]'))
    await expect(reply).toContainText('Answer: x = 4')
    const chat = page.getByTestId('tutor-popup-chat')
    await expect(chat).toHaveAttribute('data-session-id', /.+/)
    const user = (await (await page.request.get('/api/auth/user')).json()) as User
    const sessions = (await (await page.request.get(`/api/tutor/sessions/${user.id}`)).json()) as TutorSession[]
    expect(sessions.map((s) => s.id)).toEqual([await chat.getAttribute('data-session-id')])
    expect(sessions[0].messages[1].content).toContain('x = 4')
  })
})
