import { remixI18n } from '~/i18n/i18next.server.ts'
import { api } from '~/utils/api.server.ts'
import { lookupUser } from '~/utils/auth.server.ts'
import { summarizeServer, type ProgressSummary } from '#domain/exam/progress.ts'
import type { Mastery } from '#openapi/types.ts'

interface ProgressData {
  title: string
  /** The account's summary; null for visitors (the progress store reads the browser's) or on failure. */
  summary: ProgressSummary | null
  loadError: boolean
  /** Topic mastery and accuracy over time (GET /api/mastery); null for visitors or on failure. */
  mastery: Mastery | null
}

/**
 * /progress. Signed in: the user (streak, overall accuracy), GET /api/progress/{userId} and GET
 * /api/sessions/{userId}, fresh on every visit; if either call fails the page shows its error state (with
 * Retry) rather than partial numbers. Visitors' progress lives in the browser and is read there.
 */
export async function progressData(request: Request): Promise<ProgressData> {
  const [{ user, failed: lookupFailed }, t] = await Promise.all([
    lookupUser(request),
    remixI18n.getFixedT(request, 'progress'),
  ])
  const title = t('meta.title')
  // An outage is not "signed out": the error state with Retry.
  if (lookupFailed) return { title, summary: null, loadError: true, mastery: null }
  if (!user) return { title, summary: null, loadError: false, mastery: null }

  const client = api(request)
  const path = { params: { path: { userId: user.id } } }
  const [progress, sessions, mastery] = await Promise.all([
    client
      .GET('/api/progress/{userId}', path)
      .then(({ data, response }) => data ?? failed('progress', response.status))
      .catch(() => failed('progress')),
    client
      .GET('/api/sessions/{userId}', path)
      .then(({ data, response }) => data ?? failed('sessions', response.status))
      .catch(() => failed('sessions')),
    // Mastery is a part of the page of its own: without it the rest still shows.
    client
      .GET('/api/mastery', { params: { query: { bucket: 'week' } } })
      .then(({ data, response }) => data ?? failed('mastery', response.status))
      .catch(() => failed('mastery')),
  ])
  if (!progress || !sessions) return { title, summary: null, loadError: true, mastery }
  return { title, summary: summarizeServer({ user, progress, sessions }), loadError: false, mastery }
}

function failed(what: string, status?: number): null {
  console.warn(`/progress: loading ${what} failed${status ? ` (${status})` : ''}`)
  return null
}
