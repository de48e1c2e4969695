import { countAttempt } from './openai-tutor.ts'

/** The longest Retry-After the SDK may sleep before its retry. A longer one (an exhausted quota says hours) fails at once: 503. */
export const MAX_RETRY_WAIT_MS = 2000

function retryAfterMs(headers: Headers): number | undefined {
  const ms = headers.get('retry-after-ms')
  if (ms !== null && Number.isFinite(Number(ms))) return Number(ms)
  const after = headers.get('retry-after')
  if (after === null) return undefined
  if (Number.isFinite(Number(after))) return Number(after) * 1000
  const date = Date.parse(after)
  return Number.isNaN(date) ? undefined : date - Date.now()
}

/**
 * The SDK honours Retry-After up to 60 s, in a sleep nothing can cut short: a student would wait a minute for a 503.
 * Answers that ask for a longer wait than MAX_RETRY_WAIT_MS are marked not retryable (`x-should-retry: false`).
 * `fetch` is looked up per call, not when the client is made.
 */
export function boundedRetryFetch(custom?: typeof fetch): typeof fetch {
  return async (input, init) => {
    countAttempt(init)
    const response = await (custom ?? globalThis.fetch)(input, init)
    if (response.status !== 429 && response.status < 500) return response
    const wait = retryAfterMs(response.headers)
    if (wait === undefined || wait <= MAX_RETRY_WAIT_MS) return response
    const headers = new Headers(response.headers)
    headers.set('x-should-retry', 'false')
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
