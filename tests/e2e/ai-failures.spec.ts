import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { startFakeProvider, type FakeProvider } from '../fake-ai-provider.ts'
import { test, expect, gotoHydrated, expectAccessible } from './fixtures.ts'

// Issue 23: what a student sees when the AI fails. On the mocks, the `ai-down` scenario; on the real server, a
// second server started here against an OpenAI-compatible provider (tests/fake-ai-provider.ts) that answers 500,
// hangs, or stops a stream midway, with a short overall deadline.

const DEADLINE_MS = 3000
const texts = (ns: string) =>
  JSON.parse(readFileSync(new URL(`../../app/locales/en/${ns}.json`, import.meta.url), 'utf8')) as Record<
    string,
    Record<string, string>
  >
const practice = texts('practice')
const tutor = texts('tutor')
const questions = texts('questions')

/** The SAT practice's "Chat with AI" on the first question, with `message` sent. */
async function askSatChat(page: Page, origin: string, message: string) {
  await gotoHydrated(page, `${origin}/sat-practice`)
  await page.getByTestId('start-button').click()
  await expect(page.getByTestId('question-counter')).toBeVisible({ timeout: 30_000 })
  await page.getByTestId('ask-ai-button').click()
  await page.getByTestId('ask-ai-input').fill(message)
  await page.getByTestId('ask-ai-send').click()
}

test.describe('AI outage on the mocks (ai-down)', { tag: '@mocks-only' }, () => {
  test.beforeEach(({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mocks', 'the ai-down scenario is the mocks’')
    return page
      .context()
      .addCookies([{ name: 'mock-scenario', value: 'ai-down', url: testInfo.project.use.baseURL as string }])
  })

  test('SAT "Chat with AI": the apology appears and the message stays to send again', async ({ page }, testInfo) => {
    await askSatChat(page, new URL(testInfo.project.use.baseURL as string).origin, 'Where do I start?')
    await expect(page.getByTestId('ask-ai-messages').locator('[data-failed="true"]')).toHaveText(
      practice.generic.chatError,
    )
    await expect(page.getByTestId('ask-ai-input')).toHaveValue('Where do I start?')
    await expect(page.getByTestId('ask-ai-send')).toBeEnabled()
    await expectAccessible(page)
  })
})

test.describe('a failing AI provider (real server)', () => {
  test.describe.configure({ mode: 'serial' })
  let provider: FakeProvider
  let server: { origin: string; child: ChildProcess; output: () => string; dataDir: string }

  test.beforeAll(async () => {
    if (test.info().project.name !== 'server') return
    test.setTimeout(240_000)
    provider = await startFakeProvider()
    server = await startServerWith(provider.url)
  })
  test.afterAll(async () => {
    server?.child.kill('SIGTERM')
    if (server) rmSync(server.dataDir, { recursive: true, force: true })
    await provider?.close()
  })
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'server', 'a provider is faked for the real server only')
  })

  test('SAT "Chat with AI" with a hanging provider gives up at the deadline with the apology', async ({ page }) => {
    provider.behaviour = 'hang'
    await askSatChat(page, server.origin, 'Where do I start?')
    await expect(page.getByTestId('ask-ai-pending')).toBeVisible()
    await expect(page.getByTestId('ask-ai-messages').locator('[data-failed="true"]')).toHaveText(
      practice.generic.chatError,
      { timeout: DEADLINE_MS + 7000 },
    )
    await expect(page.getByTestId('ask-ai-pending')).toHaveCount(0)
    await expect(page.getByTestId('ask-ai-input')).toHaveValue('Where do I start?')
  })

  test('a tutor reply cut midway is marked incomplete, then the apology', async ({ page }) => {
    provider.behaviour = 'cut'
    await gotoHydrated(page, `${server.origin}/ai-tutor`)
    await page.getByTestId('tutor-chat-input').fill('Solve 3x = 12')
    await page.getByTestId('tutor-chat-input').press('Enter')
    const replies = page.getByTestId('tutor-chat-message').and(page.locator('[data-role="assistant"]'))
    await expect(replies).toHaveCount(2)
    await expect(replies.first()).toContainText('Let us solve it')
    await expect(replies.first()).not.toContainText('divide both sides by 3.')
    await expect(replies.first().getByTestId('tutor-chat-interrupted')).toHaveText(tutor.chat.interrupted)
    await expect(replies.nth(1)).toHaveAttribute('data-failed', 'true')
    await expectAccessible(page)
  })

  test('/questions with a hanging provider: honest wording, Cancel aborts the call at the provider', async ({
    page,
  }) => {
    provider.behaviour = 'hang'
    await gotoHydrated(page, `${server.origin}/questions`)
    const before = provider.requests
    const abandoned = provider.abandoned
    await page.getByTestId('generate-submit').click()
    const progress = page.getByTestId('generate-progress')
    await expect(progress).toContainText(questions.form.progress_other.replace('{{count}}', '3'))
    await expect(progress).not.toContainText('few seconds')
    await expect.poll(() => provider.requests).toBeGreaterThan(before)
    await page.getByTestId('generate-cancel').click()
    await expect(page.getByTestId('generate-cancelled')).toHaveText(questions.form.cancelled)
    await expect(page.getByTestId('generate-progress')).toHaveCount(0)
    // The provider's connection was closed by the server: the cancel went all the way upstream.
    await expect.poll(() => provider.abandoned, { timeout: DEADLINE_MS - 500 }).toBeGreaterThan(abandoned)
    await expect(page.getByTestId('generate-submit')).toBeEnabled()
    await expect(page.getByTestId('generate-submit')).toBeFocused()
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await expectAccessible(page)
  })

  test('/questions with a hanging provider: one overall deadline, then the error', async ({ page, consoleErrors }) => {
    provider.behaviour = 'hang'
    await gotoHydrated(page, `${server.origin}/questions`)
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/questions'))
    const started = Date.now()
    await page.getByTestId('generate-submit').click()
    expect((await answered).status()).toBe(503)
    const took = Date.now() - started
    await expect(page.getByTestId('toast')).toContainText(questions.toast.errorText)
    // Not one deadline per attempt (two attempts and a back-off would be over twice as long).
    const failures = server
      .output()
      .split('\n')
      .filter((l) => l.includes('"operation":"generate"'))
    expect(took, failures.join('\n')).toBeLessThan(1.8 * DEADLINE_MS)
    expect(failures.at(-1)).toContain('"reason":"deadline"')
    // The page's own request answered 503: the browser reports it, the toast is the message.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('status of 503')))
  })
})

/** The real server, built as the suite's, with the fake provider as its AI and a short overall deadline. */
async function startServerWith(providerUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-e2e-ai-'))
  const port = 5400 + Math.floor(Math.random() * 400)
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: providerUrl,
      OPENAI_TIMEOUT_MS: String(DEADLINE_MS),
      OPENAI_MAX_RETRIES: '1',
      GENERATE_LIMIT_PER_HOUR: '10000',
      GENERATE_LIMIT_PER_HOUR_USER: '10000',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (c) => (output += c))
  child.stderr?.on('data', (c) => (output += c))
  const origin = `http://127.0.0.1:${port}`
  const until = Date.now() + 200_000
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.status < 500,
      () => false,
    )
    if (up) return { origin, child, output: () => output, dataDir }
    await new Promise((r) => setTimeout(r, 300))
  }
  child.kill('SIGTERM')
  throw new Error(`server did not come up:\n${output}`)
}
