/** How long work deferred to an idle moment waits at most (a busy page still gets it). */
const IDLE_TIMEOUT_MS = 2000

/**
 * Runs `work` in a task of its own once the browser is idle (at the latest after `timeoutMs`), and returns what
 * cancels it. For what the first view does not need (decision 162): started from a hydration effect, it would
 * otherwise run in the task that commits the page and lengthen the page's longest task.
 */
export function whenIdle(work: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(work, 0)
  return () => window.clearTimeout(handle)
}
