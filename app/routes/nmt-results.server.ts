import { remixI18n } from '../i18n/i18next.server.ts'
import { api } from '../utils/api.server.ts'
import { lookupUser } from '../utils/auth.server.ts'
import { nmtSessions } from '#domain/exam/results.ts'
import type { PracticeSession } from '#openapi/types.ts'

/**
 * /nmt-results: a signed-in student's completed Ukrainian sessions from the API (fresh on every visit: Remix runs
 * this loader after each navigation). Visitors' results live in the browser and are read there.
 */
export async function nmtResultsData(request: Request) {
  const [{ user, failed }, t] = await Promise.all([lookupUser(request), remixI18n.getFixedT(request, 'results')])
  const title = t('nmt.metaTitle')
  // An outage is not "signed out": the load error, as for a failed list.
  if (failed) return { title, sessions: [], loadError: true }
  // null: nothing from the account (a visitor's results are read from the progress store in the browser).
  if (!user) return { title, sessions: null as PracticeSession[] | null, loadError: false }
  const { data } = await api(request)
    .GET('/api/sessions/{userId}', { params: { path: { userId: user.id } } })
    .catch(() => ({ data: undefined }))
  return { title, sessions: data ? nmtSessions(data) : [], loadError: !data }
}
